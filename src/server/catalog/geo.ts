/** Offsets and bounding boxes on the Earth's surface (distances: src/lib/geo.ts). */

import type { LatLng } from '#src/lib/geo.ts';

/** A point given as latitude and longitude in degrees. */
export type Point = LatLng;

const toRad = Math.PI / 180;

/** The point `km` away from (lat, lng) in the direction `bearing` (radians from north). */
export function offsetPoint(lat: number, lng: number, km: number, bearing: number): Point {
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.max(0.05, Math.cos(lat * toRad)));
  return { lat: lat + dLat, lng: lng + dLng };
}

/** Degrees of latitude and longitude that cover `km` around a latitude (for bounding boxes). */
export function degreesFor(km: number, lat: number): { dLat: number; dLng: number } {
  return { dLat: km / 110.57, dLng: km / (111.32 * Math.max(0.05, Math.cos(lat * toRad))) };
}
