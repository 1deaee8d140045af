/** The embedded identity service: Appwrite's account API subset under /v1/account. */
import { identityRoutes } from '#src/server/identity/pageRoutes.ts';

/** Every method. */
export const ALL = identityRoutes.account;
