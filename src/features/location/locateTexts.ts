/** The location landing screen's rotating headings and popular cities (the spec's words in ./messages/en.ts). */
import { locationMessages } from './messages/en.ts';

/** The catalogue keys of the headings the landing screen rotates through, in order. */
export const headingKeys = [
  'headingMovieMarathon',
  'headingGuests',
  'headingLateNight',
  'headingGameNight',
  'headingHungry',
  'headingCooking',
] as const;
/** The headings in English (the spec's words); the screen shows them in the page's language. */
export const rotatingHeadings = headingKeys.map((key) => locationMessages.base[key]);
/** How long each heading stays. */
export const headingRotationMs = 4000;
/**
 * The popular cities under the search box, as the diner reads them. Kept as written in every
 * language: each is also the place name searched for when tapped.
 */
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

/** The index of the heading shown `elapsed` ms after the screen opened. */
export function headingIndexAt(elapsedMs: number): number {
  return Math.floor(Math.max(0, elapsedMs) / headingRotationMs) % headingKeys.length;
}

/** The English heading shown `elapsed` ms after the screen opened. */
export function headingAt(elapsedMs: number): string {
  return rotatingHeadings[headingIndexAt(elapsedMs)]!;
}
