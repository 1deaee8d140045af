/** POST /api/operator/surge-fees: operators add or end a surge fee, believed only when X-Thalify-Signature matches. */
import { surgeRoute } from '#src/server/fees/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = surgeRoute;
