import { describe, expect, it } from 'vitest';
import { authorName, dishLikes, dishLikesText, priorWeight, ratingSummary, reviewTextProblem } from './reviewRules.ts';

describe('ratingSummary', () => {
  it('keeps the earlier rating when nobody rated here', () => {
    expect(ratingSummary({ rating: 4.2, count: 1200 }, [0, 0, 0, 0, 0])).toEqual({
      rating: 4.2,
      count: 1200,
      verifiedCount: 0,
      distribution: [0, 0, 0, 0, 0],
    });
  });

  it('moves it by verified ratings as a Bayesian average', () => {
    // 20 × 4.0 + 20 × 5 over 40 ratings: halfway to the verified mean.
    expect(ratingSummary({ rating: 4, count: 100 }, [0, 0, 0, 0, priorWeight]).rating).toBe(4.5);
    // One 1-star review barely moves a 4.5.
    expect(ratingSummary({ rating: 4.5, count: 100 }, [1, 0, 0, 0, 0]).rating).toBe(4.3);
    expect(ratingSummary({ rating: 4.5, count: 100 }, [1, 0, 0, 0, 0]).count).toBe(101);
  });
});

describe('dishLikes', () => {
  it('shows nothing below five votes, then the share', () => {
    expect(dishLikes({ likes: 0, votes: 0 }, 3, 1)).toBeNull();
    expect(dishLikes({ likes: 0, votes: 0 }, 4, 1)).toEqual({ percent: 80, votes: 5 });
    expect(dishLikesText({ percent: 86, votes: 23 })).toBe('86% liked (23)');
  });

  it('adds verified votes to earlier ones', () => {
    expect(dishLikes({ likes: 9, votes: 12 }, 1, 0)).toEqual({ percent: 77, votes: 13 });
  });
});

describe('reviewTextProblem', () => {
  it('lets a plain review through, in any script', () => {
    expect(reviewTextProblem('Dal was great, roti a bit cold. दाल बहुत अच्छी थी')).toBeNull();
  });

  it('catches links, phone numbers and abuse', () => {
    expect(reviewTextProblem('order at www.cheapfood.in')).toMatch(/links/);
    expect(reviewTextProblem('call me on 98765 43210')).toMatch(/phone/);
    expect(reviewTextProblem('call +91-9876543210 now')).toMatch(/phone/);
    expect(reviewTextProblem('what a CHUTIYA place')).toMatch(/abusive/);
    // Whole words only: "Scunthorpe" and a price are fine.
    expect(reviewTextProblem('Ordered in Scunthorpe style for ₹450')).toBeNull();
  });
});

describe('authorName', () => {
  it('shows a first name and an initial', () => {
    expect(authorName('Asha Rao')).toBe('Asha R.');
    expect(authorName('  Vikram  ')).toBe('Vikram');
    expect(authorName('Meera Devi Iyer')).toBe('Meera I.');
    expect(authorName('')).toBe('A diner');
    expect(authorName(null)).toBe('A diner');
  });
});
