/** The test-only outbox: 404 unless the server started with THALIFY_TEST_OUTBOX=1. */
import { identityRoutes } from '#src/server/identity/pageRoutes.ts';

/** Every method. */
export const ALL = identityRoutes.outbox;
