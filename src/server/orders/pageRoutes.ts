/** The order and address routes of this process, shared by the page modules under src/pages/api. */
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { createAddressRoutes } from '../addresses/routes.ts';
import { getDb } from '../db/db.ts';
import { createFleetRoute } from './fleet.ts';
import { createOrderRoutes } from './routes.ts';
import {
  fleetWebhookSecret,
  getAddressService,
  getOrderService,
  getSimulatedGateway,
  razorpayWebhookSecret,
} from './runtime.ts';

/** The order, checkout and payment routes. */
export const orderRoutes = createOrderRoutes(getOrderService, getSimulatedGateway, razorpayWebhookSecret);

/** The address routes. */
export const addressRoutes = createAddressRoutes(getAddressService);

/** The restaurant's and the rider's webhook (POST /api/fleet/events). */
export const fleetRoute = createFleetRoute(getDb, fleetWebhookSecret);

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
