/** The catalog's geographic index: restaurants on a 0.1° grid, and the cities around a point. */
import type { City } from '#src/lib/dataSchemas.ts';
import type { CatalogData } from './generator.ts';
import { distanceKm } from '#src/lib/geo.ts';
import { degreesFor, type Point } from './geo.ts';
import { LRUCache } from 'lru-cache';

const gridCellDegrees = 0.1;

/** Restaurants near a point: indexes and straight-line distances, in a stable order. */
export interface Nearby {
  idx: Int32Array;
  dist: Float64Array;
}

function cellKey(latCell: number, lngCell: number): number {
  return latCell * 10_000 + lngCell;
}

/** Which restaurants deliver to a point, and which city a point belongs to. */
export class GeoIndex {
  private readonly grid = new Map<number, Int32Array>();
  private readonly nearbyCache = new LRUCache<string, Nearby>({ max: 512 });
  private readonly data: CatalogData;
  /** Straight-line delivery radius in km. */
  readonly radiusKm: number;

  /** Puts every restaurant of `data` in its grid cell. */
  constructor(data: CatalogData, radiusKm: number) {
    this.data = data;
    this.radiusKm = radiusKm;
    const cells = new Map<number, number[]>();
    for (let r = 0; r < data.count; r++) {
      const key = cellKey(
        Math.floor((data.lat[r] ?? 0) / gridCellDegrees),
        Math.floor((data.lng[r] ?? 0) / gridCellDegrees),
      );
      const list = cells.get(key);
      if (list) list.push(r);
      else cells.set(key, [r]);
    }
    for (const [key, list] of cells) this.grid.set(key, Int32Array.from(list));
  }

  /** Straight-line distance from a point to restaurant r. */
  distanceTo(point: Point, r: number): number {
    return distanceKm(point.lat, point.lng, this.data.lat[r] ?? 0, this.data.lng[r] ?? 0);
  }

  /** Restaurants within the delivery radius of a point (cached per point). */
  nearby(point: Point): Nearby {
    const key = `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
    const cached = this.nearbyCache.get(key);
    if (cached) return cached;
    const { dLat, dLng } = degreesFor(this.radiusKm, point.lat);
    const lat0 = Math.floor((point.lat - dLat) / gridCellDegrees);
    const lat1 = Math.floor((point.lat + dLat) / gridCellDegrees);
    const lng0 = Math.floor((point.lng - dLng) / gridCellDegrees);
    const lng1 = Math.floor((point.lng + dLng) / gridCellDegrees);
    const idx: number[] = [];
    const dist: number[] = [];
    for (let a = lat0; a <= lat1; a++) {
      for (let b = lng0; b <= lng1; b++) {
        const cell = this.grid.get(cellKey(a, b));
        if (!cell) continue;
        for (const r of cell) {
          const d = this.distanceTo(point, r);
          if (d <= this.radiusKm) {
            idx.push(r);
            dist.push(d);
          }
        }
      }
    }
    const result = { idx: Int32Array.from(idx), dist: Float64Array.from(dist) };
    this.nearbyCache.set(key, result);
    return result;
  }

  /** True when at least one restaurant delivers to the point. */
  isServiceable(point: Point): boolean {
    return this.nearby(point).idx.length > 0;
  }

  /** Cities by distance from a point, nearest first (the first `limit`). */
  citiesByDistance(point: Point, limit = Infinity): { city: City; km: number }[] {
    const cities = this.data.inputs.cities;
    const km = new Float64Array(cities.length);
    for (let i = 0; i < cities.length; i++)
      km[i] = distanceKm(point.lat, point.lng, cities[i]?.lat ?? 0, cities[i]?.lng ?? 0);
    const order = Array.from(cities.keys()).sort((a, b) => (km[a] ?? 0) - (km[b] ?? 0) || a - b);
    return order.slice(0, Math.min(limit, order.length)).map((i) => ({ city: cities[i] as City, km: km[i] ?? 0 }));
  }

  /** The city a point belongs to: the city of the nearest restaurant, else the nearest city. */
  cityOf(point: Point): City {
    const near = this.nearby(point);
    let best = -1;
    let bestKm = Infinity;
    for (let k = 0; k < near.idx.length; k++) {
      if ((near.dist[k] ?? Infinity) < bestKm) {
        bestKm = near.dist[k] ?? Infinity;
        best = near.idx[k] ?? -1;
      }
    }
    const cities = this.data.inputs.cities;
    if (best >= 0) return cities[this.data.city[best] ?? 0] as City;
    return (this.citiesByDistance(point, 1)[0]?.city ?? cities[0]) as City;
  }
}
