/**
 * The order as the rider's system reads it: where to go, what the diner asked at the door
 * (the address's instructions, no-contact delivery), the tip (all of it the rider's) and the cash
 * to collect. The fleet asks for it with a signed GET (`GET /api/fleet/orders/{id}`, signed like
 * the fleet's own events with ORDER_WEBHOOK_SECRET, over `<timestamp>.GET <path>`), when it takes
 * the order and whenever it is told something changed; nothing is pushed to it
 * (docs/decisions/015-fleet-reads-the-order.md).
 */
import { addressLine } from '#src/lib/addressRules.ts';
import type { DeliveryAddress, OrderStatus } from '#src/lib/orderTypes.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { HttpError, json } from '../http/http.ts';
import { signatureHeader, verifySignature } from '../http/signedCalls.ts';
import { orderRow } from './orderRecords.ts';
import { tipsPaid } from './orderViews.ts';

/** The rider's view of one order; amounts in paise. */
export interface FleetOrderView {
  orderId: string;
  number: string;
  status: OrderStatus;
  restaurant: { id: string; name: string; areaName: string };
  dropoff: { line: string; lat: number; lng: number; landmark: string; instructions: string };
  /** Leave the food at the door, ring or knock, and step back. */
  noContact: boolean;
  /** The tip, all of it the rider's: at checkout and after delivery, and the sum. */
  tip: { atCheckout: number; afterDelivery: number; total: number };
  /** What the rider collects in cash at the door (the whole total, tip included, for cash on delivery); 0 when paid online. */
  cashToCollect: number;
}

/** The message a signed GET signs: its method and path (the query is never read). */
export const fleetReadMessage = (path: string) => `GET ${path}`;

/** The rider's view of an order, or undefined when there is no such order. */
export async function fleetOrderView(executor: DbExecutor, orderId: string): Promise<FleetOrderView | undefined> {
  const row = await orderRow(executor, null, orderId);
  if (!row) return undefined;
  const address = (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as DeliveryAddress;
  const afterDelivery = (await tipsPaid(executor, [orderId])).get(orderId) ?? 0;
  return {
    orderId: row.id,
    number: String(row.number),
    status: row.status,
    restaurant: { id: row.restaurant_id, name: row.restaurant_name, areaName: row.restaurant_area },
    dropoff: {
      line: addressLine(address),
      lat: address.lat,
      lng: address.lng,
      landmark: address.landmark,
      instructions: address.instructions,
    },
    noContact: row.no_contact,
    tip: { atCheckout: row.tip, afterDelivery, total: row.tip + afterDelivery },
    cashToCollect: row.payment_method === 'cod' && row.status !== 'cancelled' ? row.total : 0,
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /api/fleet/orders/{id}: 404 while no secret is set, 401 unsigned or stale, 404 for no such order. */
export function createFleetOrderRoute(db: () => Promise<Db>, secret: () => string | null): RouteModule<'GET'> {
  return endpoint({
    method: 'GET',
    handle: async ({ context }) => {
      const key = secret();
      if (!key) throw new HttpError(404, 'Not Found');
      const header = context.request.headers.get(signatureHeader);
      const now = Math.floor(Date.now() / 1000);
      if (!verifySignature(fleetReadMessage(context.url.pathname), header, key, now))
        throw new HttpError(401, 'X-Thalify-Signature: missing, expired or not matching the path');
      const id = context.params.id ?? '';
      const found = uuid.test(id) ? await fleetOrderView(await db(), id) : undefined;
      if (!found) throw new HttpError(404, 'order: no such order here');
      return json({ order: found });
    },
  });
}
