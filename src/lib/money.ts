/** Money: what a dish costs (one price rule) and how an amount in hundredths (paise) shows in rupees (one formatter). */
import type { Dish } from './catalogTypes.ts';

const rupeeFormats = {
  whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  paise: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Rupees text of an amount in paise, e.g. 24900 → '₹249', 24950 → '₹249.50', 12345600 → '₹1,23,456'. */
export function rupees(paise: number): string {
  const rounded = Math.round(paise);
  return `₹${(rounded % 100 === 0 ? rupeeFormats.whole : rupeeFormats.paise).format(rounded / 100)}`;
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
