/**
 * Order updates by push on a phone: a diner places an order, taps "Notify me about this order" on
 * the page that confirms it, closes the page, and every status change the restaurant and rider
 * report arrives at the device's push service, decrypted, with the order's text and link.
 * Headless Chromium has no push service of its own: the page's PushManager hands out a
 * subscription at the local push service (tests/support/pushService.ts) with this test's keys.
 * And a diner who blocks notifications is told how to allow them.
 */
import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { readPushPayload } from '#src/lib/pushTypes.ts';
import { statusPushTexts } from '#src/server/push/pushTexts.ts';
import { startPushService } from '../support/pushService.ts';
import {
  addButtons,
  expectSeen,
  hydrated,
  koramangala,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  placeCashOrder,
} from './helpers';
import { withOwnServer } from './ownServer';

const fleetSecret = 'e2e-push-fleet-secret';
// The push service's port, beside the browser tests' own.
const pushPort = (Number(process.env.E2E_PORT) || 4329) + 1000;
const journey = withOwnServer({
  ORDER_WEBHOOK_SECRET: fleetSecret,
  PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${pushPort}`,
  HOURS_FILE: 'tests/support/hours.json',
});
const steps = ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered'] as const;

/** Reports a status of the order through the signed fleet webhook, as the restaurant's and rider's systems would. */
async function report(origin: string, orderId: string, status: string): Promise<void> {
  const raw = JSON.stringify({ orderId, status });
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', fleetSecret).update(`${t}.${raw}`).digest('hex');
  const answer = await fetch(`${origin}/api/fleet/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-thalify-signature': `t=${t},v1=${mac}` },
    body: raw,
  });
  expect(answer.status).toBe(200);
}

/** Signs up as `name` on a menu delivering to Koramangala, orders its first dish in cash; answers the order's id once its page shows. */
async function signUpAndOrder(page: Page, name: string): Promise<string> {
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await signUp(page, name);
  await hydrated(page);
  const add = addButtons(page).first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  await placeCashOrder(page, '12 Lake View');
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('a diner who blocks notifications is told how to allow them', async ({ context, page }) => {
  test.setTimeout(120_000);
  // The diner answers the browser's question with "Block".
  await page.addInitScript(() => {
    let answer: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => answer });
    Notification.requestPermission = async () => {
      answer = 'denied';
      return answer;
    };
  });
  await saveAddress(context, page);
  await signUpAndOrder(page, 'Kavya Rao');
  const notify = page.getByRole('button', { name: 'Notify me about this order' });
  await expectSeen(notify);
  await press(notify);
  await expect(
    page.getByText(/^Notifications are blocked for this site\. To allow them, open the site settings/),
  ).toBeVisible();
  await expect(notify).toHaveCount(0);
});

journey.use({ serviceWorkers: 'allow' });

journey.describe('order updates by push', () => {
  journey.skip(({ isMobile }) => !isMobile, 'the journey is the phone’s');

  journey(
    'notify me, close the page, and every status change arrives at the device',
    async ({ context, page, liveServer }) => {
      journey.setTimeout(180_000);
      const pushService = await startPushService(pushPort);
      try {
        pushService.expectKey(
          ((await (await fetch(`${liveServer.origin}/api/push/key`)).json()) as { publicKey: string }).publicKey,
        );
        const device = pushService.device();
        await context.grantPermissions(['notifications'], { origin: liveServer.origin });
        // The browser's push service, replaced by the local one: the subscription is this test's device.
        await page.addInitScript((subscription) => {
          const stored = 'e2e-push-subscription';
          const make = (key: ArrayBuffer) => ({
            endpoint: subscription.endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: key },
            toJSON: () => subscription,
            unsubscribe: async () => {
              localStorage.removeItem(stored);
              return true;
            },
          });
          const held = () => {
            const key = localStorage.getItem(stored);
            return key ? make(new Uint8Array(JSON.parse(key) as number[]).buffer) : null;
          };
          PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
            const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
            localStorage.setItem(stored, JSON.stringify([...key]));
            return held() as unknown as PushSubscription;
          };
          PushManager.prototype.getSubscription = async () => held() as unknown as PushSubscription | null;
        }, device.subscription);

        await saveAddress(context, page, koramangala, liveServer.origin);
        const orderId = await signUpAndOrder(page, 'Meera Iyer');
        // The worker is registered once the page has loaded.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

        const notify = page.getByRole('button', { name: 'Notify me about this order' });
        await expectSeen(notify);
        await press(notify);
        await expect(page.getByText('You will be notified about this order on this device.')).toBeVisible();
        await expectSeen(page.getByRole('button', { name: 'Stop notifications' }));
        await page.close();

        for (const step of steps) await report(liveServer.origin, orderId, step);
        await expect.poll(() => device.received.length, { timeout: 20_000 }).toBe(steps.length);
        const payloads = device.received.map((push) => readPushPayload(push.text));
        expect(payloads.map((payload) => payload?.body).sort()).toEqual(
          steps.map((step) => statusPushTexts[step]).sort(),
        );
        for (const payload of payloads) {
          expect(payload?.url).toBe(`/orders/${orderId}`);
          expect(payload?.title).toMatch(/^Order #\d+$/);
        }
        expect(pushService.refused).toEqual([]);
      } finally {
        await pushService.close();
      }
    },
  );
});
