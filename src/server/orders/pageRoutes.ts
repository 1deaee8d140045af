/** The order and address routes of this process, shared by the page modules under src/pages/api. */
import { createAddressRoutes } from '../addresses/routes.ts';
import { createOrderRoutes } from './routes.ts';
import { getAddressService, getOrderService, getSimulatedGateway, razorpayWebhookSecret } from './runtime.ts';

/** The order, checkout and payment routes. */
export const orderRoutes = createOrderRoutes(getOrderService, getSimulatedGateway, razorpayWebhookSecret);

/** The address routes. */
export const addressRoutes = createAddressRoutes(getAddressService);
