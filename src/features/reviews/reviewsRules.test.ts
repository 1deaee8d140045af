import { describe, expect, it } from 'vitest';
import type { RatingSummary } from '#src/lib/reviewTypes.ts';
import { ratingsCountText, reviewDateText, starBars, starGlyphs, verifiedText } from './reviewsRules';

const summary: RatingSummary = { rating: 4.3, count: 1240, verifiedCount: 4, distribution: [1, 0, 0, 1, 2] };

describe("the restaurant page's ratings", () => {
  it('counts ratings as they are written in India', () => {
    expect(ratingsCountText(1)).toBe('1 rating');
    expect(ratingsCountText(124000)).toBe('1,24,000 ratings');
  });

  it('says the bars are verified orders only, or that there are none yet', () => {
    expect(verifiedText(summary)).toBe('Food ratings from 4 diners who ordered here');
    expect(verifiedText({ ...summary, verifiedCount: 1 })).toBe('Food ratings from 1 diner who ordered here');
    expect(verifiedText({ ...summary, verifiedCount: 0, distribution: [0, 0, 0, 0, 0] })).toBe(
      'No ratings from orders placed here yet.',
    );
  });

  it('draws the bars 5 stars first, each a share of the verified ratings', () => {
    expect(starBars(summary)).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(
      starBars({ ...summary, verifiedCount: 0, distribution: [0, 0, 0, 0, 0] }).every((b) => b.percent === 0),
    ).toBe(true);
  });

  it("writes a review's date and stars", () => {
    expect(reviewDateText('2030-03-12T10:00:00.000Z')).toBe('12 Mar 2030');
    expect(starGlyphs(4)).toBe('★★★★☆');
    expect(starGlyphs(0)).toBe('☆☆☆☆☆');
  });
});
