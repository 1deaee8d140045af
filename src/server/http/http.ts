/** JSON responses and input validation shared by every endpoint (src/server/http/endpoint.ts puts them together). */
import type { APIRoute } from 'astro';
import type { z } from 'astro/zod';

/** Largest JSON body an endpoint reads; anything bigger is refused with 413. */
export const maxBodyBytes = 64 * 1024;

/** An error that becomes a JSON `{ message, error }` response with its status. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** A JSON response that is never cached by shared caches unless told otherwise. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A JSON response whose body is already serialised (answers served from a cache). */
export function jsonText(text: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(text, { ...init, headers });
}

/** Body of every /api error: `message` is what the spec's clients read, `error` the same text. */
export interface ApiErrorBody {
  message: string;
  error: string;
}

/** The one builder of /api error responses: `{ message, error }` carrying the same text. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return json({ message, error: message } satisfies ApiErrorBody, { status, ...(headers ? { headers } : {}) });
}

/** Turns a zod error into one sentence naming each field and why it failed. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.length ? issue.path.join('.') : 'body';
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}

/** Validates query parameters (each present once) against `schema`; throws a 400 naming the field. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  // A Map, not an object: a parameter named `constructor` or `__proto__` is just a name.
  const raw = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    if (raw.has(key)) throw new HttpError(400, `${key}: must be given once`);
    raw.set(key, value);
  }
  const result = schema.safeParse(Object.fromEntries(raw));
  if (!result.success) throw new HttpError(400, describeIssues(result.error));
  return result.data;
}

/** Thrown by `readBodyText` when a body passes its limit. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`body: must be at most ${limit} bytes`);
    this.name = 'BodyTooLargeError';
    this.limit = limit;
  }
}

/**
 * Reads a body's bytes, counting them as they arrive (declared length or chunked alike) and
 * giving up at `limit`: the rest is never read, so a huge body costs at most `limit` bytes of
 * memory. Throws BodyTooLargeError past the limit (also when the server's own limit cut the
 * stream first) and HttpError 400 when the client breaks the stream off.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    // The adapter's own limit (astro.config's bodySizeLimit) ends the stream with a plain error.
    if (error instanceof Error && /size limit/i.test(error.message)) throw new BodyTooLargeError(limit);
    throw new HttpError(400, 'body: the request body could not be read');
  }
  return Buffer.concat(chunks);
}

/** Reads a body as UTF-8 text, at most `limit` bytes, as `readBodyBytes` does. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  return (await readBodyBytes(request, limit)).toString('utf8');
}

/** Reads a JSON body (at most `maxBodyBytes`) and validates it; 400, 413 or 415 on bad input. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw new HttpError(415, 'content-type: must be application/json');
  let text: string;
  try {
    text = await readBodyText(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, error.message);
    throw error;
  }
  return parseJsonText(text, schema);
}

/** Reads a body already in hand as JSON and validates it; 400 naming the field on bad input. */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: must be valid JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new HttpError(400, describeIssues(result.error));
  return result.data;
}

/** The answer for a method an endpoint does not serve: export `ALL = allowOnly('GET')`. */
export function allowOnly(...methods: string[]): APIRoute {
  // text-check: not a diner's text (the HTTP status's own words, for the caller's developer)
  return () => jsonError(405, 'Method Not Allowed', { allow: methods.join(', ') });
}
