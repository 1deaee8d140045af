// `npm run bench -- --sheet`: how quickly the customisation sheet answers a diner's taps on a
// cheap phone. Chromium (Debian's) on a 360x780 touch viewport with the CPU throttled 4x through
// the DevTools protocol; the Event Timing API (PerformanceObserver 'event', durationThreshold 16)
// gives each interaction's duration, from the tap to the next paint. Measured on one menu page:
// opening the sheet of a customisable biryani, choosing "Full", ticking an add-on; beside it, in
// the same page and run, opening the existing "Browse Menu" dialog (the baseline).
import { chromium } from '@playwright/test';
import { chromiumPath } from '../ensure-browser.mjs';
import { koramangala } from './bench-server.mjs';
import { koramangalaRestaurants, signUpDiner } from './server.mjs';

const point = `lat=${koramangala.geometry.location.lat}&lng=${koramangala.geometry.location.lng}`;

/** The dishes of a menu response: every item card's info, in every section and category. */
function menuDishes(menu) {
  const dishes = [];
  for (const card of menu.data?.cards ?? []) {
    for (const section of card.groupedCard?.cardGroupMap?.REGULAR?.cards ?? []) {
      const { itemCards = [], categories = [] } = section.card.card;
      for (const list of [itemCards, ...categories.map((c) => c.itemCards)])
        dishes.push(...list.map((c) => c.card.info));
    }
  }
  return dishes;
}

/** A restaurant of Koramangala with a dish that comes half or full with an extra raita in stock. */
async function biryaniMenu(origin) {
  for (const r of await koramangalaRestaurants(origin)) {
    const menu = await (await fetch(`${origin}/api/menu?${point}&restaurantId=${r.info.id}&query=`)).json();
    const dish = menuDishes(menu).find(
      (d) =>
        d.variantsV2?.variantGroups.some((g) => g.groupId === 'qty' && g.variations.every((v) => v.inStock !== 0)) &&
        d.addons?.some((g) => g.choices.some((c) => c.name === 'Extra Raita' && c.inStock !== 0)),
    );
    if (dish) return { path: `/restaurants/${r.cta.link.split('/').pop()}`, dish: dish.name };
  }
  throw new Error('no restaurant of Koramangala has a customisable biryani');
}

/** Every interaction's duration (ms) since the observer started, by interaction id, longest entry each. */
const readInteractions = () => Object.values(window.__interactions ?? {});

function observe() {
  const seen = {};
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      seen[entry.interactionId] = Math.max(seen[entry.interactionId] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function lastInteraction(page, before) {
  await page.waitForTimeout(600);
  const all = await page.evaluate(readInteractions);
  return all.length > before ? Math.max(...all.slice(before)) : 0;
}

/** One run: a fresh context signed in, the menu loaded unthrottled, then the taps throttled. */
async function oneRun(browser, origin, session, target) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  const url = new URL(origin);
  await context.addCookies(
    session.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: '/' };
      }),
  );
  await context.addInitScript(
    ([address, user]) => {
      localStorage.setItem('user_address', address);
      localStorage.setItem('user_data', user);
    },
    [JSON.stringify(koramangala), JSON.stringify(session.user)],
  );
  await context.addInitScript(observe);
  const page = await context.newPage();
  await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const figures = {};
  let count = (await page.evaluate(readInteractions)).length;
  const measure = async (name, act) => {
    await act();
    figures[name] = await lastInteraction(page, count);
    count = (await page.evaluate(readInteractions)).length;
  };
  await measure('browseMenu', () => page.getByRole('button', { name: 'Browse Menu' }).tap());
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  count = (await page.evaluate(readInteractions)).length;
  const sheet = page.getByRole('dialog');
  await measure('openSheet', () =>
    page
      .getByRole('button', { name: `Add ${target.dish}`, exact: true })
      .first()
      .tap(),
  );
  await sheet.getByRole('radio', { name: /Full/ }).waitFor();
  await measure('chooseFull', () => sheet.getByRole('radio', { name: /Full/ }).tap());
  await measure('tickAddon', () => sheet.getByRole('checkbox', { name: /Extra Raita/ }).tap());
  await context.close();
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The sheet's interaction figures (median of `runs` runs, ms) beside the Browse Menu dialog's. */
export async function sheetBench(origin, { runs = 5 } = {}) {
  const target = await biryaniMenu(origin);
  const session = await signUpDiner(origin, `9${String(Date.now()).slice(-9)}`);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const all = [];
  try {
    for (let i = 0; i < runs; i++) all.push(await oneRun(browser, origin, session, target));
  } finally {
    await browser.close();
  }
  const of = (name) => Math.round(median(all.map((f) => f[name])));
  const result = {
    command: `npm run bench -- --sheet (Chromium, 360x780 touch, CPU throttled 4x by the DevTools protocol; Event Timing API, each interaction from the tap to the next paint; median of ${runs} runs, BENCH_RUNS)`,
    page: target.path,
    dish: target.dish,
    runs,
    browseMenuMs: of('browseMenu'),
    openSheetMs: of('openSheet'),
    chooseFullMs: of('chooseFull'),
    tickAddonMs: of('tickAddon'),
  };
  result.inpMs = Math.max(result.openSheetMs, result.chooseFullMs, result.tickAddonMs);
  return result;
}

/** The section of bench/report.md. */
export function sheetMarkdown(s) {
  const ratio = (ms) => (s.browseMenuMs ? (ms / s.browseMenuMs).toFixed(2) : '-');
  return [
    '## Customisation sheet: interaction to next paint',
    '',
    `Command: ${s.command}`,
    '',
    `Page: \`${s.page}\`, dish: ${s.dish}.`,
    '',
    '| interaction | ms (median) | ratio to the baseline |',
    '|---|---|---|',
    `| baseline: open "Browse Menu" (the existing dialog) | ${s.browseMenuMs} | 1 |`,
    `| open the sheet (ADD) | ${s.openSheetMs} | ${ratio(s.openSheetMs)} |`,
    `| choose "Full" | ${s.chooseFullMs} | ${ratio(s.chooseFullMs)} |`,
    `| tick an add-on | ${s.tickAddonMs} | ${ratio(s.tickAddonMs)} |`,
    '',
    `Interaction to next paint of the sheet (the longest of the three): ${s.inpMs} ms.`,
    '',
  ];
}
