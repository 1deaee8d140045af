/** The /v1 routes of this process (the embedded identity service), one entry per page module under src/pages/v1. */
import type { APIRoute } from 'astro';
import { appwriteErrorResponse, appwriteHandler, routeNotFound } from './appwriteError.ts';
import { handleOutboxRequest } from './outbox.ts';
import { getIdentityRuntime, identityContext } from './runtime.ts';
import { handleIdentityRequest } from './service.ts';

/** Every method and path under /v1/account, dispatched by the service; a 404 while a real Appwrite signs diners in. */
const account: APIRoute = ({ request, locals }) =>
  appwriteHandler(`${request.method} /v1/account`, async () => {
    const runtime = await getIdentityRuntime();
    if (!runtime.embedded) {
      return appwriteErrorResponse(
        routeNotFound(
          'The embedded identity service is off: this deployment signs in with the Appwrite at APPWRITE_ENDPOINT.',
        ),
      );
    }
    return handleIdentityRequest(request, identityContext(runtime, locals.clientAddress));
  });

/** GET /v1/test/outbox?phone=+91…: the latest code sent to that phone; 404 unless the server started with THALIFY_TEST_OUTBOX=1. */
const outbox: APIRoute = ({ request }) =>
  appwriteHandler('GET /v1/test/outbox', async () => {
    const runtime = await getIdentityRuntime();
    return handleOutboxRequest(request, runtime.embedded ? runtime.outbox : null);
  });

/** Any /v1 path that nothing serves: Appwrite's 404 `general_route_not_found`, as a real Appwrite answers. */
const unknown: APIRoute = () => appwriteErrorResponse(routeNotFound());

/** The identity service's routes. */
export const identityRoutes = { account, outbox, unknown };
