/**
 * The one shape of an /api endpoint: its method, the schemas of its query and body, whether it
 * needs a signed-in diner, and a handler. Every failure becomes a `{ message, error }` body:
 * HttpError with its status, a database outage 503, anything else 500 (stack to the log only).
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'astro/zod';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { isDatabaseOutage } from '../db/outage.ts';
import { inRequestLanguage, requestTexts } from '../i18n/requestTexts.ts';
import { httpMessages } from './messages/en.ts';
import { HttpError, allowOnly, jsonError, parseJsonBody, parseQuery } from './http.ts';

const texts = requestTexts(httpMessages);

/** What a diner reads when the database cannot be reached (in English; answers word it in the request's language). */
export const outageMessage = httpMessages.base.outage;
/** What a diner reads when something unexpected failed (in English; answers word it in the request's language). */
export const serverErrorMessage = httpMessages.base.serverError;

/** How an error is worded: the account endpoints' texts carry no "Bad Request: " prefix. */
export interface ErrorStyle {
  plainBadRequest?: boolean;
}

/** The response for any error an endpoint throws; `label` names the endpoint in the log. */
export function errorResponse(error: unknown, label: string, style: ErrorStyle = {}): Response {
  if (error instanceof HttpError) {
    // Texts read when a module loaded (an endpoint's sign-in refusal) are worded now, in the request's language.
    const message = inRequestLanguage(error.message);
    return jsonError(
      error.status,
      // text-check: not a diner's text (the prefix of a developer's validation message)
      error.status === 400 && !style.plainBadRequest ? `Bad Request: ${message}` : message,
    );
  }
  if (isDatabaseOutage(error)) {
    console.error(`[api] ${label}: database unavailable`, error);
    return jsonError(503, texts.outage, { 'retry-after': '5' });
  }
  console.error(`[api] ${label} failed`, error);
  return jsonError(500, texts.serverError);
}

/** The methods an endpoint may serve. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What a page module exports: a route per method it serves, and `ALL` answering 405 for any other. */
export type RouteModule<M extends HttpMethod> = Record<M, APIRoute> & { ALL: APIRoute };

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** What a handler receives: the context, the validated query and body, and the diner. */
export interface EndpointInput<Q, B, U> {
  context: APIContext;
  query: Parsed<Q>;
  body: Parsed<B>;
  user: U;
}

/** The declaration of one endpoint. */
export interface EndpointSpec<M extends HttpMethod, Q, B, A extends string | undefined> extends ErrorStyle {
  method: M;
  /** Schema of the query parameters (each given once). */
  query?: Q;
  /** Schema of the JSON body. */
  body?: B;
  /** When set, a signed-in diner is required: 401 with this text without one, 503 when the session lookup failed. */
  signIn?: A;
  handle(input: EndpointInput<Q, B, A extends string ? SessionUser : SessionUser | null>): Promise<Response> | Response;
}

/**
 * Builds `{ [method]: route, ALL: 405 }` for a page module: `export const { GET, ALL } = catalogRoutes.menu`.
 * Checks run in this order: session, query, body, handler.
 */
export function endpoint<
  M extends HttpMethod,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends string | undefined = undefined,
>(spec: EndpointSpec<M, Q, B, A>): RouteModule<M> {
  const route: APIRoute = async (context) => {
    try {
      // Astro always sets locals; a hand-made context in a test may not.
      const user = context.locals?.user ?? null;
      if (spec.signIn !== undefined && !user) {
        // A signed-in diner whose session could not be read is not told to sign in again.
        if (context.locals?.sessionLookupFailed) return jsonError(503, texts.outage, { 'retry-after': '5' });
        throw new HttpError(401, spec.signIn);
      }
      const query = (spec.query ? parseQuery(context.url, spec.query) : undefined) as Parsed<Q>;
      const body = (spec.body ? await parseJsonBody(context.request, spec.body) : undefined) as Parsed<B>;
      return await spec.handle({
        context,
        query,
        body,
        user: user as A extends string ? SessionUser : SessionUser | null,
      });
    } catch (error) {
      return errorResponse(error, `${context.request.method} ${context.url.pathname}`, spec);
    }
  };
  return { [spec.method]: route, ALL: allowOnly(spec.method) } as RouteModule<M>;
}

/** One page module serving two endpoints (`GET` and `POST /api/orders`): both routes, and a 405 that allows both methods. */
export function routesOf<M1 extends HttpMethod, M2 extends HttpMethod>(
  first: RouteModule<M1>,
  second: RouteModule<M2>,
): RouteModule<M1 | M2> {
  const { ALL: _first, ...firstRoutes } = first;
  const { ALL: _second, ...secondRoutes } = second;
  const routes: Record<string, APIRoute> = { ...firstRoutes, ...secondRoutes };
  return { ...routes, ALL: allowOnly(...Object.keys(routes)) } as RouteModule<M1 | M2>;
}
