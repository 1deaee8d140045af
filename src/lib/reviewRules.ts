/**
 * The rules of ratings: how verified ratings move a restaurant's earlier rating, when a dish's
 * likes are shown, what a review's text may not hold, and how an author is named. One copy for the
 * server's answers and the form's checks. docs/decisions/013-ratings-a-prior-moved-by-verified-orders.md
 * says why these formulas.
 */
import { textsOf } from '#src/i18n/useMessages.ts';
import { reviewRuleMessages } from './messages/en.ts';
import type { DishLikes, RatingSummary } from './reviewTypes.ts';

/** The weight of the catalog's earlier rating, in verified ratings: after this many, verified ratings count for half. */
export const priorWeight = 20;
/** Votes (earlier and verified) a dish needs before its liked share is shown. */
export const minDishVotes = 5;

/** The earlier rating of a restaurant (the catalog's) and how many ratings it stood for. */
export interface RatingPrior {
  rating: number;
  count: number;
}

/** Verified food ratings of a restaurant: how many by stars (index 0 is 1 star). */
export type StarCounts = [number, number, number, number, number];

/** No verified ratings. */
export const noStars = (): StarCounts => [0, 0, 0, 0, 0];

/**
 * The rating shown: a Bayesian average, the prior counted as `priorWeight` ratings of its value
 * plus every verified food rating, rounded to one decimal. The count is the earlier ratings plus
 * the verified ones.
 */
export function ratingSummary(prior: RatingPrior, stars: StarCounts): RatingSummary {
  const verifiedCount = stars.reduce((sum, n) => sum + n, 0);
  const verifiedSum = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const mean = (prior.rating * priorWeight + verifiedSum) / (priorWeight + verifiedCount);
  return {
    rating: Math.min(5, Math.max(1, Math.round(mean * 10) / 10)),
    count: prior.count + verifiedCount,
    verifiedCount,
    distribution: [...stars] as StarCounts,
  };
}

/** A dish's likes: earlier votes and verified ones together; null below `minDishVotes`. */
export function dishLikes(prior: { likes: number; votes: number }, likes: number, dislikes: number): DishLikes | null {
  const votes = prior.votes + likes + dislikes;
  if (votes < minDishVotes) return null;
  return { percent: Math.round(((prior.likes + likes) / votes) * 100), votes };
}

/** "86% liked (23)". */
export function dishLikesText(likes: DishLikes): string {
  return textsOf(reviewRuleMessages).dishLikes({ percent: likes.percent, votes: likes.votes });
}

// Links and phone numbers are how review spam sells; a review is about the order, not a contact.
const linkPattern = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|io|co|xyz|shop|app)\b)/i;
const phonePattern = /(\+?91[\s-]?)?\b[6-9](\s?-?\d){9}\b/;
// The obvious: slurs and abuse in English and in Hindi written in Latin letters, as whole words.
const abuseWords = [
  'fuck',
  'fucking',
  'motherfucker',
  'bitch',
  'bastard',
  'cunt',
  'whore',
  'slut',
  'retard',
  'chutiya',
  'chutiye',
  'madarchod',
  'behenchod',
  'bhenchod',
  'bhosdike',
  'gandu',
  'randi',
  'harami',
  'kutta',
  'kamina',
];
const abusePattern = new RegExp(`\\b(${abuseWords.join('|')})\\b`, 'i');

/** What is wrong with a review's text, in words for diners; null when it may be posted. */
export function reviewTextProblem(text: string): string | null {
  const t = textsOf(reviewRuleMessages);
  if (linkPattern.test(text)) return t.noLinks;
  if (phonePattern.test(text)) return t.noPhones;
  if (abusePattern.test(text)) return t.noAbuse;
  return null;
}

/**
 * How a review's author is shown: first name and the initial of the last ("Asha R."), else
 * `anonymous`. The server stores the result with the review, so it passes no `anonymous` and the
 * stored placeholder is the catalogue's English, whatever language the writer's page was in.
 */
export function authorName(
  name: string | null | undefined,
  anonymous: string = reviewRuleMessages.base.aDiner,
): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return anonymous;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The words of a number of stars: "5 stars", "1 star". */
export function starsText(stars: number): string {
  return textsOf(reviewRuleMessages).stars(stars);
}
