/** Any /v1 path that nothing serves: Appwrite's 404 `{ message, code, type, version }` for every method, as a real Appwrite answers. */
import type { APIRoute } from 'astro';
import { AppwriteError, appwriteErrorResponse } from '#src/server/identity/appwriteError.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** 404 `general_route_not_found`, with Appwrite's text. */
export const ALL: APIRoute = () =>
  appwriteErrorResponse(
    new AppwriteError(
      404,
      'general_route_not_found',
      'The requested route was not found. Please refer to the API docs and try again.',
    ),
  );
