/** Texts and constants of the location landing screen (the spec's words). */

/** The headings the landing screen rotates through. */
export const rotatingHeadings = [
  'Movie marathon?',
  'Unexpected guests?',
  'Late night at office?',
  'Game night?',
  'Hungry?',
  'Cooking gone wrong?',
] as const;
/** How long each heading stays. */
export const headingRotationMs = 4000;
/** The popular cities under the search box, as the diner reads them. */
export const popularCities = [
  'Ahmedabad',
  'Bangalore',
  'Chennai',
  'Delhi',
  'Gurgaon',
  'Hyderabad',
  'Kolkata',
  'Mumbai',
  'Pune',
] as const;

/** The heading shown `elapsed` ms after the screen opened. */
export function headingAt(elapsedMs: number): string {
  const index = Math.floor(Math.max(0, elapsedMs) / headingRotationMs) % rotatingHeadings.length;
  return rotatingHeadings[index]!;
}
