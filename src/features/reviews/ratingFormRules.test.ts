import { describe, expect, it } from 'vitest';
import type { MyReview } from '#src/lib/reviewTypes.ts';
import {
  canEdit,
  charactersText,
  draftOf,
  draftProblem,
  ratingTexts,
  reviewInputOf,
  toggleVote,
  type RatingDraft,
} from './ratingFormRules';

const photo = { id: 'p1', url: '/media/reviews/p1.webp', width: 800, height: 600 };
const written: MyReview = {
  id: 'v1',
  food: 4,
  delivery: 5,
  text: 'Hot and on time.',
  dishes: [{ dishId: 'd1', liked: true }],
  photoIds: ['p1'],
  photos: [photo],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  editableUntil: '2030-01-08T10:00:00.000Z',
  hidden: false,
};
const ready = (over: Partial<RatingDraft> = {}): RatingDraft => ({ ...draftOf(null), food: 4, delivery: 5, ...over });

describe('the rating form', () => {
  it('starts empty for a new rating, and as written for an edit', () => {
    expect(draftOf(null)).toEqual({ food: 0, delivery: 0, text: '', votes: {}, photos: [] });
    expect(draftOf(written)).toEqual({
      food: 4,
      delivery: 5,
      text: 'Hot and on time.',
      votes: { d1: true },
      photos: [{ key: 'p1', preview: photo.url, photo, error: null }],
    });
  });

  it('takes a vote back when the same one is pressed again, and swaps it for the other', () => {
    expect(toggleVote({}, 'd1', true)).toEqual({ d1: true });
    expect(toggleVote({ d1: true }, 'd1', true)).toEqual({});
    expect(toggleVote({ d1: true }, 'd1', false)).toEqual({ d1: false });
  });

  it('asks for the food, then the delivery, before anything else', () => {
    expect(draftProblem(draftOf(null))).toEqual({ field: 'food', message: ratingTexts.rateFood });
    expect(draftProblem(ready({ delivery: 0 }))).toEqual({ field: 'delivery', message: ratingTexts.rateDelivery });
    expect(draftProblem(ready())).toBeNull();
  });

  it('says what the text filter says before sending, and holds the length', () => {
    expect(draftProblem(ready({ text: 'Call me on 9876543210' }))?.field).toBe('text');
    expect(draftProblem(ready({ text: 'see www.example.com' }))?.message).toMatch(/links/);
    expect(draftProblem(ready({ text: 'x'.repeat(501) }))).toEqual({ field: 'text', message: ratingTexts.tooLong });
    expect(draftProblem(ready({ text: 'x'.repeat(500) }))).toBeNull();
  });

  it('waits for photos on their way, and asks to remove one that failed', () => {
    const waiting = { key: 'k', preview: 'blob:1', photo: null, error: null };
    expect(draftProblem(ready({ photos: [waiting] }))?.message).toBe(ratingTexts.photosWaiting);
    expect(draftProblem(ready({ photos: [{ ...waiting, error: 'Too big' }] }))?.message).toBe(ratingTexts.photosFailed);
  });

  it("sends the order's dishes that have a vote, the photos sent, and the text without outer spaces", () => {
    const draft = ready({
      text: '  Lovely.  ',
      votes: { d1: true, d2: false, gone: true },
      photos: [{ key: 'p1', preview: photo.url, photo, error: null }],
    });
    expect(reviewInputOf(draft, ['d1', 'd2', 'd3'])).toEqual({
      food: 4,
      delivery: 5,
      text: 'Lovely.',
      dishes: [
        { dishId: 'd1', liked: true },
        { dishId: 'd2', liked: false },
      ],
      photoIds: ['p1'],
    });
  });

  it('counts characters as the diner types, and edits only until the edit window closes', () => {
    expect(charactersText('Hot')).toBe('3 of 500 characters');
    expect(canEdit(written, Date.parse('2030-01-08T09:59:00.000Z'))).toBe(true);
    expect(canEdit(written, Date.parse('2030-01-08T10:00:00.000Z'))).toBe(false);
  });
});
