/** Any /api path that no endpoint serves: 404 `{ message, error }` for every method. */
import type { APIRoute } from 'astro';
import { jsonError } from '#src/server/http.ts';

/** 404 naming the path. */
export const ALL: APIRoute = ({ url }) => jsonError(404, `No route matches URL "${url.pathname}"`);
