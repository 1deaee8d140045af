/**
 * Stock and minimums as a diner meets them on a computer: a dish that sells out while its menu is
 * open says so without a reload (and is named in a status), and a cart holding it says what can be
 * done, until the line is taken off. The stock changes come through the signed restaurant webhook,
 * as a kitchen's would; the dish is put back in stock whatever happens. A cart below a
 * restaurant's minimum order says how much more it needs, at the cart and at checkout, until it has it.
 */
import { expect, test, type Page } from '@playwright/test';
import { setStockOf } from '../support/signedCalls.ts';
import { priceOf, rupees } from '#src/lib/money.ts';
import { dishInfos, hydrated, koramangala, saveAddress, signUp } from './helpers';

interface ApiCard {
  info: { id: string; isOpen?: boolean; minOrderValue?: number };
  cta: { link: string };
}

const { lat, lng } = koramangala.geometry.location;

/**
 * An open restaurant away from the top of the listing (the restaurants other specs order from),
 * without a minimum order or (`withMinimum`) with one, and the last dish of its menu that adds at
 * once (below the minimum, when it has one).
 */
async function openRestaurantDish(
  page: Page,
  withMinimum = false,
): Promise<{ id: string; path: string; dishId: string; dish: string; price: number; minimum: number }> {
  const answer = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as {
    data: {
      cards: { card: { card: { id?: string; gridElements?: { infoWithStyle: { restaurants: ApiCard[] } } } } }[];
    };
  };
  const grid = answer.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
  const cards = (grid?.gridElements?.infoWithStyle.restaurants ?? []).slice(6);
  for (const card of cards.filter((c) => c.info.isOpen !== false && !c.info.minOrderValue === !withMinimum)) {
    const minimum = card.info.minOrderValue ?? 0;
    const menu = await (await page.request.get(`/api/menu?lat=${lat}&lng=${lng}&restaurantId=${card.info.id}`)).json();
    const dish = dishInfos(menu)
      .filter(
        (d) => !d.customisable && !d.variantsV2 && !d.addons?.length && d.inStock !== 0 && !d.nextAvailableAtMessage,
      )
      .filter((d) => !minimum || (priceOf(d) ?? minimum) < minimum)
      .pop();
    if (dish?.id)
      return {
        id: card.info.id,
        path: `/restaurants/${card.cta.link.split('/').pop()}`,
        dishId: dish.id,
        dish: dish.name,
        price: priceOf(dish) ?? 0,
        minimum,
      };
  }
  throw new Error('no open restaurant near Koramangala has a dish that adds at once');
}

test('a dish sold out while its menu is open says so at once, and the cart holding it offers to take it off', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Kavya Stock');
  const { id, path, dishId, dish } = await openRestaurantDish(page);
  try {
    await page.goto(path);
    await hydrated(page);
    // The menu follows its stock from the diner's first tap: the kitchen's word is sent once the
    // server has answered the menu's subscription.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"type":"response"')) resolve();
        }),
      ),
    );
    const add = page.getByRole('button', { name: `Add ${dish}`, exact: true }).first();
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await subscribed;
    await expect(
      page
        .getByRole('group', { name: `${dish} quantity` })
        .first()
        .getByTestId('dish-count'),
    ).toHaveText('1');
    // The stepper's row goes "Sold out" once the kitchen says so: no reload, and a status names it.
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: dish, exact: true }) })
      .first();
    await page.evaluate(() => {
      (window as unknown as { sameVisit: boolean }).sameVisit = true;
    });
    await setStockOf(baseURL!, id, [{ itemId: dishId, inStock: false }]);
    await expect(row.getByText('Sold out', { exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(row.getByRole('group', { name: `${dish} quantity` })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${dish} is sold out now.` })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);

    // The cart names the problem and takes the line off.
    await page.goto('/cart');
    await hydrated(page);
    const problems = page.getByRole('region', { name: 'Before you order' });
    await expect(problems).toContainText(`${dish} is sold out`);
    await problems.getByRole('button', { name: 'Remove it' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  } finally {
    await setStockOf(baseURL!, id, [{ itemId: dishId, inStock: true }]);
  }
  // Back in stock: ADD again on the menu.
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('button', { name: `Add ${dish}`, exact: true }).first()).toBeVisible();
});

test('a cart below the restaurant’s minimum order says how much more it needs, at the cart and at checkout, until it has it', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Arjun Minimum');
  const { path, dish, price, minimum } = await openRestaurantDish(page, true);
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByText(`Minimum order ${rupees(minimum)}`)).toBeVisible();
  const add = page.getByRole('button', { name: `Add ${dish}`, exact: true }).first();
  await add.scrollIntoViewIfNeeded();
  await add.click();
  const count = page
    .getByRole('group', { name: `${dish} quantity` })
    .first()
    .getByTestId('dish-count');
  await expect(count).toHaveText('1');

  // The cart says how much more, and its way out goes back to the menu.
  await page.goto('/cart');
  await hydrated(page);
  const problems = page.getByRole('region', { name: 'Before you order' });
  await expect(problems).toContainText(
    `Add ${rupees(minimum - price)} more to order: the minimum here is ${rupees(minimum)}.`,
  );
  // Checkout says the same.
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Before you order' })).toContainText(
    `the minimum here is ${rupees(minimum)}`,
  );
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('region', { name: 'Before you order' }).getByRole('link', { name: 'Add more dishes' }).click();
  await page.waitForURL((url) => url.pathname === path);
  await hydrated(page);

  // Enough of the dish to reach the minimum: the problem goes.
  const more = page.getByRole('button', { name: `Add one more ${dish}` }).first();
  for (let n = 2; n <= Math.ceil(minimum / price); n++) {
    await more.click();
    await expect(count).toHaveText(String(n));
  }
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('table', { name: 'Bill details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before you order' })).toHaveCount(0);
});
