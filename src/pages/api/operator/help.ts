/** POST /api/operator/help: operators list the help requests waiting and answer one, believed only when X-Thalify-Signature matches. */
import { operatorHelpRoute } from '#src/server/help/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = operatorHelpRoute;
