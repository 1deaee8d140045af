/** POST /api/orders/{id}/pay: Pays again after a failed attempt, or resumes one left unfinished at the gateway. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.payAgain;
