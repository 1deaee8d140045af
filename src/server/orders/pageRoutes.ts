/** The order and address routes of this process, shared by the page modules under src/pages/api. */
import { createAddressRoutes } from '../addresses/routes.ts';
import { getDb } from '../db/db.ts';
import { fleetWebhookSecret } from '../realtime/runtime.ts';
import { createFleetRoute } from './fleet.ts';
import { createOrderRoutes } from './routes.ts';
import { getAddressService, getOrderService, getSimulatedGateway, razorpayWebhookSecret } from './runtime.ts';

/** The order, checkout and payment routes. */
export const orderRoutes = createOrderRoutes(getOrderService, getSimulatedGateway, razorpayWebhookSecret);

/** The address routes. */
export const addressRoutes = createAddressRoutes(getAddressService);

/** The restaurant's and the rider's webhook (POST /api/fleet/events). */
export const fleetRoute = createFleetRoute(getDb, fleetWebhookSecret);
