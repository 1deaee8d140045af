/** How every endpoint reads a latitude or longitude typed into a query string. */

// Plain decimal degrees only: no exponents, hex, Infinity or NaN, which Number() would take.
const decimal = /^[+-]?(?:\d{1,3}(?:\.\d*)?|\.\d+)$/;
const maxNumberLength = 32;

/** Degrees from text such as "12.9352" within ±`limit`, or null ("0x0C", "1.29e1", "" and "Infinity" are refused). */
export function parseCoordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (trimmed.length > maxNumberLength || !decimal.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}
