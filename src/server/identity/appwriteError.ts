/** Appwrite's response conventions: JSON bodies and the `{ message, code, type, version }` error. */

/** Server version reported in error bodies (the Appwrite release whose API SDK 27 speaks). */
export const appwriteVersion = '1.8.0';

/** An error that becomes an Appwrite error response. */
export class AppwriteError extends Error {
  constructor(
    readonly code: number,
    readonly type: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppwriteError';
  }
}

/** A JSON response in Appwrite's manner, never cached. */
export function appwriteJson(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const out = new Headers(headers);
  out.set('content-type', 'application/json; charset=utf-8');
  out.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** The error response for `error`. */
export function appwriteErrorResponse(error: AppwriteError): Response {
  return appwriteJson(
    { message: error.message, code: error.code, type: error.type, version: appwriteVersion },
    error.code,
    error.headers,
  );
}

/** 400 for a parameter the caller left out, with the spec's text. */
export function missingParam(name: string): AppwriteError {
  return new AppwriteError(400, 'general_argument_invalid', `Missing required parameter: "${name}"`);
}

/** 400 for a parameter with a bad value. */
export function invalidParam(name: string, why: string): AppwriteError {
  return new AppwriteError(400, 'general_argument_invalid', `Invalid \`${name}\` param: ${why}`);
}

/** 401 for a request without a signed-in user (Appwrite's guest-scope text). */
export function unauthorized(): AppwriteError {
  return new AppwriteError(401, 'general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
}

/** 404 for a path nothing serves, with Appwrite's text unless another is given. */
export function routeNotFound(
  // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
  message = 'The requested route was not found. Please refer to the API docs and try again.',
): AppwriteError {
  return new AppwriteError(404, 'general_route_not_found', message);
}

/** 501 for the account routes the embedded service leaves out. */
export function notSupported(): AppwriteError {
  return new AppwriteError(
    501,
    'general_not_implemented',
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
    'This account route is not supported by the embedded identity service',
  );
}

/**
 * Runs `fn` and turns an AppwriteError into its response and anything else into a bare 500:
 * the stack goes to the server log, never to the client.
 */
export async function appwriteHandler(label: string, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppwriteError) return appwriteErrorResponse(error);
    console.error(`[identity] ${label} failed`, error);
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
    return appwriteErrorResponse(new AppwriteError(500, 'general_unknown', 'Server Error'));
  }
}
