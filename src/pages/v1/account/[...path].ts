/** The embedded identity service: Appwrite's account API subset under /v1/account. */
import type { APIRoute } from 'astro';
import { AppwriteError, appwriteErrorResponse, appwriteHandler } from '#src/server/identity/appwriteError.ts';
import { getIdentityRuntime, identityContext } from '#src/server/identity/runtime.ts';
import { handleIdentityRequest } from '#src/server/identity/service.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Every method and path under /v1/account, dispatched by the service. */
export const ALL: APIRoute = ({ request, locals }) =>
  appwriteHandler(`${request.method} /v1/account`, async () => {
    const runtime = await getIdentityRuntime();
    if (!runtime.embedded) {
      return appwriteErrorResponse(
        new AppwriteError(
          404,
          'general_route_not_found',
          'The embedded identity service is off: this deployment signs in with the Appwrite at APPWRITE_ENDPOINT.',
        ),
      );
    }
    return handleIdentityRequest(request, identityContext(runtime, locals.clientAddress));
  });
