/** Reading back the count a total-ratings text stands for, for catalogs that send the words alone. */

/** The count in a total-ratings string ('1K+ ratings' → 1000, '1.2K+ ratings' → 1200), or null. */
export function ratingCount(text: string | undefined): number | null {
  const match = /([\d.,]+)\s*([KkLl]?)/.exec(text ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  const unit = match[2]?.toUpperCase();
  return Math.round(value * (unit === 'K' ? 1_000 : unit === 'L' ? 100_000 : 1));
}
