import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RestaurantInfo } from '#src/lib/catalogTypes.ts';

vi.mock('astro:env/client', () => ({ APPWRITE_PROJECT_ID: 'thalify', MEDIA_BASE_URL: '', LIVE_STOCK: 'on' }));

const { RestaurantCard } = await import('../listing/RestaurantCard');
const { DishAdd } = await import('./DishAdd');
const { CartProblems } = await import('../cart/CartProblems');
const { SlotSection } = await import('../orders/SlotSection');
const { OrderAheadNote } = await import('../orders/OrderSections');

const rain = { reason: 'rain' as const, amount: 2500, label: 'Rain fee', ruleId: 'rain-1' };
const info = {
  id: '7',
  name: 'Udupi Grand',
  cloudinaryImageId: 'x',
  cuisines: ['South Indian'],
  areaName: 'Koramangala',
  avgRatingString: '4.3',
  sla: { slaString: '25-30 mins' },
} as RestaurantInfo;
const dish = { id: 'd1', name: 'Idli', description: '', itemAttribute: { vegClassifier: 'VEG' as const } };
const closed = { open: false, text: 'Closed · opens at 6 pm' };

describe('a restaurant card', () => {
  it('says a closed restaurant’s state and surge fee, dimmed by its picture only', () => {
    const html = renderToStaticMarkup(
      <RestaurantCard
        info={{ ...info, isOpen: false, availability: { opened: false, text: 'Opens tomorrow at 7 am' }, surge: rain }}
        href="/r"
      />,
    );
    expect(html).toContain('class="rcard rcard-closed"');
    expect(html).toContain('Opens tomorrow at 7 am');
    expect(html).toContain('₹25 rain fee');
  });
  it('keeps "Open" quiet', () => {
    const html = renderToStaticMarkup(
      <RestaurantCard info={{ ...info, isOpen: true, availability: { opened: true, text: 'Open' } }} href="/r" />,
    );
    expect(html).toContain('class="rcard"');
    expect(html).not.toContain('rcard-state');
  });
});

describe('a dish’s add control', () => {
  it('says "Sold out" in the place of ADD', () => {
    const html = renderToStaticMarkup(
      <DishAdd
        dish={{ ...dish, inStock: 0 }}
        restaurantId="7"
        restaurantName="Udupi Grand"
        state={closed}
        className="dish-add"
      />,
    );
    expect(html).toContain('Sold out');
    expect(html).not.toContain('<button');
  });
  it('at a closed restaurant, ADD opens the question and is described by why', () => {
    const html = renderToStaticMarkup(
      <DishAdd dish={dish} restaurantId="7" restaurantName="Udupi Grand" state={closed} className="dish-add" />,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain(`id="${describedBy}" class="dish-when">Closed · opens at 6 pm<`);
  });
});

describe('the cart’s problems', () => {
  it('offers the way out of each', () => {
    const html = renderToStaticMarkup(
      <CartProblems
        problems={[
          { kind: 'soldOut', message: 'Idli is sold out.', lineId: 'd1' },
          { kind: 'belowMinimum', message: 'Add ₹40 more.' },
          { kind: 'closed', message: 'Udupi Grand is closed now.' },
        ]}
        menuHref="/restaurants/udupi-7"
      />,
    );
    expect(html).toContain('<h2 id="cart-problems-title">Before you order</h2>');
    expect(html).toContain('>Remove it</button>');
    expect(html).toContain('href="/restaurants/udupi-7">Add more dishes</a>');
    expect(html).toContain('href="/checkout">Order ahead</a>');
  });
});

describe('the delivery time at checkout', () => {
  const quote = {
    bill: {} as never,
    coupon: null,
    addressProblem: null,
    slots: [{ start: '2026-11-27T13:30:00.000Z', end: '2026-11-27T14:00:00.000Z', label: 'Today, 7 pm – 7:30 pm' }],
  };
  it('offers only slots while the restaurant is closed, in a fieldset with its legend', () => {
    const html = renderToStaticMarkup(<SlotSection quote={{ ...quote, openNow: false }} slot={null} addressChosen />);
    expect(html).toContain('<legend class="visually-hidden">When should your order arrive?</legend>');
    expect(html).not.toContain('Deliver now');
    expect(html).toContain('Today, 7 pm – 7:30 pm');
  });
  it('asks for an address first when the slots wait for one', () => {
    const html = renderToStaticMarkup(
      <SlotSection quote={{ ...quote, slots: [], openNow: false }} slot={null} addressChosen={false} />,
    );
    expect(html).toContain('Choose a delivery address to see the delivery times.');
  });
  it('offers "Deliver now", chosen, while it is open', () => {
    const html = renderToStaticMarkup(<SlotSection quote={{ ...quote, openNow: true }} slot={null} addressChosen />);
    expect(html).toMatch(/checked="" value="now"/);
  });
});

describe('an order ahead’s page', () => {
  it('says the slot, the kitchen start and free cancelling', () => {
    const start = Date.now() + 3 * 3_600_000;
    const slot = { start: new Date(start - (start % 1_800_000)).toISOString(), end: '', label: '' };
    const html = renderToStaticMarkup(
      <OrderAheadNote
        order={{ status: 'paid', slot, kitchenStartsAt: new Date(start - 7_200_000).toISOString() } as never}
      />,
    );
    expect(html).toMatch(/Arriving (Today|Tomorrow), /);
    expect(html).toContain('The kitchen starts on it at ');
    expect(html).toContain('Cancelling is free until then.');
  });
});
