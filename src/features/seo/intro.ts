/** The introduction of a city or cuisine page: the editors' `intro` from the data file, else a sentence made from the page's numbers. */

/** Paragraphs of an editor's intro (blank lines separate them), or the fallback as one paragraph. */
export function introParagraphs(intro: string | undefined, fallback: string): string[] {
  const paragraphs = (intro ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.length ? paragraphs : [fallback];
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The fallback intro of a city page. */
export function cityIntroFallback(
  city: { name: string; state: string },
  restaurantCount: number,
  topCuisines: readonly string[],
): string {
  const cuisines = topCuisines.length ? ` Diners here order ${listInWords(topCuisines.slice(0, 3))} most often.` : '';
  return `Restaurants across ${city.name}, ${city.state}, deliver through us: ${restaurantCount} of them, with their menus, prices and ratings.${cuisines}`;
}

/** The fallback intro of a cuisine page. */
export function cuisineIntroFallback(cuisine: { name: string }, restaurantCount: number, cityCount: number): string {
  return `${restaurantCount} restaurants in ${cityCount} ${cityCount === 1 ? 'city' : 'cities'} serve ${cuisine.name} food. Set your delivery location to see those that deliver to you.`;
}
