/**
 * Ordering ahead on a phone, as the capability's "done when" reads: a diner finds a restaurant that
 * is closed now by typing its name in search, sees why its ADD is different, orders ahead for its
 * opening slot, places the order, watches the kitchen start on it at that time (the server of this
 * file runs the order simulation sped up), and reads the rain fee with its reason on the card and the bill.
 */
import { expect, type Page } from '@playwright/test';
import { dishInfos, expectSeen, hydrated, koramangala, press, signUp, typeInto } from './helpers';
import { addSurgeFee, endSurgeFee } from '../support/signedCalls.ts';
import { withOwnServer } from './ownServer';

/** Sped up so that a kitchen starting within a day starts within about a minute. */
const timeScale = 1800;
const journey = withOwnServer({ ORDER_TIME_SCALE: String(timeScale) });

interface ApiCard {
  info: {
    id: string;
    name: string;
    isOpen?: boolean;
    minOrderValue?: number;
    availability?: { opened: boolean; nextOpenTime?: string; text: string };
  };
  cta: { link: string };
}
interface ApiPage {
  csrfToken?: string;
  data: {
    cards: { card: { card: { id?: string; gridElements?: { infoWithStyle: { restaurants: ApiCard[] } } } } }[];
    pageOffset?: { nextOffset: string | null; widgetOffset?: Record<string, string | number> };
  };
}

const { lat, lng } = koramangala.geometry.location;
const gridOf = (answer: ApiPage): ApiCard[] =>
  answer.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')?.gridElements?.infoWithStyle
    .restaurants ?? [];
