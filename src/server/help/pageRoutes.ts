/** The help routes of this process, built once, one entry per page module under src/pages/api. */
import { operatorSecret } from '../http/operatorSecret.ts';
import { routesOf } from '../http/endpoint.ts';
import { createHelpRoutes, createOperatorHelpRoute } from './routes.ts';
import { getHelpOperators, getHelpService } from './runtime.ts';

const help = createHelpRoutes(getHelpService);

/** GET and POST /api/orders/{id}/help together. */
export const orderHelpRoute = routesOf(help.view, help.ask);

/** POST /api/operator/help: the operators' call on help requests (OPERATOR_SECRET). */
export const operatorHelpRoute = createOperatorHelpRoute(getHelpOperators, operatorSecret);
