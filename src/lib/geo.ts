/** Distances on the Earth's surface, one rule for the catalog and the places service. */

/** A point given as latitude and longitude in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371.0088;
const toRad = Math.PI / 180;

/** Great-circle distance in kilometres between two points (haversine; good to a few metres at city scale). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(s)));
}
