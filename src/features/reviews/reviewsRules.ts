/** What the restaurant page's reviews section says: the rating's words, the bars of verified stars, a review's date. */
import type { RatingSummary } from '#src/lib/reviewTypes.ts';

const countFormat = new Intl.NumberFormat('en-IN');

/** "1,240 ratings" / "1 rating". */
export function ratingsCountText(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'rating' : 'ratings'}`;
}

/** What the bars stand for, so nobody reads them as every rating the restaurant has. */
export function verifiedText(summary: RatingSummary): string {
  if (summary.verifiedCount === 0) return 'No ratings from orders placed here yet.';
  const diners = summary.verifiedCount === 1 ? '1 diner' : `${countFormat.format(summary.verifiedCount)} diners`;
  return `Food ratings from ${diners} who ordered here`;
}

/** The bars, 5 stars first: each one's count and its share of the verified ratings (whole percent). */
export function starBars(summary: RatingSummary): { stars: number; count: number; percent: number }[] {
  const total = summary.verifiedCount;
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.distribution[stars - 1] ?? 0;
    return { stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** "12 Mar 2030": a review's date as diners in India write it. */
export function reviewDateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "★★★★☆": the stars drawn (the words go beside them for screen readers). */
export function starGlyphs(stars: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(stars)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}
