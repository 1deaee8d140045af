/**
 * Customising a dish the way diners in India order it: on a phone, a veg biryani half with two
 * add-ons and another full, two lines in the cart billed at the catalog's prices, one repeated,
 * veg mode switched on (the non-veg dishes go from the menu, the listing and search), then
 * ordered; on a desktop, the sheet by keyboard alone, its rule said where a choice is missing.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AddonGroup, Dish, ListingResponse, MenuResponse, Variation } from '#src/lib/catalogTypes.ts';
import { priceOf, rupees } from '#src/lib/money.ts';
import {
  chooseMode,
  expectSeen,
  hydrated,
  koramangala,
  marks,
  onPhone,
  press,
  proceedToCheckout,
  saveAddress,
  saveFirstAddress,
  signUp,
  typeInto,
  watchErrors,
} from './helpers';

/** The first restaurant near Koramangala with a dish `wanted` picks: its page and that dish, from the API. */
async function restaurantWith(
  page: Page,
  wanted: (dish: Dish, menu: Dish[]) => boolean,
): Promise<{ path: string; dish: Dish }> {
  const { lat, lng } = koramangala.geometry.location;
  const listing = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as ListingResponse;
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
  for (const r of grid?.gridElements?.infoWithStyle.restaurants ?? []) {
    const query = { lat, lng, restaurantId: r.info.id, query: '' };
    const menu = (await (await page.request.get('/api/menu', { params: query })).json()) as MenuResponse;
    for (const entry of menu.data.cards) {
      if (!('groupedCard' in entry)) continue;
      const cards = entry.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card);
      const items = cards.flatMap((c) => [...(c.itemCards ?? []), ...(c.categories ?? []).flatMap((g) => g.itemCards)]);
      const dishes = items.map((i) => i.card.info);
      const dish = dishes.find((d) => wanted(d, dishes));
      if (dish) return { path: `/restaurants/${r.cta.link.split('/').pop()}`, dish };
    }
  }
  throw new Error('no restaurant near Koramangala has such a dish');
}

/** A choice's accessible name begins with its name (its price and diet class follow). */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const inStock = (choice: { inStock?: 0 | 1 }) => choice.inStock !== 0;
const variation = (dish: Dish, name: string): Variation | undefined =>
  dish.variantsV2?.variantGroups[0]?.variations.find((v) => v.name === name && inStock(v));
/** The add-on group of a biryani with at least two veg choices in stock, priced the same for every size. */
const extras = (dish: Dish): AddonGroup | undefined =>
  dish.addons?.find((g) => !g.priceBy && g.choices.filter(vegInStock).length >= 2);
const vegInStock = (choice: AddonGroup['choices'][number]) => inStock(choice) && choice.vegClassifier === 'VEG';

