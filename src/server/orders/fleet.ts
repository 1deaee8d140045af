/**
 * The restaurant's and the rider's systems reporting an order's progress: a webhook signed with
 * HMAC-SHA256 over `<timestamp>.<body>` (ORDER_WEBHOOK_SECRET), taken only within five minutes of
 * its timestamp, its body checked against a schema. Setting the secret turns the simulation off.
 * A rider's photo at the door is taken only over https from the fleet's photo host
 * (FLEET_PHOTO_ORIGIN), the one other origin the pages' content security policy lets images come from.
 */
import { z } from 'astro/zod';
import type { Db } from '../db/db.ts';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { isPlainText, plainTextError } from '../http/plainText.ts';
import { HttpError, json } from '../http/http.ts';
import { signBody, signatureToleranceSeconds, signedBody, verifySignature } from '../http/signedCalls.ts';
import { checkKitchenStart, nextStatuses, orderErrors, recordStatus } from './orderRules.ts';

export { signatureToleranceSeconds };

/** The statuses a kitchen or rider may report. */
export const fleetStatuses = ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered', 'cancelled'] as const;

/** How far an estimate may be from now, either way: a delivery is minutes to hours away, never days. */
export const etaWindowMs = 24 * 60 * 60 * 1000;

/**
 * Text PostgreSQL can store and a diner's screen can show: no control characters (a NUL cannot
 * be stored at all) and no half of a surrogate pair (which UTF-8 cannot encode).
 */
const plainText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((text) => isPlainText(text), { error: plainTextError });

const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** Body of POST /api/fleet/events: one order's news, at least one of status, rider, position and etaAt. */
export const fleetEventBody = z
  .strictObject({
    orderId: z
      .string({ error: 'must be text' })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'must be an order id' }),
    status: z.enum(fleetStatuses, { error: `must be one of ${fleetStatuses.join(', ')}` }).optional(),
    note: plainText(200).optional(),
    rider: z
      .strictObject({
        name: plainText(60)
          .transform((name) => name.trim())
          .refine((name) => name.length > 0, { error: 'is required' }),
        phone: z
          .string({ error: 'must be text' })
          .regex(/^\+[0-9]{8,15}$/, { error: 'must be +country code and digits' }),
      })
      .optional(),
    position: z.strictObject({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }).optional(),
    // A date PostgreSQL cannot store (year 0000) or one days away is a broken clock, not news.
    // Shown on the order page as an image: https only, never credentials in the address.
    doorPhotoUrl: z
      .url({ protocol: /^https$/, error: 'must be an https URL' })
      .max(2000, { error: 'must be at most 2000 characters' })
      .refine((text) => !new URL(text).username && !new URL(text).password, { error: 'must not carry credentials' })
      .optional(),
    etaAt: z.iso
      .datetime({ error: 'must be an ISO date and time in UTC (ending in Z)' })
      .refine((text) => Math.abs(Date.parse(text) - Date.now()) <= etaWindowMs, {
        error: 'must be within 24 hours of now',
      })
      .optional(),
  })
  .refine((body) => body.status || body.rider || body.position || body.etaAt || body.doorPhotoUrl, {
    error: 'must carry at least one of status, rider, position, etaAt and doorPhotoUrl',
  });

/** One parsed fleet event. */
export type FleetEvent = z.infer<typeof fleetEventBody>;

/** The `X-Thalify-Signature` header for a fleet event (the signed calls' one scheme). */
export const signFleetEvent = signBody;

/** Whether a fleet event's header signs its body within the tolerance. */
export const verifyFleetSignature = verifySignature;

