/** The gazetteer against the real data files (what users get) and small fixtures (edge rules). */
import { describe, expect, it } from 'vitest';
import type { City, Locality } from '#src/lib/dataSchemas.ts';
import { cityAliases } from './aliases.ts';
import { decodePlaceId, encodePlaceId } from './placeId.ts';
import { distanceKm } from '#src/lib/geo.ts';
import { localityRadiusKm, PlaceIndex, serviceRadiusKm } from './placeIndex.ts';
import { loadPlaceIndex } from './places.ts';
import { loadDataFile } from '../data/dataFiles.ts';

const index = loadPlaceIndex();
const top = (text: string) => index.suggest(text)[0]?.description;
const all = (text: string) => index.suggest(text).map((s) => s.description);

describe('suggestions over the real data', () => {
  it.each([
    ['korama', 'Koramangala, Bengaluru, Karnataka, India'],
    ['Koramangala', 'Koramangala, Bengaluru, Karnataka, India'],
    ['connaught', 'Connaught Place, Delhi, India'],
    ['salt lake', 'Salt Lake, Kolkata, West Bengal, India'],
    ['saltlake', 'Salt Lake, Kolkata, West Bengal, India'],
    ['banjara', 'Banjara Hills, Hyderabad, Telangana, India'],
    ['andheri west', 'Andheri West, Mumbai, Maharashtra, India'],
    ['pune', 'Pune, Maharashtra, India'],
    ['koramangala bangalore', 'Koramangala, Bengaluru, Karnataka, India'],
    ['bengaluru koramangala', 'Koramangala, Bengaluru, Karnataka, India'],
  ])('%s → %s first', (text, expected) => {
    expect(top(text)).toBe(expected);
  });

  it('finds both Andheris for "andheri"', () => {
    expect(all('andheri').slice(0, 2).sort()).toEqual([
      'Andheri East, Mumbai, Maharashtra, India',
      'Andheri West, Mumbai, Maharashtra, India',
    ]);
  });

  it.each([
    ['koramangla', 'Koramangala, Bengaluru, Karnataka, India'],
    ['bangalor', 'Bengaluru, Karnataka, India'],
    ['hydrabad', 'Hyderabad, Telangana, India'],
    ['hyderbad', 'Hyderabad, Telangana, India'],
    ['gurgoan', 'Gurugram, Haryana, India'],
    ['chenai', 'Chennai, Tamil Nadu, India'],
    ['mumabi', 'Mumbai, Maharashtra, India'],
    ['puna', 'Pune, Maharashtra, India'],
    ['kolkatta', 'Kolkata, West Bengal, India'],
    ['conaught place', 'Connaught Place, Delhi, India'],
    ['tiruvanantapuram', 'Thiruvananthapuram, Kerala, India'],
    ['bhubaneshwar', 'Bhubaneswar, Odisha, India'],
  ])('tolerates the misspelling %s → %s', (text, expected) => {
    expect(top(text)).toBe(expected);
  });

  it.each([
    ['Bangalore', 'Bengaluru, Karnataka, India'],
    ['Bengaluru', 'Bengaluru, Karnataka, India'],
    ['Gurgaon', 'Gurugram, Haryana, India'],
    ['Gurugram', 'Gurugram, Haryana, India'],
    ['Bombay', 'Mumbai, Maharashtra, India'],
    ['Calcutta', 'Kolkata, West Bengal, India'],
    ['Madras', 'Chennai, Tamil Nadu, India'],
    ['Poona', 'Pune, Maharashtra, India'],
    ['Mysore', 'Mysuru, Karnataka, India'],
    ['Mysuru', 'Mysuru, Karnataka, India'],
    ['Trivandrum', 'Thiruvananthapuram, Kerala, India'],
    ['Cochin', 'Kochi, Kerala, India'],
    ['Allahabad', 'Prayagraj, Uttar Pradesh, India'],
    ['Baroda', 'Vadodara, Gujarat, India'],
    ['Vizag', 'Visakhapatnam, Andhra Pradesh, India'],
    ['Pondicherry', 'Puducherry, India'],
    ['New Delhi', 'Delhi, India'],
  ])('knows the other name %s → %s', (text, expected) => {
    expect(top(text)).toBe(expected);
  });

  it('tells spellings apart when both places exist: Bopal is not Bhopal', () => {
    expect(top('bopal')).toBe('Bopal, Ahmedabad, Gujarat, India');
    expect(top('bhopal')).toBe('Bhopal, Madhya Pradesh, India');
  });

  it('puts prefix matches before typos and bigger places before smaller ones', () => {
    const ban = all('ban');
    expect(ban[0]).toBe('Bengaluru, Karnataka, India');
    const band = all('band');
    expect(band.indexOf('Banda, Uttar Pradesh, India')).toBeGreaterThan(
      band.indexOf('Bandra West, Mumbai, Maharashtra, India'),
    );
    expect(band.indexOf('Bandra West, Mumbai, Maharashtra, India')).toBeGreaterThanOrEqual(0);
    const k = all('k');
    expect(k.slice(0, 2)).toEqual(['Kolkata, West Bengal, India', 'Kanpur, Uttar Pradesh, India']);
    // One letter does not reach old names: Varanasi is not "k" (for Kashi).
    expect(k).not.toContain('Varanasi, Uttar Pradesh, India');
  });

  it('shows a town listed twice in the data once', () => {
    expect(all('noida').filter((d) => d === 'Noida, Uttar Pradesh, India')).toHaveLength(1);
  });

  it('answers nothing for nonsense, empty or punctuation-only text, and at most 8 otherwise', () => {
    expect(index.suggest('xyzzyq')).toEqual([]);
    expect(index.suggest('')).toEqual([]);
    expect(index.suggest(' ,.- ')).toEqual([]);
    expect(index.suggest('a')).toHaveLength(8);
    expect(index.suggest('a', undefined, 3)).toHaveLength(3);
  });

  it('ignores case, diacritics and punctuation', () => {
    expect(top('KORAMANGALA!!')).toBe(top('koramangala'));
    expect(top('Bengalūru')).toBe('Bengaluru, Karnataka, India');
    expect(top('salt-lake')).toBe('Salt Lake, Kolkata, West Bengal, India');
  });

  it('shapes each suggestion as the location panel reads it', () => {
    const [s] = index.suggest('korama');
    expect(s).toEqual({
      place_id: encodePlaceId({ kind: 'locality', city: 'bangalore', locality: 'koramangala' }),
      description: 'Koramangala, Bengaluru, Karnataka, India',
      structured_formatting: { main_text: 'Koramangala', secondary_text: 'Bengaluru, Karnataka, India' },
    });
    const [pune] = index.suggest('pune');
    expect(pune!.structured_formatting).toEqual({ main_text: 'Pune', secondary_text: 'Maharashtra, India' });
    expect(pune!.place_id).toBe(encodePlaceId({ kind: 'city', city: 'pune' }));
  });

  it('every alias in the table names a city of the data', () => {
    const slugs = new Set(loadDataFile('cities').map((c) => c.slug));
    expect(Object.keys(cityAliases).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});

describe('resolve', () => {
  it('resolves every suggestion to the same place, served', () => {
    for (const text of ['korama', 'pune', 'salt lake', 'delhi', 'bombay', 'a', 'sector']) {
      for (const s of index.suggest(text)) {
        const address = index.resolve(s.place_id);
        expect(address).not.toBeNull();
        expect(address!.formatted_address).toBe(s.description);
        expect(address!.place_id).toBe(s.place_id);
        expect(address!.serviceable).toBe(true);
        expect(address!.city).toBe(decodePlaceId(s.place_id)!.city);
      }
    }
  });

  it('gives a city with its coordinates and slug', () => {
    expect(index.resolve(encodePlaceId({ kind: 'city', city: 'pune' }))).toEqual({
      formatted_address: 'Pune, Maharashtra, India',
      geometry: { location: { lat: expect.any(Number), lng: expect.any(Number) } },
      place_id: 'Y2l0eTpwdW5l',
      serviceable: true,
      city: 'pune',
    });
  });

  it('is null for unknown or malformed ids', () => {
    expect(index.resolve(encodePlaceId({ kind: 'city', city: 'atlantis' }))).toBeNull();
    expect(index.resolve(encodePlaceId({ kind: 'locality', city: 'pune', locality: 'atlantis' }))).toBeNull();
    expect(index.resolve(encodePlaceId({ kind: 'locality', city: 'atlantis', locality: 'koramangala' }))).toBeNull();
    expect(index.resolve('city:pune')).toBeNull();
    expect(index.resolve('')).toBeNull();
    expect(index.resolve('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBeNull();
  });
});

describe('reverse geocoding of real coordinates', () => {
  it.each([
    [12.9352, 77.6245, 'bangalore', 'Koramangala, Bengaluru, Karnataka, India'],
    [28.6315, 77.2167, 'delhi', 'Connaught Place, Delhi, India'],
    [19.076, 72.8777, 'mumbai', null],
    [22.5726, 88.3639, 'kolkata', null],
    [17.385, 78.4867, 'hyderabad', null],
    [18.5204, 73.8567, 'pune', null],
    [13.0827, 80.2707, 'chennai', null],
    [26.9124, 75.7873, 'jaipur', null],
    [23.2599, 77.4126, 'bhopal', 'Bhopal, Madhya Pradesh, India'],
    [26.1445, 91.7362, 'guwahati', 'Guwahati, Assam, India'],
  ])('%f,%f is in %s', (lat, lng, city, formatted) => {
    const address = index.reverse(lat, lng);
    expect(address.city).toBe(city);
    expect(address.serviceable).toBe(true);
    expect(address.geometry.location).toEqual({ lat, lng });
    expect(address.place_id).toBeDefined();
    expect(index.resolve(address.place_id!)!.city).toBe(city);
    if (formatted) expect(address.formatted_address).toBe(formatted);
    else expect(address.formatted_address).toMatch(/, India$/);
  });

  it.each([
    [20.0, 65.0, 'the Arabian Sea'],
    [33.0, 80.0, 'remote Ladakh'],
    [10.0, 92.0, 'the Andaman Sea'],
    [-33.87, 151.21, 'Sydney'],
  ])('%f,%f (%s) is unserviceable, with the distance to the nearest city', (lat, lng) => {
    const address = index.reverse(lat, lng);
    expect(address).toEqual({
      formatted_address: expect.stringMatching(/^\d+ km from [^,]+, .*India$/),
      geometry: { location: { lat, lng } },
      serviceable: false,
      city: null,
    });
    expect(address).not.toHaveProperty('place_id');
  });

  it('rounds coordinates to six decimals', () => {
    expect(index.reverse(12.93520004, 77.62449996).geometry.location).toEqual({ lat: 12.9352, lng: 77.6245 });
  });

  it('serves a point up to the service radius from a city centre and not beyond', () => {
    const pune = index.resolve(encodePlaceId({ kind: 'city', city: 'pune' }))!.geometry.location;
    // Due east of Pune, where there is no other city or locality of the data.
    const degPerKm = 1 / (111.32 * Math.cos((pune.lat * Math.PI) / 180));
    const inside = index.reverse(pune.lat, pune.lng + (serviceRadiusKm - 1) * degPerKm);
    const outside = index.reverse(pune.lat, pune.lng + (serviceRadiusKm + 1) * degPerKm);
    expect(inside).toMatchObject({ serviceable: true, city: 'pune', formatted_address: 'Pune, Maharashtra, India' });
    expect(outside).toMatchObject({
      serviceable: false,
      city: null,
      formatted_address: '41 km from Pune, Maharashtra, India',
    });
    expect(index.cityAt(inside.geometry.location.lat, inside.geometry.location.lng)).toEqual({ slug: 'pune' });
    expect(index.cityAt(outside.geometry.location.lat, outside.geometry.location.lng)).toBeNull();
  });
});

describe('rules on small fixtures', () => {
  const city = (
    slug: string,
    name: string,
    state: string,
    lat: number,
    lng: number,
    population: number | null,
  ): City => ({ slug, name, state, lat, lng, population });
  const cities = [
    city('noida', 'Noida', 'Uttar Pradesh', 28.58, 77.33, 640000),
    city('noida-1', 'Noida', 'Uttar Pradesh', 28.58, 77.33, 640000),
    city('delhi', 'Delhi', 'Delhi', 28.65, 77.23, 11000000),
    city('pune', 'Pune', 'Maharashtra', 18.52, 73.86, 3100000),
    city('guna', 'Guna', 'Madhya Pradesh', 24.65, 77.31, 180000),
    city('sarni', 'Sarni', 'Madhya Pradesh', 22.1, 78.17, null),
  ];
  const localities: Locality[] = [
    { city: 'delhi', name: 'Sector 5', lat: 28.6, lng: 77.2 },
    { city: 'delhi', name: 'Sector-5', lat: 28.61, lng: 77.21 },
    { city: 'delhi', name: 'Delhi', lat: 28.65, lng: 77.23 },
    { city: 'pune', name: 'Sector 5', lat: 18.5, lng: 73.8 },
    { city: 'atlantis', name: 'Harbour', lat: 20, lng: 75 },
  ];
  const small = new PlaceIndex(cities, localities);

  it('leaves the state out where it repeats the city', () => {
    expect(small.suggest('delhi')[0]!.description).toBe('Delhi, India');
    expect(small.suggest('sector 5 delhi')[0]!.description).toBe('Sector 5, Delhi, India');
  });

  it('skips localities of unknown cities and those named like their city; gives clashing slugs distinct ids', () => {
    expect(small.size).toEqual({ cities: 6, localities: 3 });
    const ids = small.suggest('sector 5', undefined, 8).map((s) => decodePlaceId(s.place_id));
    expect(ids).toContainEqual({ kind: 'locality', city: 'delhi', locality: 'sector-5' });
    expect(ids).toContainEqual({ kind: 'locality', city: 'delhi', locality: 'sector-5-2' });
    expect(ids).toContainEqual({ kind: 'locality', city: 'pune', locality: 'sector-5' });
  });

  it('ranks places near a given point first among equal matches', () => {
    expect(small.suggest('sector 5')[0]!.description).toBe('Sector 5, Delhi, India');
    expect(small.suggest('sector 5', { lat: 18.52, lng: 73.86 })[0]!.description).toBe(
      'Sector 5, Pune, Maharashtra, India',
    );
  });

  it('keeps both data entries of one town resolvable, and reverse picks the first by slug', () => {
    expect(small.resolve(encodePlaceId({ kind: 'city', city: 'noida-1' }))!.city).toBe('noida-1');
    expect(small.reverse(28.58, 77.33).city).toBe('noida');
  });

  it('ranks a city with no population like a small town', () => {
    expect(small.suggest('sarni')[0]!.description).toBe('Sarni, Madhya Pradesh, India');
  });

  it('finds the nearest locality only within the locality radius', () => {
    const near = small.reverse(18.5, 73.8 + (0.9 * localityRadiusKm) / 105.5);
    expect(near.formatted_address).toBe('Sector 5, Pune, Maharashtra, India');
    const between = small.reverse(18.5, 73.8 + (1.2 * localityRadiusKm) / 105.5);
    expect(between.formatted_address).toBe('Pune, Maharashtra, India');
  });

  it('works with no data at all', () => {
    const empty = new PlaceIndex([], []);
    expect(empty.suggest('pune')).toEqual([]);
    expect(empty.reverse(18.5, 73.8)).toEqual({
      formatted_address: '18.5, 73.8',
      geometry: { location: { lat: 18.5, lng: 73.8 } },
      serviceable: false,
      city: null,
    });
    expect(empty.cityAt(18.5, 73.8)).toBeNull();
  });

  it('measures distances on the sphere', () => {
    expect(distanceKm(12.9716, 77.5946, 13.0827, 80.2707)).toBeGreaterThan(285);
    expect(distanceKm(12.9716, 77.5946, 13.0827, 80.2707)).toBeLessThan(295);
  });
});