/** IST wire time ("2026-11-27 18:00:00") as epoch ms. */
const wireMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+05:30`);

/**
 * The closed restaurant near Koramangala that opens soonest (within a day), as the listing API
 * answers, with a dish of its menu that adds at once (no choices, in stock, served whenever it is open).
 */
async function closedRestaurant(page: Page): Promise<{ card: ApiCard; dish: string }> {
  let answer = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as ApiPage;
  const closed: ApiCard[] = [];
  for (let i = 0; i < 30; i++) {
    // Without a minimum order: one dish makes the order.
    closed.push(
      ...gridOf(answer).filter(
        (r) => r.info.isOpen === false && r.info.availability?.nextOpenTime && !r.info.minOrderValue,
      ),
    );
    if (!answer.data.pageOffset?.nextOffset) break;
    const next = await page.request.post('/api/update', {
      data: { lat, lng, _csrf: answer.csrfToken, ...answer.data.pageOffset, filters: {} },
    });
    answer = (await next.json()) as ApiPage;
  }
  closed.sort((a, b) => wireMs(a.info.availability!.nextOpenTime!) - wireMs(b.info.availability!.nextOpenTime!));
  for (const card of closed) {
    if (wireMs(card.info.availability!.nextOpenTime!) - Date.now() > 24 * 3_600_000) break;
    const menu = await (await page.request.get(`/api/menu?lat=${lat}&lng=${lng}&restaurantId=${card.info.id}`)).json();
    const dish = dishInfos(menu).find(
      (d) => !d.customisable && !d.variantsV2 && !d.addons?.length && d.inStock !== 0 && !d.nextAvailableAtMessage,
    )?.name;
    if (dish) return { card, dish };
  }
  throw new Error('no restaurant near Koramangala is closed now and opens within a day');
}

journey.describe('ordering ahead', () => {
  journey.skip(({ isMobile }) => !isMobile, 'the journey is the phone’s');

  journey(
    'a closed restaurant found by its name, ordered from ahead for its opening slot, started by the kitchen then, with the rain fee on the card and the bill',
    async ({ context, page, liveServer }) => {
      journey.setTimeout(240_000);
      const text = JSON.stringify(koramangala);
      await context.addCookies([{ name: 'user_address', value: encodeURIComponent(text), url: liveServer.origin }]);
      await page.addInitScript((value) => localStorage.setItem('user_address', value), text);
      // A rain fee in the city of this server of the test's own (no other spec's totals meet it), ended in the finally.
      await addSurgeFee(liveServer.origin, {
        id: 'e2e-rain-ahead',
        reason: 'rain',
        amount: 2500,
        cities: ['bangalore'],
      });
      try {
        const { card, dish } = await closedRestaurant(page);
        const { name } = card.info;
        const closedText = card.info.availability!.text;
        await page.goto('/');
        await signUp(page, 'Meera Ahead');

        // Found as a diner finds it: its name typed in search, its suggestion tapped.
        await page.goto('/search');
        await hydrated(page);
        await typeInto(page.getByRole('combobox', { name: 'Search for restaurants and food' }), name);
        const suggestion = page
          .getByRole('listbox', { name: 'Suggestions' })
          .getByRole('option', { name: new RegExp(name) });
        await press(suggestion.first());
        const found = page.getByTestId('restaurant-card').filter({ hasText: name }).first();
        await expectSeen(found);
        await expect(found).toContainText(closedText);
        await expect(found).toContainText('₹25 rain fee');
        await press(found);
        await page.waitForURL((url) => url.pathname.startsWith('/restaurants/'));
        await hydrated(page);

        // The menu says why, and ADD asks about ordering ahead.
        const facts = page.getByRole('list', { name: 'Ordering from here' });
        await expect(facts).toContainText(closedText);
        await expect(facts).toContainText('₹25 rain fee');
        const add = page.getByRole('button', { name: `Add ${dish}`, exact: true }).first();
        await add.scrollIntoViewIfNeeded();
        await expect(add).toHaveAccessibleDescription(closedText);
        await press(add);
        const question = page.getByRole('dialog', { name: 'Order ahead?' });
        await expectSeen(question);
        await expect(question).toContainText(`${name} is closed now`);
        const yes = question.getByRole('button', { name: 'Order ahead' });
        await expect(yes).toBeFocused();
        await press(yes);
        await expect(question).toBeHidden();
        const count = page
          .getByRole('group', { name: `${dish} quantity` })
          .first()
          .getByTestId('dish-count');
        await expect(count).toHaveText('1');
        await expect(page.getByRole('button', { name: `Add one more ${dish}` }).first()).toBeFocused();

        // The cart names the fee and the way to order ahead.
        await page.goto('/cart');
        await hydrated(page);
        const bill = page.getByRole('table', { name: 'Bill details' });
        await expect(bill.getByRole('row', { name: /Rain fee/ })).toContainText('₹25');
        const problems = page.getByRole('region', { name: 'Before you order' });
        await expect(problems).toBeVisible();
        const ahead = problems.getByRole('link', { name: 'Order ahead' });
        await ahead.scrollIntoViewIfNeeded();
        await press(ahead);
        await page.waitForURL((url) => url.pathname === '/checkout');
        await hydrated(page);

        // Checkout: an address, then the first slot (the restaurant's opening), cash on delivery.
        const form = page.getByRole('form', { name: 'New address' });
        await typeInto(form.getByLabel('Flat, house number and building'), '4 Palm Grove');
        await press(form.getByRole('button', { name: 'Save address' }));
        await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
        const slots = page.getByRole('group', { name: 'When should your order arrive?' });
        await expect(slots.getByRole('radio', { name: 'Deliver now' })).toHaveCount(0);
        const first = slots.getByRole('radio').first();
        const slotLabel = (await first.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
        await first.scrollIntoViewIfNeeded();
        await press(first);
        await expect(first).toBeChecked();
        const cod = page.getByRole('radio', { name: /^Cash on delivery/ });
        await cod.scrollIntoViewIfNeeded();
        await press(cod);
        // The closed restaurant's problem speaks of now: with a slot chosen it goes.
        await expect(page.getByRole('region', { name: 'Before you order' })).toHaveCount(0);
        const place = page.getByRole('button', { name: /^Place order · ₹/ });
        await expect(place).not.toHaveAttribute('aria-disabled', 'true');
        await place.scrollIntoViewIfNeeded();
        await press(place);
        await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
        await hydrated(page);

        // The order page: the slot, when the kitchen starts, free cancelling until then, the fee.
        await expect(page.getByText(`Arriving ${slotLabel}`)).toBeVisible();
        await expect(page.getByText(/^The kitchen starts on it at /)).toBeVisible();
        await expect(page.getByText('Cancelling is free until then.')).toBeVisible();
        await expect(
          page.getByRole('table', { name: 'Bill details' }).getByRole('row', { name: /Rain fee/ }),
        ).toContainText('₹25');
        const status = page.getByRole('status').filter({ hasText: 'Status:' });
        await expect(status).not.toHaveText('Status: Preparing');
        // The kitchen starts at its time (sped up), followed live.
        await expect(status).toHaveText('Status: Preparing', { timeout: 120_000 });
        await expect(page.getByText(/^The kitchen started on it at /)).toBeVisible();
        await expect(page.getByText('Cancelling is free until then.')).toHaveCount(0);
      } finally {
        await endSurgeFee(liveServer.origin, 'e2e-rain-ahead');
      }
    },
  );
});