test('on a phone: a biryani half with two add-ons and another full, two lines billed at the catalog’s prices, one repeated, then ordered', async ({
  context,
  page,
}) => {
  test.skip(!onPhone(), 'tapped on a phone; the desktop test drives the sheet by keyboard');
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await page.goto('/');
  const { path, dish } = await restaurantWith(
    page,
    (d, menu) =>
      d.category === 'Biryani' &&
      d.itemAttribute.vegClassifier === 'VEG' &&
      Boolean(variation(d, 'Half') && variation(d, 'Full') && extras(d)) &&
      menu.some((other) => other.itemAttribute.vegClassifier === 'NONVEG'),
  );
  const base = priceOf(dish)!;
  const full = variation(dish, 'Full')!;
  const [first, second] = extras(dish)!.choices.filter(vegInStock) as [Variation, Variation];
  const halfLine = { text: `Half, ${first.name}, ${second.name}`, price: base + first.price + second.price };
  const fullLine = { text: 'Full', price: base + full.price };
  await signUp(page, 'Kavya Phone');
  await page.goto(path);
  await hydrated(page);

  // ADD opens the sheet: Half is chosen already; two add-ons are tapped and the total follows.
  const add = page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const sheet = page.getByRole('dialog', { name: dish.name });
  await expectSeen(sheet.getByRole('heading', { name: dish.name }));
  await expect(sheet.getByText('Choose 1 portion')).toBeVisible();
  await press(sheet.getByRole('radio', { name: /^Half/ }));
  await expect(sheet.getByRole('radio', { name: /^Half/ })).toBeChecked();
  await press(sheet.getByRole('checkbox', { name: startsWith(first.name) }));
  await press(sheet.getByRole('checkbox', { name: startsWith(second.name) }));
  const addHalf = sheet.getByRole('button', { name: `Add item · ${rupees(halfLine.price)}` });
  await expectSeen(addHalf);
  await press(addHalf);
  await expect(sheet).toBeHidden();
  const stepper = page.getByRole('group', { name: `${dish.name} quantity` }).first();
  await expect(stepper.getByTestId('dish-count')).toHaveText('1');

  // + asks first: the last choices again, or new ones; the diner chooses Full.
  await press(stepper.getByRole('button', { name: `Add one more ${dish.name}` }));
  await expectSeen(sheet.getByRole('button', { name: `Repeat last (${halfLine.text})` }));
  await press(sheet.getByRole('button', { name: "I'll choose" }));
  await press(sheet.getByRole('radio', { name: /^Full/ }));
  await press(sheet.getByRole('button', { name: `Add item · ${rupees(fullLine.price)}` }));
  await expect(sheet).toBeHidden();
  await expect(stepper.getByTestId('dish-count')).toHaveText('2');

  // The cart: two lines, each with its choices under the name, billed at the catalog's prices.
  await page.goto('/cart');
  await hydrated(page);
  const lines = page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const [i, line] of [halfLine, fullLine].entries()) {
    await expect(lines.nth(i).getByText(dish.name)).toBeVisible();
    await expect(lines.nth(i).getByText(line.text, { exact: true })).toBeVisible();
  }
  const itemTotal = page.getByRole('table', { name: 'Bill details' }).getByRole('row', { name: /Item Total/ });
  await expect(itemTotal).toContainText(rupees(halfLine.price + fullLine.price));

  // + on the first line repeats exactly that line.
  await press(page.getByRole('button', { name: `Add one more ${dish.name} (${halfLine.text})` }));
  await expect(lines.nth(0).getByTestId('dish-count')).toHaveText('2');
  await expect(lines.nth(1).getByTestId('dish-count')).toHaveText('1');
  await expect(itemTotal).toContainText(rupees(2 * halfLine.price + fullLine.price));

  // Veg mode on: the non-veg dishes go from the menu, the listing and search.
  await page.goto(path);
  const menu = page.locator('.menu-sections');
  await expect(marks(menu, 'Non-veg').first()).toBeVisible();
  await chooseMode(page, 'Veg');
  await expect(marks(menu, 'Non-veg')).toHaveCount(0);
  await expect(marks(menu, 'Contains egg')).toHaveCount(0);
  await expect(menu.getByRole('heading', { name: dish.name }).first()).toBeVisible();
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Restaurants' });
  await expect(grid.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(grid.locator('li[data-lightest-veg]:not([data-lightest-veg="VEG"])')).toHaveCount(0);
  await page.goto('/search');
  await hydrated(page);
  await typeInto(page.getByRole('combobox', { name: 'Search for restaurants and food' }), 'biryani');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.filter({ hasText: /Chicken|Mutton|Egg/ })).toHaveCount(0);

  // Ordered with cash on delivery: the order keeps each line's choices.
  await page.goto('/cart');
  await hydrated(page);
  await proceedToCheckout(page);
  await saveFirstAddress(page, '7 Hibiscus Lane');
  await press(page.getByRole('radio', { name: /^Cash on delivery/ }));
  await press(page.getByRole('button', { name: /^Place order · ₹/ }));
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  await hydrated(page);
  await expectSeen(page.getByRole('heading', { level: 1, name: 'Order placed' }));
  const ordered = page.getByRole('list', { name: 'Dishes in this order' }).getByRole('listitem');
  await expect(ordered).toHaveCount(2);
  await expect(ordered.filter({ hasText: halfLine.text })).toContainText(`${dish.name} × 2`);
  await expect(ordered.filter({ hasText: `× 1` })).toContainText(fullLine.text);
  expect(errors).toEqual([]);
});

test('on a desktop by keyboard alone: Enter opens the sheet, arrows and Tab choose, a missing required choice is said, Escape gives focus back to ADD', async ({
  context,
  page,
}) => {
  test.skip(onPhone(), 'the keyboard journey runs on a desktop');
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await page.goto('/');
  // A dish with a required add-on group (a thali's breads), its default picked and in stock.
  const { path, dish } = await restaurantWith(page, (d) =>
    Boolean(d.addons?.some((g) => g.minAddons > 0 && g.choices.some((c) => c.default === 1 && inStock(c)))),
  );
  const required = dish.addons!.find((g) => g.minAddons > 0)!;
  const preset = required.choices.find((c) => c.default === 1)!;
  await page.goto(path);
  await hydrated(page);

  const add = page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: dish.name });
  await expectSeen(sheet.getByRole('heading', { name: dish.name }));
  // Focus starts on the first group's choice; the arrows move between its options.
  const [firstGroup] = dish.variantsV2!.variantGroups;
  const [chosen, next] = firstGroup!.variations;
  await expect(sheet.getByRole('radio', { name: startsWith(chosen!.name) })).toBeFocused();
  if (next && inStock(next)) {
    await page.keyboard.press('ArrowDown');
    await expect(sheet.getByRole('radio', { name: startsWith(next.name) })).toBeChecked();
    await expect(sheet.getByRole('button', { name: /^Add item · ₹/ })).toHaveText(
      `Add item · ${rupees(priceOf(dish)! + next.price)}`,
    );
  }

  // Tab reaches the required group's chosen box; Space takes it off; Tab reaches "Add item".
  const box = sheet.getByRole('checkbox', { name: startsWith(preset.name) });
  await tabUntil(page, box);
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  await tabUntil(page, sheet.getByRole('button', { name: /^Add item · ₹/ }));
  await page.keyboard.press('Enter');
  const group = sheet.getByRole('group', { name: required.groupName });
  const { minAddons: min, maxAddons: max } = required;
  const reason = `Choose ${min === max ? min : `${min} to ${max}`} ${required.groupName.toLowerCase()}`;
  await expect(group).toBeFocused();
  await expectSeen(group.getByRole('alert'));
  await expect(group.getByRole('alert')).toHaveText(reason);
  await expect(group).toHaveAccessibleDescription(new RegExp(reason));

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(add).toBeFocused();
  expect(errors).toEqual([]);
});

/** Presses Tab until `target` has focus (at most 20 times), as a keyboard user moves on. */
async function tabUntil(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
