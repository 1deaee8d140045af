/**
 * Help with an order on a phone, as the capability's "done when" reads: a diner pays online for a
 * dish, follows the order to Delivered (the server of this file runs the order simulation sped
 * up), asks for help because the dish is missing, and sees the refund on the order at once, and
 * again after a reload.
 */
import { expect, type Page } from '@playwright/test';
import { helpLimits } from '#src/lib/helpTypes.ts';
import { rupees } from '#src/lib/money.ts';
import {
  dishInfos,
  expectSeen,
  hydrated,
  koramangala,
  press,
  proceedToCheckout,
  saveFirstAddress,
  signUp,
  typeInto,
  saveAddress,
} from './helpers';
import { withOwnServer } from './ownServer';

/** Sped up so that an order is delivered within about a minute; Bangalore open round the clock. */
const journey = withOwnServer({ ORDER_TIME_SCALE: '60', HOURS_FILE: 'tests/support/hours.json' });

const { lat, lng } = koramangala.geometry.location;

interface Listed {
  info: { id: string; isOpen?: boolean; minOrderValue?: number };
  cta: { link: string };
}

/** An open restaurant without a minimum order and one of its dishes that adds at once, priced under the automatic refund's limit. */
async function cheapDish(page: Page): Promise<{ path: string; dish: string; price: number }> {
  const listing = await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json();
  const cards = (listing.data.cards as { card: { card: { id?: string; gridElements?: unknown } } }[]).map(
    (c) => c.card.card,
  );
  const grid = cards.find((c) => c.id === 'restaurant_grid_listing')?.gridElements as
    | { infoWithStyle: { restaurants: Listed[] } }
    | undefined;
  for (const listed of grid?.infoWithStyle.restaurants ?? []) {
    if (listed.info.isOpen === false || listed.info.minOrderValue) continue;
    const menu = await (
      await page.request.get(`/api/menu?lat=${lat}&lng=${lng}&restaurantId=${listed.info.id}`)
    ).json();
    const found = dishInfos(menu).find(
      (d) =>
        typeof d.price === 'number' &&
        d.price <= helpLimits.autoRefundMax &&
        !d.customisable &&
        !d.variantsV2 &&
        !d.addons?.length &&
        d.inStock !== 0 &&
        !d.nextAvailableAtMessage,
    );
    if (found)
      return { path: `/restaurants/${listed.cta.link.split('/').pop()}`, dish: found.name, price: found.price! };
  }
  throw new Error('no open restaurant near Koramangala has a dish under the automatic refund limit');
}

journey.describe('help with an order', () => {
  journey.skip(({ isMobile }) => !isMobile, 'the journey is the phone’s');

  journey(
    'a missing dish of a paid order is refunded at once and the refund shows on the order',
    async ({ context, page, liveServer }) => {
      journey.setTimeout(300_000);
      await saveAddress(context, page, koramangala, liveServer.origin);
      const { path, dish, price } = await cheapDish(page);
      await page.goto('/');
      await signUp(page, 'Ravi Kumar');

      // One dish, paid by UPI at the gateway.
      await page.goto(path);
      await hydrated(page);
      const add = page.getByRole('button', { name: `Add ${dish}`, exact: true }).first();
      await add.scrollIntoViewIfNeeded();
      await press(add);
      await expect(page.getByRole('button', { name: `Add one more ${dish}` }).first()).toBeVisible();
      await page.goto('/cart');
      await hydrated(page);
      await proceedToCheckout(page);
      await saveFirstAddress(page, '7 Palm Grove');
      const upi = page.getByRole('radio', { name: /^UPI app/ });
      await upi.scrollIntoViewIfNeeded();
      await press(upi);
      const place = page.getByRole('button', { name: /^Place order · ₹/ });
      await place.scrollIntoViewIfNeeded();
      await press(place);
      await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
      await hydrated(page);
      await press(page.getByRole('button', { name: 'Approve payment' }));
      await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
      await hydrated(page);

      // Followed live to Delivered; the dish never came.
      const status = page.getByRole('status').filter({ hasText: 'Status:' });
      await expect(status).toHaveText('Status: Delivered', { timeout: 180_000 });
      const help = page.getByRole('region', { name: 'Help' });
      const ask = help.getByRole('button', { name: 'Get help' });
      await ask.scrollIntoViewIfNeeded();
      await press(ask);
      const form = page.getByRole('dialog', { name: 'Help with your order' });
      await expectSeen(form.getByRole('heading', { name: 'Help with your order' }));
      const missing = form.getByRole('radio', { name: 'An item is missing' });
      await press(missing);
      await expect(missing).toBeChecked();
      const which = form.getByRole('checkbox', { name: dish, exact: true });
      await which.scrollIntoViewIfNeeded();
      await press(which);
      await expect(which).toBeChecked();
      const words = form.getByLabel('Tell us more (optional)');
      await words.scrollIntoViewIfNeeded();
      await typeInto(words, 'It was not in the bag.');
      const send = form.getByRole('button', { name: 'Send' });
      await press(send);
      await expect(form).toBeHidden();

      // The refund shows on the order at once, and is still there from the server after a reload.
      const refunded = `Refunded ${rupees(price)}`;
      await expect(help.getByText(refunded)).toBeVisible();
      await expect(help).toContainText(`An item is missing · 1 × ${dish}`);
      await expect(help).toContainText('We have refunded these items to your payment');
      await page.reload();
      await hydrated(page);
      await help.scrollIntoViewIfNeeded();
      await expectSeen(help.getByText(refunded));

      // "Help" on the Orders list opens the same form on the order's page.
      await page.goto('/orders');
      await hydrated(page);
      const fromList = page.getByRole('main').getByRole('link', { name: 'Help', exact: true }).first();
      await fromList.scrollIntoViewIfNeeded();
      await press(fromList);
      await page.waitForURL((url) => url.pathname.startsWith('/orders/') && url.hash === '#help');
      await expectSeen(form.getByRole('heading', { name: 'Help with your order' }));
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await expectSeen(help.getByText(refunded));
    },
  );
});
