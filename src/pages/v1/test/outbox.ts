/** The test-only outbox: 404 unless the server started with THALIFY_TEST_OUTBOX=1. */
import type { APIRoute } from 'astro';
import { appwriteHandler } from '#src/server/identity/appwriteError.ts';
import { handleOutboxRequest } from '#src/server/identity/outbox.ts';
import { getIdentityRuntime } from '#src/server/identity/runtime.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** GET /v1/test/outbox?phone=+91…: the latest code sent to that phone. */
export const ALL: APIRoute = ({ request }) =>
  appwriteHandler('GET /v1/test/outbox', async () => {
    const runtime = await getIdentityRuntime();
    return handleOutboxRequest(request, runtime.embedded ? runtime.outbox : null);
  });
