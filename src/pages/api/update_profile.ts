/** POST /api/update_profile: the storefront account takes the name and email of the identity account. */
import { accountRoutes } from '#src/server/accounts/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = accountRoutes.updateProfile;
