import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** A saved address in Koramangala, Bengaluru. */
export const koramangala = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.92614, lng: 77.62211 } },
  city: 'bangalore',
};

/** A saved address far from every city (the Arabian Sea). */
export const farAway = {
  formatted_address: '513 km from Porbandar, Gujarat, India',
  geometry: { location: { lat: 20, lng: 65 } },
  city: null,
};

/** Saves an address as the storefront does: localStorage and its cookie mirror (at `origin`, a server of the test's own). */
export async function saveAddress(
  context: BrowserContext,
  page: Page,
  address: object = koramangala,
  origin: string = test_origin(),
): Promise<void> {
  const text = JSON.stringify(address);
  await context.addCookies([{ name: 'user_address', value: encodeURIComponent(text), url: origin }]);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('address-saved')) {
      localStorage.setItem('user_address', value);
      sessionStorage.setItem('address-saved', '1');
    }
  }, text);
}

function test_origin(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4329}`;
}

/** Waits until every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  // Islands on client:stored hydrate only when storage holds their key, those on
  // client:interaction when a person reaches for them or when idle is asked or a key is stored,
  // those on client:visible when scrolled near: the ones that will not hydrate on their own do not count here.
  const waiting =
    'astro-island[ssr]:not([client="visible"]):not([client="stored"]:not([data-stored])):not([client="interaction"]:not([data-waking], [opts*=\'"idle":true\']))';
  await expect(page.locator(waiting)).toHaveCount(0);
}

/** A fresh Indian mobile number (10 digits starting 9), unique per call. */
export function freshPhone(): string {
  return `9${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The latest OTP the embedded identity service sent to a +91 number (test outbox). */
export async function latestCode(page: Page, phone10: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`/v1/test/outbox?phone=${encodeURIComponent(`+91${phone10}`)}`);
    expect(response.status()).toBe(200);
    code = ((await response.json()) as { code: string }).code;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** True in the phone project, where people tap rather than click. */
export function onPhone(): boolean {
  return test.info().project.name === 'phone';
}

/** Clicks `target`, or taps it on the phone project. */
export async function press(target: Locator): Promise<void> {
  if (onPhone()) await target.tap();
  else await target.click();
}

/** Puts the finger or pointer in a field and types `text` key by key; focus must stay there. */
export async function typeInto(field: Locator, text: string, delay = 30): Promise<void> {
  await press(field);
  await field.pressSequentially(text, { delay });
  await expect(field).toBeFocused();
}

/** Empties a field the way a person does: select all, delete. */
export async function clearField(field: Locator): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await expect(field).toHaveValue('');
}

/** A person can see `target`: it is in the viewport and nothing covers its centre. */
export async function expectSeen(target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && (hit === el || el.contains(hit));
        }),
      { message: 'nothing covers the centre of the element' },
    )
    .toBe(true);
}

/** The nav bar. */
export function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Signs up through the sign-in drawer, typing key by key, and waits for the page it started on to load again, signed in. */
export async function signUp(page: Page, name: string, phone10: string = freshPhone()): Promise<string> {
  await hydrated(page);
  await press(nav(page).getByRole('button', { name: 'Sign In' }));
  const drawer = page.getByRole('dialog');
  await press(drawer.getByRole('button', { name: 'create an account' }));
  await typeInto(drawer.getByLabel('Phone number'), phone10);
  await typeInto(drawer.getByLabel('Name'), name);
  await typeInto(drawer.getByLabel('Email'), `${name.toLowerCase().replace(/\W/g, '')}@example.in`);
  await press(drawer.getByRole('button', { name: 'Continue' }));
  // The first code request of a fresh server opens its database: allow it time.
  await expect(drawer.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: 30_000 });
  // What stays on screen once the code is sent (the 3-second toast may come and go unseen on a
  // busy machine): the drawer says so, and the code field is ready to type in.
  await expectSeen(drawer.getByText("We've sent an OTP to your phone number."));
  const codeField = drawer.getByLabel('One-time password');
  await expect(codeField).toBeFocused();
  await typeInto(codeField, await latestCode(page, phone10));
  await finishSignIn(page, drawer.getByRole('button', { name: 'Verify and sign up' }), name);
  return phone10;
}

/**
 * Presses the button that completes a sign-in and waits for the load it starts: the same page
 * again (from /locate, `/`), so the URL alone proves nothing; then until `name` is in the nav.
 */
export async function finishSignIn(page: Page, button: Locator, name: string): Promise<void> {
  const from = new URL(page.url());
  const back = from.pathname === '/locate' ? '/' : `${from.pathname}${from.search}`;
  const loaded = page.waitForEvent('load');
  await press(button);
  await loaded;
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
  await hydrated(page);
  await expect(nav(page).getByRole('button', { name })).toBeVisible();
}

