/**
 * The order, checkout and payment endpoints as Astro routes over the order service. The session
 * decides whose orders they are; another diner's order is a 404.
 */
import { z } from 'astro/zod';
import { couponCodePattern, normaliseCouponCode } from '#src/lib/coupons.ts';
import { paymentMethods, type OrderView } from '#src/lib/orderTypes.ts';
import { tipProblem, tipRangeText, tipWholeRupees } from '#src/lib/tipRules.ts';
import { endpoint } from '../http/endpoint.ts';
import { HttpError, json, maxBodyBytes, readBodyText } from '../http/http.ts';
import type { SimulatedGateway } from '../payments/simulated.ts';
import { verifyRazorpayWebhook } from '../payments/razorpay.ts';
import { orderErrors } from './orderRules.ts';
import type { OrderService } from './orders.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `[id]` of the path when it can name an order or payment; otherwise a 404 (it names nothing of yours). */
function idOf(params: Record<string, string | undefined>, message: string): string {
  const id = params.id ?? '';
  if (!uuid.test(id)) throw new HttpError(404, message);
  return id;
}

/** The `Idempotency-Key` header: 8 to 128 letters, digits, `-`, `_`, `.` or `:`. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

const couponField = z
  .string({ error: 'must be text' })
  .max(40, { error: 'must be at most 40 characters' })
  .transform(normaliseCouponCode)
  .refine((code) => code === '' || couponCodePattern.test(code), {
    error: 'must be a code of 3 to 20 letters and digits',
  })
  .optional();

const method = z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` });

/** A delivery slot's start: an ISO time in UTC on a half hour (the quote's `slots[].start`). */
const slotField = z.iso
  .datetime({ error: 'must be an ISO date and time in UTC (ending in Z)' })
  .refine((text) => Date.parse(text) % 1_800_000 === 0, { error: 'must start on a half hour' })
  .optional();

/** A tip for the rider in paise: whole rupees, ₹10 to ₹500 (`tipProblem` says so in diners' words). */
const tipField = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of paise' })
  .refine((paise) => paise % 100 === 0, { error: tipWholeRupees })
  .refine((paise) => !tipProblem(paise), { error: tipRangeText });

/** Body of POST /api/orders: nothing about prices or dishes (those come from the cart and the catalog). */
export const placeOrderBody = z.strictObject({
  addressId: z.string({ error: 'must be text' }).regex(uuid, { error: 'must be the id of one of your addresses' }),
  paymentMethod: method,
  couponCode: couponField,
  expectedTotal: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of paise' })
    .min(0, { error: 'must be 0 or more' })
    .max(100_000_000, { error: 'is too large' })
    .optional(),
  slot: slotField,
  tip: tipField.optional(),
  noContact: z.boolean({ error: 'must be true or false' }).optional(),
});

/** Body of POST /api/checkout/quote. */
export const quoteBody = z.strictObject({
  addressId: z
    .string({ error: 'must be text' })
    .regex(uuid, { error: 'must be the id of one of your addresses' })
    .optional(),
  couponCode: couponField,
  slot: slotField,
  tip: tipField.optional(),
});

/** Body of POST /api/orders/{id}/pay. */
export const payAgainBody = z.strictObject({ paymentMethod: method });

/** Body of POST /api/orders/{id}/tip: a tip after delivery, paid online. */
export const tipBody = z.strictObject({
  amount: tipField.refine((paise) => paise > 0, { error: tipRangeText }),
  paymentMethod: method.refine((how) => how !== 'cod', { error: 'must be a way to pay online' }).optional(),
});

/** Body of POST /api/payments/{id}/callback: what the gateway handed the browser. */
export const paymentCallbackBody = z.strictObject({
  providerPaymentId: z
    .string({ error: 'must be text' })
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be at most 100 characters' }),
  status: z.enum(['authorised', 'failed'], { error: 'must be authorised or failed' }),
  signature: z.string({ error: 'must be text' }).max(200, { error: 'must be at most 200 characters' }),
});

/** Body of POST /api/gateway/{ref} (the simulated gateway page's buttons). */
export const gatewayDecisionBody = z.strictObject({ approve: z.boolean({ error: 'must be true or false' }) });

const orderAnswer = (order: OrderView) => json({ order });

