/** Distances and offsets on the Earth's surface, good to a few metres at city scale. */

/** A point given as latitude and longitude in degrees. */
export interface Point {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371.0088;
const toRad = Math.PI / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(s)));
}

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
