/** The order and address routes of this process, built once, one entry per page module under src/pages/api. */
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { createAddressRoutes } from '../addresses/routes.ts';
import { getDb } from '../db/runtime.ts';
import { routesOf } from '../http/endpoint.ts';
import { createFleetRoute } from './fleet.ts';
import { createFleetOrderRoute } from './fleetView.ts';
import { createOrderRoutes } from './routes.ts';
import {
  fleetPhotoOrigin,
  fleetWebhookSecret,
  getAddressService,
  getOrderService,
  getSimulatedGateway,
  razorpayWebhookSecret,
} from './runtime.ts';

const orders = createOrderRoutes(getOrderService, getSimulatedGateway, razorpayWebhookSecret);

/** The order, checkout and payment routes; `orders` is GET and POST /api/orders together. */
export const orderRoutes = { ...orders, orders: routesOf(orders.list, orders.place) };

const addresses = createAddressRoutes(getAddressService);

/** The address routes; `addresses` is GET and POST /api/addresses, `address` PATCH and DELETE /api/addresses/{id}. */
export const addressRoutes = {
  ...addresses,
  addresses: routesOf(addresses.list, addresses.create),
  address: routesOf(addresses.update, addresses.remove),
};

/** The restaurant's and the rider's webhook (POST /api/fleet/events). */
export const fleetRoute = createFleetRoute(getDb, fleetWebhookSecret, fleetPhotoOrigin);

/** The rider's view of an order, read by the fleet with a signed GET (GET /api/fleet/orders/{id}). */
export const fleetOrderRoute = createFleetOrderRoute(getDb, fleetWebhookSecret);

/**
 * The diner's order waiting for payment, for a page to draw before any script runs (checkout,
 * the cart, Orders, an order); null without a diner, or when it cannot be read now.
 */
export async function awaitingPaymentOf(user: SessionUser | null | undefined): Promise<OrderView | null> {
  if (!user) return null;
  try {
    return await (await getOrderService()).awaitingPayment(user.userId);
  } catch (error) {
    // The page still serves; its island shows nothing about a waiting order.
    console.error('[orders] the order waiting for payment could not be read', error);
    return null;
  }
}
