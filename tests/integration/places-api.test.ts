/** GET /api/search and GET /api/address, called as Astro calls them, over the real data. */
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import type { AddressResponse, PlaceSuggestionsResponse } from '#src/lib/addressTypes.ts';
import * as address from '#src/pages/api/address.ts';
import * as search from '#src/pages/api/search.ts';

type Route = (context: APIContext) => Response | Promise<Response>;

async function call(
  route: Route,
  path: string,
  method = 'GET',
): Promise<{ status: number; body: any; headers: Headers }> {
  const url = new URL(path, 'http://localhost');
  const request = new Request(url, { method });
  const response = await route({ request, url, params: {} } as unknown as APIContext);
  return { status: response.status, body: await response.json(), headers: response.headers };
}
const searchFor = (query: string) => call(search.GET, `/api/search?${query}`);
const addressFor = (query: string) => call(address.GET, `/api/address?${query}`);

describe('GET /api/search', () => {
  it('answers suggestions in the spec shape', async () => {
    const { status, body, headers } = await searchFor('search=korama');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    const data = (body as PlaceSuggestionsResponse).data;
    expect(data[0]).toEqual({
      place_id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      description: 'Koramangala, Bengaluru, Karnataka, India',
      structured_formatting: { main_text: 'Koramangala', secondary_text: 'Bengaluru, Karnataka, India' },
    });
  });

  it('trims the text, answers at most 8, and an empty list for no match', async () => {
    expect((await searchFor('search=%20%20pune%20')).body.data[0].description).toBe('Pune, Maharashtra, India');
    expect((await searchFor('search=a')).body.data).toHaveLength(8);
    expect(await searchFor('search=xyzzyq')).toMatchObject({ status: 200, body: { data: [] } });
    expect(await searchFor(`search=${'a'.repeat(30)}`)).toMatchObject({ status: 200, body: { data: [] } });
  });

  it.each([
    ['no search', ''],
    ['an empty search', 'search='],
    ['a blank search', 'search=%20%20%20'],
    ['a search over 30 characters', `search=${'a'.repeat(31)}`],
    ['search twice', 'search=pune&search=delhi'],
  ])('refuses %s with 400 naming search', async (_name, query) => {
    const { status, body } = await searchFor(query);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Bad Request: search: /);
  });

  it('refuses other methods with 405', async () => {
    const { status, body, headers } = await call(search.ALL, '/api/search?search=pune', 'POST');
    expect(status).toBe(405);
    expect(body).toEqual({ message: 'Method Not Allowed', error: 'Method Not Allowed' });
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/address', () => {
  it('resolves a suggestion to the address the client stores, with a CSRF token', async () => {
    const [first] = (await searchFor('search=korama')).body.data;
    const { status, body, headers } = await addressFor(`place_id=${first.place_id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body as AddressResponse).toEqual({
      data: [
        {
          formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
          geometry: { location: { lat: expect.any(Number), lng: expect.any(Number) } },
          place_id: first.place_id,
          serviceable: true,
          city: 'bangalore',
        },
      ],
      // Signed like the listing's (issue time, nonce, HMAC), so POST /api/update accepts it.
      csrfToken: expect.stringMatching(/^[0-9a-z]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
    });
    const again = await addressFor(`place_id=${first.place_id}`);
    expect(again.body.csrfToken).not.toBe(body.csrfToken);
  });

  it.each([
    ['latlng=12.9352,77.6245', 'Koramangala, Bengaluru, Karnataka, India', 'bangalore'],
    ['latlng=12.9352,%2077.6245', 'Koramangala, Bengaluru, Karnataka, India', 'bangalore'],
    ['lat=28.6315&lng=77.2167', 'Connaught Place, Delhi, India', 'delhi'],
    ['lat=%2B18.5204&lng=73.8567', null, 'pune'],
  ])('reverse-geocodes %s', async (query, formatted, city) => {
    const { status, body } = await addressFor(query);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ serviceable: true, city });
    if (formatted) expect(body.data[0].formatted_address).toBe(formatted);
  });

  it('answers a point far from every served city with an unserviceable address at that point', async () => {
    const { status, body } = await addressFor('latlng=20.0,65.0');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        formatted_address: expect.stringMatching(/^\d+ km from .+, India$/),
        geometry: { location: { lat: 20, lng: 65 } },
        serviceable: false,
        city: null,
      },
    ]);
    expect(body.csrfToken).toEqual(expect.any(String));
  });

  it('answers 404 for a well-formed place id that names no place', async () => {
    const unknown = Buffer.from('city:atlantis').toString('base64url');
    for (const id of [unknown, 'ChIJN1t_tDeuEmsRUsoyG83frY4', 'abc']) {
      const { status, body } = await addressFor(`place_id=${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'place_id: no place has this id', error: 'place_id: no place has this id' });
    }
  });

  it.each([
    ['nothing', '', 'place_id'],
    ['an empty place_id', 'place_id=', 'place_id'],
    ['a place_id with foreign characters', 'place_id=city%3Apune', 'place_id'],
    ['a place_id with spaces', 'place_id=a%20b', 'place_id'],
    ['an over-long place_id', `place_id=${'a'.repeat(513)}`, 'place_id'],
    ['place_id twice', 'place_id=abc&place_id=def', 'place_id'],
    ['place_id and latlng', 'place_id=abc&latlng=12,77', 'place_id'],
    ['place_id and lat, lng', 'place_id=abc&lat=12&lng=77', 'place_id'],
    ['latlng and lat, lng', 'latlng=12,77&lat=12&lng=77', 'latlng'],
    ['an empty latlng', 'latlng=', 'latlng'],
    ['one number', 'latlng=12.93', 'latlng'],
    ['three numbers', 'latlng=12.93,77.62,5', 'latlng'],
    ['words', 'latlng=north,east', 'latlng'],
    ['a missing half', 'latlng=12.93,', 'latlng'],
    ['latitude out of range', 'latlng=91,77', 'latlng'],
    ['longitude out of range', 'latlng=12,181', 'latlng'],
    ['NaN', 'latlng=NaN,77', 'latlng'],
    ['Infinity', 'latlng=Infinity,77', 'latlng'],
    ['an exponent', 'latlng=1e1,77', 'latlng'],
    ['hex', 'latlng=0x10,77', 'latlng'],
    ['a semicolon', 'latlng=12.93;77.62', 'latlng'],
    ['a huge number', `latlng=12.${'9'.repeat(100)},77`, 'latlng'],
    ['latlng twice', 'latlng=12,77&latlng=13,78', 'latlng'],
    ['lat without lng', 'lat=12.93', 'lng'],
    ['lng without lat', 'lng=77.62', 'lat'],
    ['a bad lat', 'lat=abc&lng=77', 'lat'],
    ['an empty lat', 'lat=&lng=77', 'lat'],
    ['a lng out of range', 'lat=12&lng=-180.5', 'lng'],
  ])('refuses %s with 400 naming %s', async (_name, query, field) => {
    const { status, body } = await addressFor(query);
    expect(status).toBe(400);
    expect(body.error).toMatch(new RegExp(`^Bad Request: ${field}: `));
  });

  it('takes the edges of the coordinate ranges', async () => {
    for (const query of ['latlng=90,180', 'latlng=-90,-180', 'latlng=0,0', 'lat=-0&lng=.5']) {
      const { status, body } = await addressFor(query);
      expect(status).toBe(200);
      expect(body.data[0].serviceable).toBe(false);
    }
  });

  it('refuses other methods with 405', async () => {
    const { status, headers } = await call(address.ALL, '/api/address?latlng=12,77', 'DELETE');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});