/** Two restaurant pages that deliver to Koramangala, from the listing API. */
export async function restaurantPaths(page: Page): Promise<string[]> {
  const { lat, lng } = koramangala.geometry.location;
  const response = await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`);
  const body = (await response.json()) as {
    data: {
      cards: {
        card: { card: { id: string; gridElements?: { infoWithStyle: { restaurants: { cta: { link: string } }[] } } } };
      }[];
    };
  };
  const grid = body.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')!;
  return grid
    .gridElements!.infoWithStyle.restaurants.slice(0, 2)
    .map((r) => `/restaurants/${r.cta.link.split('/').pop()}`);
}

/**
 * The ADD buttons of a menu that add at once: not the steppers' "Add one more", and not those of
 * dishes with choices, which open the customisation sheet (tests/e2e/trips-customise.spec.ts).
 */
export const addButtons = (page: Page): Locator =>
  page.getByRole('button', { name: /^Add (?!one more)/ }).and(page.locator(':not([aria-haspopup])'));

/** The cart badge's count in the nav bar. */
export const badge = (page: Page): Locator => page.getByTestId('cart-count');

/** Collects console errors and uncaught exceptions; each test asserts there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface MenuOffer {
  header: string;
  subHeader: string;
  couponCode?: string;
}

/** A restaurant near Koramangala whose menu offers what `wanted` looks for: its page, that offer, and its menu's dishes. */
export async function restaurantWithOffer(
  page: Page,
  wanted: (offer: MenuOffer) => boolean,
): Promise<{ path: string; offer: MenuOffer; dishes: { name: string; price: number }[] }> {
  const { lat, lng } = koramangala.geometry.location;
  const listing = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as {
    data: {
      cards: {
        card: {
          card: {
            id: string;
            gridElements?: { infoWithStyle: { restaurants: { info: { id: string }; cta: { link: string } }[] } };
          };
        };
      }[];
    };
  };
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')!;
  for (const r of grid.gridElements!.infoWithStyle.restaurants) {
    const text = await (
      await page.request.get(`/api/menu?lat=${lat}&lng=${lng}&restaurantId=${r.info.id}&query=`)
    ).text();
    const menu = JSON.parse(text) as {
      data: { cards: { card?: { card: { '@type'?: string; offers?: MenuOffer[] } } }[] };
    };
    const offers = menu.data.cards.flatMap((c) =>
      c.card?.card['@type'] === 'Offers' ? (c.card.card.offers ?? []) : [],
    );
    const offer = offers.find(wanted);
    if (!offer) continue;
    // Dishes with choices are left out: what one costs depends on the choices.
    const dishes = dishInfos(menu)
      .filter((d) => !d.customisable && typeof d.price === 'number')
      .map((d) => ({ name: d.name, price: d.price! }));
    return { path: `/restaurants/${r.cta.link.split('/').pop()}`, offer, dishes };
  }
  throw new Error('no restaurant near Koramangala has such an offer');
}

/** A dish of a menu answer, with the fields the tests choose by. */
export interface MenuDish {
  id?: string;
  name: string;
  price?: number;
  customisable?: boolean;
  variantsV2?: unknown;
  addons?: unknown[];
  inStock?: number;
  nextAvailableAtMessage?: string;
}

/** Every dish of a menu answer (an object with a name and a diet class), wherever its card puts it. */
export function dishInfos(value: unknown): MenuDish[] {
  if (Array.isArray(value)) return value.flatMap(dishInfos);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string' && record.itemAttribute) return [record as { name: string }];
  return Object.values(record).flatMap(dishInfos);
}

/** A restaurant near Koramangala whose menu offers a percentage code with no minimum order, and that code. */
export async function restaurantWithCode(page: Page): Promise<{ path: string; code: string }> {
  const { path, offer } = await restaurantWithOffer(page, (o) => Boolean(o.couponCode?.startsWith('SAVE')));
  return { path, code: offer.couponCode! };
}

/** From the cart page to checkout, with "Proceed to checkout". */
export async function proceedToCheckout(page: Page): Promise<void> {
  await press(page.getByRole('link', { name: 'Proceed to checkout' }));
  await page.waitForURL((url) => url.pathname === '/checkout');
  await hydrated(page);
}

/** From the cart to a placed cash order, with a first address at `flat`: ends on the order's page, hydrated. */
export async function placeCashOrder(page: Page, flat: string): Promise<void> {
  await page.goto('/cart');
  await hydrated(page);
  await proceedToCheckout(page);
  await saveFirstAddress(page, flat);
  const cod = page.getByRole('radio', { name: /^Cash on delivery/ });
  await cod.scrollIntoViewIfNeeded();
  await press(cod);
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await place.scrollIntoViewIfNeeded();
  await press(place);
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  await hydrated(page);
}

/** Types a first delivery address at checkout (the area is the saved location's) and saves it. */
export async function saveFirstAddress(page: Page, flat: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await typeInto(form.getByLabel('Flat, house number and building'), flat);
  await press(form.getByRole('button', { name: 'Save address' }));
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
}

/** The veg-only mode's three settings as the header's toggle names them. */
export type VegModeName = 'Off' | 'Veg' | 'Veg + egg';

/** The header's Veg mode button. */
export const toggle = (page: Page): Locator => page.getByRole('button', { name: /^Veg mode/ });

/** Presses Tab until `target` has focus, as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Chooses a mode in the header: tapped on a phone; on a desktop with Tab, Enter, the arrows and Escape. */
export async function chooseMode(page: Page, mode: VegModeName): Promise<void> {
  await hydrated(page);
  const button = toggle(page);
  const panel = page.getByRole('group', { name: 'Veg mode' });
  const radio = panel.getByRole('radio', { name: mode, exact: true });
  if (onPhone()) {
    await press(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await press(radio);
    await expect(radio).toBeChecked();
    await press(button);
  } else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('radio', { checked: true })).toBeFocused();
    for (let i = 0; i < 3 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(radio).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  }
  await expect(panel).toBeHidden();
  await expect(button).toHaveAccessibleName(`Veg mode: ${mode}`);
}

/** The diet marks a part of the page shows, by what they say. */
export function marks(scope: Locator, said: 'Veg' | 'Contains egg' | 'Non-veg'): Locator {
  return scope.getByRole('img', { name: said, exact: true });
}
