/** GET and POST /api/orders/{id}/help: the order's help requests and the reasons open, and asking for help. */
import { orderHelpRoute } from '#src/server/help/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { GET, POST, ALL } = orderHelpRoute;
