/** Splits a list into `count` columns of near-equal length, keeping the order (column by column). */
export function splitIntoColumns<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}
