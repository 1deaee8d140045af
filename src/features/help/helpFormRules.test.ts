import { describe, expect, it } from 'vitest';
import { helpLimits, type HelpRequestView } from '#src/lib/helpTypes.ts';
import type { OrderLine } from '#src/lib/orderTypes.ts';
import {
  emptyHelpDraft,
  helpDishesText,
  helpDraftProblem,
  helpFormTexts,
  helpInputOf,
  helpStateText,
  orderedDishes,
} from './helpFormRules';

const line = (dishId: string, quantity: number): OrderLine => ({
  dishId,
  name: `Dish ${dishId}`,
  isVeg: true,
  vegClass: 'VEG',
  unitPrice: 10_000,
  quantity,
});
const photo = { id: 'a'.repeat(32), url: '/media/reviews/a.webp', width: 10, height: 10 };

describe('the help form', () => {
  it('lists each dish once with every unit ordered', () => {
    expect(orderedDishes([line('1', 2), line('2', 1), line('1', 1)])).toEqual([
      { dishId: '1', name: 'Dish 1', quantity: 3 },
      { dishId: '2', name: 'Dish 2', quantity: 1 },
    ]);
  });

  it('asks for a reason, dishes for a reason about dishes, short words and photos that are in', () => {
    expect(helpDraftProblem(emptyHelpDraft())?.field).toBe('reason');
    expect(helpDraftProblem({ ...emptyHelpDraft(), reason: 'missing_item' })).toEqual({
      field: 'dishes',
      message: helpFormTexts.chooseDishes,
    });
    expect(helpDraftProblem({ ...emptyHelpDraft(), reason: 'late' })).toBeNull();
    expect(
      helpDraftProblem({ ...emptyHelpDraft(), reason: 'late', words: 'x'.repeat(helpLimits.wordsMax + 1) })?.field,
    ).toBe('words');
    const waiting = { key: 'k', preview: 'blob:x', photo: null, error: null };
    expect(helpDraftProblem({ ...emptyHelpDraft(), reason: 'late', photos: [waiting] })?.field).toBe('photos');
  });

  it('sends the dishes chosen only for a reason about dishes, and the photos added', () => {
    const draft = {
      reason: 'missing_item' as const,
      units: { '1': 1, '2': 0 },
      words: '  cold ',
      photos: [{ key: 'k', preview: 'blob:x', photo, error: null }],
    };
    expect(helpInputOf(draft)).toEqual({
      reason: 'missing_item',
      dishes: [{ dishId: '1', quantity: 1 }],
      words: 'cold',
      photoIds: [photo.id],
    });
    expect(helpInputOf({ ...draft, reason: 'late' }).dishes).toEqual([]);
  });

  it('says where a request stands', () => {
    const request: HelpRequestView = {
      id: 'r',
      reason: 'missing_item',
      dishes: [{ dishId: '1', name: 'Paneer Tikka', quantity: 1, value: 24_900 }],
      words: '',
      photos: 0,
      status: 'refunded',
      refund: 24_900,
      answer: '',
      createdAt: '',
      decidedAt: null,
    };
    expect(helpStateText(request)).toBe('Refunded ₹249');
    expect(helpStateText({ ...request, status: 'open' })).toBe('Waiting for our team');
    expect(helpDishesText(request)).toBe('1 × Paneer Tikka');
  });
});
