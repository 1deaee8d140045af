/**
 * How well typed text matches a place's name: whole, prefix, word by word (in any order, with
 * the city or state added) or with typos. Lower scores are better; Infinity is no match.
 */
import { foldWord, wordsOf } from '#src/lib/textNormal.ts';
import { boundedDistance, typoBudget } from './textMatch.ts';

/** 0 exact, 1 prefix, 2 word by word, 3 typos: the match-quality groups of nameScore. */
export function scoreGroup(score: number): number {
  return Math.min(3, Math.floor(score));
}

/** One word of a name or a query: as normalised, and with its spelling folded. */
export interface Word {
  norm: string;
  fold: string;
}

/** One way of writing a place's name (its name, or an alias), pre-normalised. */
export interface NameForm {
  normCompact: string;
  foldCompact: string;
  words: Word[];
}

/** Typed text, prepared once per query. */
export interface Query {
  normCompact: string;
  foldCompact: string;
  words: Word[];
}

/** A normalised word with its folded spelling. */
export const toWord = (norm: string): Word => ({ norm, fold: foldWord(norm) });

/** A name (or typed text) prepared for matching: its words, and all of them run together. */
export function nameForm(text: string): NameForm {
  const words = wordsOf(text).map(toWord);
  return {
    normCompact: words.map((w) => w.norm).join(''),
    foldCompact: words.map((w) => w.fold).join(''),
    words,
  };
}

/**
 * How well one typed word matches one place word: 0 equal, 1 prefix, 2 + d for d typos
 * (whole word, or a prefix of it for the word still being typed), Infinity for no match.
 * Typo matching requires the same first letter: typos there are rare, and it keeps a query
 * over thousands of names well under a millisecond.
 */
function wordMatch(q: Word, w: Word, typing: boolean): number {
  if (q.norm === w.norm || q.fold === w.fold) return 0;
  if (w.norm.startsWith(q.norm) || w.fold.startsWith(q.fold)) return 1;
  const budget = typoBudget(q.fold.length);
  if (budget === 0 || q.fold.charCodeAt(0) !== w.fold.charCodeAt(0)) return Infinity;
  const whole = boundedDistance(q.fold, w.fold, budget, true);
  if (whole <= budget) return 2 + whole;
  if (!typing) return Infinity;
  const prefix = boundedDistance(q.fold, w.fold, budget, false);
  return prefix <= budget ? 2 + prefix : Infinity;
}

/**
 * Word-by-word match of a query against one name plus its context words: every query word
 * must match a different word, and at least one must match the name itself. Returns 2 when
 * all match exactly or by prefix, 3 and up with typos, Infinity otherwise.
 */
function wordsScore(query: Word[], name: NameForm, context: Word[]): number {
  const used = new Set<Word>();
  let onName = false;
  let typos = 0;
  for (let i = 0; i < query.length; i++) {
    const typing = i === query.length - 1;
    let best = Infinity;
    let bestWord: Word | undefined;
    let bestOnName = false;
    for (const [pool, isName] of [
      [name.words, true],
      [context, false],
    ] as const) {
      for (const w of pool) {
        if (used.has(w)) continue;
        const m = wordMatch(query[i]!, w, typing);
        if (m < best) {
          best = m;
          bestWord = w;
          bestOnName = isName;
        }
      }
      // A word matched exactly on the name needs no look at the context.
      if (best === 0) break;
    }
    if (!bestWord) return Infinity;
    used.add(bestWord);
    onName ||= bestOnName;
    if (best >= 2) typos += best - 2;
  }
  if (!onName) return Infinity;
  return typos === 0 ? 2 : 3 + 0.25 * (typos - 1);
}

/**
 * Score of a query against one name form; lower is better, Infinity is no match.
 * 0 the whole name (spaces ignored), 0.5 the same after spelling folding, 1 / 1.5 a prefix of
 * it, 2 word by word (other word order, or with the city or state added), 3 and up with typos.
 */
export function nameScore(q: Query, name: NameForm, context: Word[]): number {
  if (q.normCompact === name.normCompact) return 0;
  if (q.foldCompact === name.foldCompact) return 0.5;
  if (name.normCompact.startsWith(q.normCompact)) return 1;
  if (name.foldCompact.startsWith(q.foldCompact)) return 1.5;
  let best = q.words.length > 1 ? wordsScore(q.words, name, context) : Infinity;
  if (best <= 2) return best;
  // Typos over the whole name, spaces ignored ("saltlak", "conaughtplace").
  const budget = typoBudget(q.foldCompact.length);
  if (budget > 0 && q.foldCompact.charCodeAt(0) === name.foldCompact.charCodeAt(0)) {
    const whole = boundedDistance(q.foldCompact, name.foldCompact, budget, true);
    if (whole <= budget) best = Math.min(best, 3 + 0.25 * (whole - 1));
    else {
      const prefix = boundedDistance(q.foldCompact, name.foldCompact, budget, false);
      // A typo in a prefix ranks after a typo in a whole name: "puna" is Pune before Punjabi Bagh.
      if (prefix <= budget) best = Math.min(best, 3.1 + 0.25 * (prefix - 1));
    }
  }
  if (q.words.length === 1 && best > 2) {
    // One typed word may still be any word of the name ("west", "lake"); the context alone
    // never makes a match, so it is not searched.
    best = Math.min(best, wordsScore(q.words, name, []));
  }
  return best;
}
