import { beforeEach, describe, expect, it, vi } from 'vitest';

const added: unknown[] = [];
vi.mock('./cart', () => ({
  addToCart: vi.fn(async (...args: unknown[]) => {
    added.push(args);
    return true;
  }),
}));
vi.mock('./customise', () => ({ customiseDish: vi.fn(async () => true) }));

const { $aheadQuestion, $aheadRestaurants, $orderingAhead, answerOrderAhead, askOrderAhead } = await import(
  './orderAhead'
);
const { $cart } = await import('./areas');

const dish = { id: 'd1', name: 'Idli', description: '', itemAttribute: { vegClassifier: 'VEG' as const } };

describe('ordering ahead', () => {
  beforeEach(() => {
    added.length = 0;
    $orderingAhead.set([]);
  });

  it('adds the dish once the diner says yes, and adds without asking after', async () => {
    const asked = askOrderAhead({ dish, restaurantId: 'r1', text: 'Closed', mode: 'menu' });
    expect($aheadQuestion.get()?.dish.id).toBe('d1');
    await answerOrderAhead(true);
    expect(await asked).toBe(true);
    expect(added).toEqual([[dish, 'r1', {}]]);
    expect($aheadQuestion.get()).toBeNull();
    expect($aheadRestaurants.get().has('r1')).toBe(true);
  });

  it('adds nothing when the diner says no', async () => {
    const asked = askOrderAhead({ dish, restaurantId: 'r1', text: 'Closed', mode: 'search' });
    await answerOrderAhead(false);
    expect(await asked).toBe(false);
    expect(added).toEqual([]);
    expect($aheadRestaurants.get().has('r1')).toBe(false);
  });

  it('counts the restaurant the cart holds dishes of as chosen', () => {
    $cart.success({
      total: 1,
      documents: [{ id: 'd1' } as never],
      restaurant: { id: 'r7' } as never,
      bill: null,
    });
    expect($aheadRestaurants.get().has('r7')).toBe(true);
  });
});
