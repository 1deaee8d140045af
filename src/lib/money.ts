/** Money: what a dish costs (one price rule) and how an amount in hundredths (paise) shows in rupees (one formatter). */
import type { Dish } from './catalogTypes.ts';

/**
 * Digits of a whole number grouped the Indian way (1,23,45,678): the last three, then pairs.
 * Written out rather than built with Intl.NumberFormat, whose two en-IN formatters took about 17 ms
 * of main thread to construct, on the menu's hydration path.
 */
function indianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** Rupees text of an amount in paise, e.g. 24900 → '₹249', 24950 → '₹249.50', 12345600 → '₹1,23,456'. */
export function rupees(paise: number): string {
  const rounded = Math.round(paise);
  const sign = rounded < 0 ? '-' : '';
  const magnitude = Math.abs(rounded);
  const whole = indianDigits(Math.floor(magnitude / 100));
  const hundredths = magnitude % 100;
  return `₹${sign}${whole}${hundredths ? `.${String(hundredths).padStart(2, '0')}` : ''}`;
}

/** True for a usable amount of money: a finite number, zero or more. */
export const isAmount = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The price a dish is sold at, in paise, or null when it has none: the final (discounted) price,
 * else the price, else the default price (dishes priced only by variants carry just that).
 */
export function priceOf(dish: Pick<Dish, 'finalPrice' | 'price' | 'defaultPrice'>): number | null {
  if (isAmount(dish.finalPrice)) return dish.finalPrice;
  if (isAmount(dish.price)) return dish.price;
  if (isAmount(dish.defaultPrice)) return dish.defaultPrice;
  return null;
}
