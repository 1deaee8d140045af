/** Any /v1 path that nothing serves: Appwrite's 404 `{ message, code, type, version }` for every method, as a real Appwrite answers. */
import { identityRoutes } from '#src/server/identity/pageRoutes.ts';

/** Every method. */
export const ALL = identityRoutes.unknown;