/** Applies a fleet event in one transaction: the status move (when allowed) and the delivery's rider, position and estimate. */
export async function applyFleetEvent(db: Db, event: FleetEvent, now: Date = new Date()): Promise<{ status: string }> {
  return db.transaction(async (tx) => {
    const order = (
      await tx.query<{
        status: keyof typeof nextStatuses;
        created_at: Date | string;
        kitchen_starts_at: Date | string | null;
      }>('SELECT status, created_at, kitchen_starts_at FROM orders WHERE id = $1 FOR UPDATE', [event.orderId])
    ).rows[0];
    if (!order) throw new HttpError(404, orderErrors.notFound.replace('in your account', 'here'));
    // The sender's clock may be off by as much as a signature's tolerance, no more.
    const placedAt = new Date(order.created_at).getTime() - signatureToleranceSeconds * 1000;
    if (event.etaAt && Date.parse(event.etaAt) < placedAt)
      throw new HttpError(400, 'etaAt: must not be before the order was placed');
    if (event.status && event.status !== order.status) {
      if (!nextStatuses[order.status].includes(event.status))
        throw new HttpError(409, `status: an order that is ${order.status} cannot become ${event.status}`);
      checkKitchenStart(event.status, order.kitchen_starts_at, now.getTime());
      await recordStatus(tx, event.orderId, event.status, event.note ?? '');
    }
    if (event.doorPhotoUrl)
      await tx.query('UPDATE orders SET door_photo_url = $2 WHERE id = $1', [event.orderId, event.doorPhotoUrl]);
    if (event.rider || event.position || event.etaAt) {
      const point = event.position ? JSON.stringify([[event.position.lat, event.position.lng]]) : '[]';
      const eta = event.etaAt ?? now.toISOString();
      // The route is the positions reported so far; the rider is at the last one.
      await tx.query(
        `INSERT INTO order_deliveries (order_id, rider_name, rider_phone, route, route_step, eta_at)
         VALUES ($1, $2, $3, $4::jsonb, 0, $5::timestamptz)
         ON CONFLICT (order_id) DO UPDATE SET
           rider_name = COALESCE($6, order_deliveries.rider_name),
           rider_phone = COALESCE($7, order_deliveries.rider_phone),
           route = order_deliveries.route || $4::jsonb,
           route_step = GREATEST(jsonb_array_length(order_deliveries.route || $4::jsonb) - 1, 0),
           eta_at = COALESCE($8::timestamptz, order_deliveries.eta_at),
           due_at = NULL,
           updated_at = now()`,
        [
          event.orderId,
          // text-check: not a diner's text (the stand-in name kept with the delivery when the fleet sends none)
          event.rider?.name ?? 'Your rider',
          event.rider?.phone ?? '',
          point,
          eta,
          event.rider?.name ?? null,
          event.rider?.phone ?? null,
          event.etaAt ?? null,
        ],
      );
    }
    const after = (await tx.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [event.orderId]))
      .rows[0];
    return { status: after?.status ?? order.status };
  });
}

/** A door photo's refusal when it is not on the fleet's photo host (`origin`; none set: no photo is taken), else null. */
export function doorPhotoProblem(url: string, origin: string | null): string | null {
  if (!origin) return 'doorPhotoUrl: no photo host is configured (FLEET_PHOTO_ORIGIN)';
  return new URL(url).origin === new URL(origin).origin ? null : `doorPhotoUrl: must be on ${new URL(origin).origin}`;
}

/**
 * POST /api/fleet/events over the process's database and secret; 404 while no secret is set (the
 * simulation runs). `photoOrigin` is the fleet's photo host (FLEET_PHOTO_ORIGIN), or null.
 */
export function createFleetRoute(
  db: () => Promise<Db>,
  secret: () => string | null,
  photoOrigin: () => string | null = () => null,
): RouteModule<'POST'> {
  return endpoint({
    method: 'POST',
    handle: async ({ context }) => {
      const event = await signedBody(context.request, secret(), fleetEventBody);
      const photoRefused = event.doorPhotoUrl ? doorPhotoProblem(event.doorPhotoUrl, photoOrigin()) : null;
      if (photoRefused) throw new HttpError(400, photoRefused);
      return json(await applyFleetEvent(await db(), event));
    },
  });
}
