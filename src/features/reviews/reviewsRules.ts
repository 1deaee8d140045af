/** What the restaurant page's reviews section says: the rating's words, the bars of verified stars, a review's date. */
import { intlTag } from '#src/i18n/define.ts';
import { currentLocale } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import type { RatingSummary } from '#src/lib/reviewTypes.ts';
import { reviewsMessages } from './messages/en.ts';

/** "1,240 ratings" / "1 rating". */
export function ratingsCountText(count: number): string {
  return textsOf(reviewsMessages).ratingsCount(count);
}

/** What the bars stand for, so nobody reads them as every rating the restaurant has. */
export function verifiedText(summary: RatingSummary): string {
  const t = textsOf(reviewsMessages);
  return summary.verifiedCount === 0 ? t.noVerified : t.verifiedFrom(summary.verifiedCount);
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
  return new Date(iso).toLocaleDateString(intlTag(currentLocale()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "★★★★☆": the stars drawn (the words go beside them for screen readers). */
export function starGlyphs(stars: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(stars)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}
