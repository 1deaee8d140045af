/**
 * Tipping the rider on a phone: a diner asks for no-contact delivery, tips ₹20 at checkout (paid in
 * cash with the order), follows the order to Delivered (the server of this file runs the order
 * simulation sped up), then thanks the rider with ₹50 more, paid on its own at the payment
 * gateway, and sees both tips on the order.
 */
import { expect } from '@playwright/test';
import {
  addButtons,
  expectSeen,
  hydrated,
  koramangala,
  press,
  proceedToCheckout,
  restaurantPaths,
  saveFirstAddress,
  signUp,
  saveAddress,
} from './helpers';
import { withOwnServer } from './ownServer';

/** Sped up so that an order is delivered within about a minute; Bangalore open round the clock. */
const journey = withOwnServer({ ORDER_TIME_SCALE: '60', HOURS_FILE: 'tests/support/hours.json' });

journey.describe('tipping the rider', () => {
  journey.skip(({ isMobile }) => !isMobile, 'the journey is the phone’s');

  journey(
    'a tip and no-contact at checkout, the order followed to Delivered, then a tip after delivery paid at the gateway',
    async ({ context, page, liveServer }) => {
      journey.setTimeout(300_000);
      await saveAddress(context, page, koramangala, liveServer.origin);
      const [menu] = await restaurantPaths(page);
      await page.goto(menu!);
      await signUp(page, 'Ravi Menon');
      await hydrated(page);
      const add = addButtons(page).first();
      await add.scrollIntoViewIfNeeded();
      await press(add);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.goto('/cart');
      await hydrated(page);
      await proceedToCheckout(page);
      await saveFirstAddress(page, '7 Palm Court');

      // At the door: leave it there. The tip: ₹20, in cash with the order, on the bill.
      const noContact = page.getByRole('checkbox', { name: /^No-contact delivery/ });
      await noContact.scrollIntoViewIfNeeded();
      await press(noContact);
      await expect(noContact).toBeChecked();
      const cod = page.getByRole('radio', { name: /^Cash on delivery/ });
      await cod.scrollIntoViewIfNeeded();
      await press(cod);
      const tips = page.getByRole('group', { name: 'Choose a tip' });
      await expect(tips).toContainText('Your rider gets 100% of the tip.');
      const twenty = tips.getByRole('radio', { name: '₹20' });
      await twenty.scrollIntoViewIfNeeded();
      await press(twenty);
      await expect(twenty).toBeChecked();
      await expect(page.getByText('Pay the tip in cash with your order.')).toBeVisible();
      const tipLine = page
        .getByRole('table', { name: 'Bill details' })
        .getByRole('row', { name: /^Tip for your rider/ });
      await expect(tipLine).toContainText('₹20');
      const place = page.getByRole('button', { name: /^Place order · ₹/ });
      await place.scrollIntoViewIfNeeded();
      await expectSeen(place);
      await press(place);
      await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
      await hydrated(page);
      const orderPath = new URL(page.url()).pathname;

      // Followed live to Delivered: the order says no-contact, the tip given, and offers another.
      const status = page.getByRole('status').filter({ hasText: 'Status:' });
      await expect(status).toHaveText('Status: Delivered', { timeout: 180_000 });
      await expect(page.getByText('No-contact delivery: your rider leaves the order at your door.')).toBeVisible();
      const section = page.getByRole('region', { name: 'Tip for your rider' });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toContainText('You tipped ₹20. Your rider gets 100% of the tip.');
      const fifty = section
        .getByRole('group', { name: 'Thank your rider with a tip' })
        .getByRole('radio', { name: '₹50' });
      await press(fifty);
      await expect(fifty).toBeChecked();
      const tip = section.getByRole('button', { name: 'Tip ₹50' });
      await expectSeen(tip);
      await press(tip);

      // Paid on its own at the gateway, then back on the order.
      await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
      await hydrated(page);
      await expect(page.getByText(/Tip for the rider of order #\d+ from /)).toBeVisible();
      await expect(page.getByText('₹50', { exact: true })).toBeVisible();
      const approve = page.getByRole('button', { name: 'Approve payment' });
      await expectSeen(approve);
      await press(approve);
      await page.waitForURL((url) => url.pathname === orderPath);
      await hydrated(page);
      const after = page.getByRole('region', { name: 'Tip for your rider' });
      await after.scrollIntoViewIfNeeded();
      await expect(after).toContainText('You tipped ₹70. Your rider gets 100% of the tip.');
      await expect(after.getByRole('button', { name: /^Tip ₹/ })).toHaveCount(0);
      await expect(status).toHaveText('Status: Delivered');
    },
  );
});