/** The order routes over the services the functions resolve to (the process's, or a test's). */
export function createOrderRoutes(
  service: () => Promise<OrderService>,
  gateway: () => Promise<SimulatedGateway | null>,
  webhookSecret: () => string | null,
) {
  return {
    list: endpoint({
      method: 'GET',
      signIn: orderErrors.signIn,
      handle: async ({ user }) => json({ orders: await (await service()).list(user.userId) }),
    }),

    inProgress: endpoint({
      method: 'GET',
      signIn: orderErrors.signIn,
      handle: async ({ user }) => json({ count: await (await service()).countInProgress(user.userId) }),
    }),

    awaitingPayment: endpoint({
      method: 'GET',
      signIn: orderErrors.signIn,
      handle: async ({ user }) => json({ order: await (await service()).awaitingPayment(user.userId) }),
    }),

    place: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      body: placeOrderBody,
      handle: async ({ user, body, context }) => {
        const key = context.request.headers.get('idempotency-key');
        if (!key || !idempotencyKeyPattern.test(key))
          throw new HttpError(400, 'Idempotency-Key: header must be 8 to 128 letters, digits, -, _, . or :');
        const { created, ...answer } = await (await service()).place(user.userId, key, {
          addressId: body.addressId,
          paymentMethod: body.paymentMethod,
          couponCode: body.couponCode || undefined,
          expectedTotal: body.expectedTotal,
          slot: body.slot,
          tip: body.tip,
          noContact: body.noContact,
        });
        return json(answer, { status: created ? 201 : 200 });
      },
    }),

    get: endpoint({
      method: 'GET',
      signIn: orderErrors.signIn,
      handle: async ({ user, context }) =>
        orderAnswer(await (await service()).get(user.userId, idOf(context.params, orderErrors.notFound))),
    }),

    cancel: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      handle: async ({ user, context }) =>
        orderAnswer(await (await service()).cancel(user.userId, idOf(context.params, orderErrors.notFound))),
    }),

    payAgain: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      body: payAgainBody,
      handle: async ({ user, body, context }) =>
        json(
          await (await service()).payAgain(user.userId, idOf(context.params, orderErrors.notFound), body.paymentMethod),
        ),
    }),

    tip: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      body: tipBody,
      handle: async ({ user, body, context }) =>
        json(
          await (await service()).tip(user.userId, idOf(context.params, orderErrors.notFound), {
            amount: body.amount,
            method: body.paymentMethod,
          }),
        ),
    }),

    reorder: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      handle: async ({ user, context }) =>
        json(await (await service()).reorder(user.userId, idOf(context.params, orderErrors.notFound))),
    }),

    quote: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      body: quoteBody,
      handle: async ({ user, body }) =>
        json(
          await (await service()).quote(user.userId, {
            addressId: body.addressId,
            couponCode: body.couponCode || undefined,
            slot: body.slot,
            tip: body.tip,
          }),
        ),
    }),

    paymentCallback: endpoint({
      method: 'POST',
      signIn: orderErrors.signIn,
      body: paymentCallbackBody,
      handle: async ({ user, body, context }) =>
        orderAnswer(
          await (await service()).paymentCallback(user.userId, idOf(context.params, orderErrors.paymentNotFound), body),
        ),
    }),

    gatewayDecision: endpoint({
      method: 'POST',
      body: gatewayDecisionBody,
      handle: async ({ body, context }) => {
        const sim = await gateway();
        const ref = context.params.ref ?? '';
        if (!sim || !/^sim_[0-9a-f-]{36}$/.test(ref))
          throw new HttpError(404, 'payment: no such payment at the gateway');
        return json({ callback: await sim.decide(ref, body.approve) });
      },
    }),

    razorpayWebhook: razorpayWebhookRoute(service, webhookSecret),
  };
}

/** POST /api/payments/razorpay-webhook: Razorpay's word on a payment, believed only when its signature matches. */
function razorpayWebhookRoute(service: () => Promise<OrderService>, webhookSecret: () => string | null) {
  return endpoint({
    method: 'POST',
    handle: async ({ context }) => {
      const secret = webhookSecret();
      if (!secret) throw new HttpError(404, 'Not Found');
      // The signature is over the exact bytes sent: read the raw body, never re-serialised JSON.
      const raw = await readBodyText(context.request, maxBodyBytes).catch(() => {
        throw new HttpError(413, `body: must be at most ${maxBodyBytes} bytes`);
      });
      if (!verifyRazorpayWebhook(raw, context.request.headers.get('x-razorpay-signature'), secret))
        throw new HttpError(400, 'X-Razorpay-Signature: does not match the body');
      const event = razorpayEvent.safeParse(safeJson(raw));
      // A genuine event this storefront does not act on is acknowledged with a 2xx: Razorpay
      // retries anything else for 24 hours and then disables the webhook, and an event about a
      // payment or order we have no record of will never become ours.
      if (!event.success) return json({ ok: true, ignored: true });
      const payment = event.data.payload.payment.entity;
      const outcome = await (await service()).providerEvent(payment.order_id);
      if (outcome === 'unknown' || outcome === 'unchanged') {
        const about = `${event.data.event} of payment ${JSON.stringify(payment.id)} on order ${JSON.stringify(payment.order_id)}`;
        console.info(
          outcome === 'unknown'
            ? `[payments] Razorpay ${about}: no attempt of ours has that order; ignored`
            : `[payments] Razorpay ${about}: Razorpay's record of the order shows nothing to act on; ignored`,
        );
        return json({ ok: true, ignored: true });
      }
      return json({ ok: true });
    },
  });
}

const razorpayEvent = z.object({
  event: z.enum(['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid']),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string().max(100), order_id: z.string().max(100) }) }),
  }),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
