/**
 * Typo primitives of the place search: the typo budget and bounded edit distances. The text
 * normaliser and spelling fold are the catalog's too (src/lib/textNormal.ts).
 */

/**
 * How many typos a typed word may carry and still match: none for 1–3 characters (too many
 * short words are one edit apart), one for 4–7, two from 8 on.
 */
export function typoBudget(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap neighbours) between `a`
 * and the closest PREFIX of `b` (or all of `b` when `wholeWord`), or `max + 1` as soon as it
 * is certain to exceed `max`. Banded to |i - j| <= max, so a check costs O(|a| * max).
 */
export function boundedDistance(a: string, b: string, max: number, wholeWord: boolean): number {
  const n = a.length;
  const m = b.length;
  const over = max + 1;
  if (wholeWord && Math.abs(n - m) > max) return over;
  if (n === 0) return wholeWord ? Math.min(m, over) : 0;
  // Rows of the DP over a (i) and b (j); three rows for the transposition step.
  let prev2 = new Array<number>(m + 1).fill(over);
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= n; i++) {
    cur.fill(over);
    cur[0] = i <= max ? i : over;
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    let rowMin = cur[0]!;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j - 1]! + cost, prev[j]! + 1, cur[j - 1]! + 1);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = Math.min(d, over);
      if (cur[j]! < rowMin) rowMin = cur[j]!;
    }
    if (rowMin > max) return over;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  if (wholeWord) return Math.min(prev[m]!, over);
  // A prefix of b: the best cell of the last row.
  let best = over;
  for (let j = 0; j <= m; j++) if (prev[j]! < best) best = prev[j]!;
  return best;
}
