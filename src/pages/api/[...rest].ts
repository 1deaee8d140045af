import { handler, jsonError } from '../../server/http';

/** Any /api path that no endpoint serves. */
export const ALL = handler(({ url }) => jsonError(404, `No route matches URL "${url.pathname}"`));
export const prerender = false;
