/**
 * The address and order services of this process: its database, the configured catalog backend
 * and the configured payment provider. The only module of orders and payments that reads
 * astro:env. Building the order service first reconciles payments a previous process left
 * between "authorised" and "paid". The host (src/server/host.ts) then starts the order work that
 * runs on its own: the sweep that cancels unpaid orders after their payment window
 * (src/server/orders/expiry.ts) and the delivery simulation (src/server/orders/tracking.ts).
 */
import {
  ORDER_TIME_SCALE,
  FLEET_PHOTO_ORIGIN,
  ORDER_WEBHOOK_SECRET,
  PAYMENT_PROVIDER,
  RAZORPAY_API_BASE,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  THALIFY_TEST_FAULT,
} from 'astro:env/server';
import { createAddressService, type AddressService } from '../addresses/addresses.ts';
import { getCartService } from '../cart/runtime.ts';
import { backendDishLookup } from '../cart/catalogDishes.ts';
import { csrfSecret, getCatalogBackend } from '../catalog/runtime.ts';
import type { Db } from '../db/db.ts';
import { getDb } from '../db/runtime.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createRazorpayProvider, razorpayApiBase, type RazorpayConfig } from '../payments/razorpay.ts';
import { createSimulatedGateway, type SimulatedGateway } from '../payments/simulated.ts';
import { createPaymentExpiry, type PaymentExpiry, withPaymentExpiry } from './expiry.ts';
import { startKitchenLoad } from './kitchenLoad.ts';
import { createOrderService, type OrderService } from './orders.ts';
import { backendRestaurantFacts } from './restaurantFacts.ts';
import { createDeliverySimulation, timeScaleFrom } from './tracking.ts';

/** Razorpay's settings when PAYMENT_PROVIDER is `razorpay` (all three keys are then required). */
export function razorpayConfig(): RazorpayConfig | null {
  if (PAYMENT_PROVIDER !== 'razorpay') return null;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  }
  return {
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    apiBase: RAZORPAY_API_BASE || razorpayApiBase,
  };
}

interface Services {
  db: Db;
  addresses: AddressService;
  orders: OrderService;
  gateway: SimulatedGateway;
  provider: PaymentProvider;
  expiry: PaymentExpiry;
}

let services: Promise<Services> | undefined;

async function build(): Promise<Services> {
  const db = await getDb();
  const addresses = createAddressService(db);
  const gateway = createSimulatedGateway(db, csrfSecret());
  const razorpay = razorpayConfig();
  const provider = razorpay ? createRazorpayProvider(razorpay) : gateway;
  const lookupDish = backendDishLookup(getCatalogBackend);
  const inner = createOrderService({
    db,
    lookupDish,
    restaurantFacts: backendRestaurantFacts(getCatalogBackend),
    addresses,
    cart: await getCartService(),
    provider,
    ...(THALIFY_TEST_FAULT === 'exit-after-authorise'
      ? {
          afterAuthorised: () => {
            console.error('[orders] THALIFY_TEST_FAULT: stopping between authorised and paid');
            process.exit(137);
          },
        }
      : {}),
  });
  const done = await inner.reconcile();
  if (done.paid || done.failed || done.refunded)
    console.info(`[orders] reconciled: ${done.paid} paid, ${done.failed} failed, ${done.refunded} refunded`);
  const expiry = createPaymentExpiry({ db, provider, orders: inner, lookupDish });
  const orders = withPaymentExpiry(inner, expiry);
  return { db, addresses, orders, gateway, provider, expiry };
}

function all(): Promise<Services> {
  services ??= build().catch((error: unknown) => {
    services = undefined;
    throw error;
  });
  return services;
}

/** The process's address service. */
export async function getAddressService(): Promise<AddressService> {
  return await getDb().then((db) => createAddressService(db));
}

/** The process's order service (reconciled on first use). */
export async function getOrderService(): Promise<OrderService> {
  return (await all()).orders;
}

/** The process's payment provider (the simulated gateway unless Razorpay is configured). */
export async function getPaymentProvider(): Promise<PaymentProvider> {
  return (await all()).provider;
}

/** The simulated gateway (its page works only when it is the configured provider). */
export async function getSimulatedGateway(): Promise<SimulatedGateway | null> {
  const s = await all();
  return s.provider === s.gateway ? s.gateway : null;
}

/**
 * Starts the order work that runs on its own, once per process (the host does): the sweep of
 * unpaid orders, in every process, so an order left unpaid expires whether or not its diner
 * comes back; the count of each kitchen's orders (the cards' estimates); and the delivery
 * simulation, unless ORDER_WEBHOOK_SECRET hands progress to the restaurant's and the rider's
 * systems. Answers a function that stops them all.
 */
export async function startOrderWork(): Promise<() => Promise<void>> {
  const { db, expiry } = await all();
  const stopExpiry = expiry.start();
  const stopKitchenLoad = startKitchenLoad(db);
  const stopSimulation = fleetWebhookSecret()
    ? async () => {}
    : createDeliverySimulation({
        db,
        restaurantFacts: backendRestaurantFacts(getCatalogBackend),
        timeScale: timeScaleFrom(ORDER_TIME_SCALE),
      }).start();
  return async () => {
    await Promise.all([stopExpiry(), stopKitchenLoad(), stopSimulation()]);
  };
}

/** ORDER_WEBHOOK_SECRET (real kitchens and riders report progress), or null while the simulation runs. */
export function fleetWebhookSecret(): string | null {
  return ORDER_WEBHOOK_SECRET || null;
}

/** FLEET_PHOTO_ORIGIN: the host of the riders' door photos (the pages may show images from it), or null. */
export function fleetPhotoOrigin(): string | null {
  return FLEET_PHOTO_ORIGIN || null;
}

/** Razorpay's webhook secret, or null when Razorpay is not configured. */
export function razorpayWebhookSecret(): string | null {
  return razorpayConfig()?.webhookSecret ?? null;
}
