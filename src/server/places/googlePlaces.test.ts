import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResolvedAddress } from '#src/lib/addressTypes.ts';
import { GooglePlacesProvider } from './googlePlaces.ts';
import { PlacesUnavailableError, type PlacesProvider } from './provider.ts';

/** A fake Google Maps web service on loopback: each test sets what a path answers. */
type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number };
let server: Server;
let baseUrl: string;
let replies: Record<string, Reply>;
let seen: URL[];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    const reply = replies[url.pathname] ?? { status: 404, raw: 'not found' };
    setTimeout(() => {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify(reply.body));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  replies = {};
  seen = [];
});

const fallbackAddress: ResolvedAddress = {
  formatted_address: '513 km from Porbandar, Gujarat, India',
  geometry: { location: { lat: 20, lng: 65 } },
  serviceable: false,
  city: null,
};
const fallback: PlacesProvider = {
  suggest: async () => [],
  resolve: async () => null,
  reverse: async () => fallbackAddress,
};
// Served: north of 10°N and west of 80°E stands in for "near a served city".
const serviceArea = { cityAt: (lat: number, lng: number) => (lat > 10 && lng < 80 ? { slug: 'bangalore' } : null) };
const provider = (timeoutMs = 2000, url = baseUrl) =>
  new GooglePlacesProvider({ apiKey: 'test-key', baseUrl: url, timeoutMs, serviceArea, fallback });

const prediction = (id: string, main: string, secondary: string) => ({
  place_id: id,
  description: `${main}, ${secondary}`,
  structured_formatting: { main_text: main, secondary_text: secondary },
  types: ['sublocality'],
});

describe('suggest', () => {
  it('asks Place Autocomplete for India with the key and maps the predictions', async () => {
    replies['/maps/api/place/autocomplete/json'] = {
      body: { status: 'OK', predictions: [prediction('ChIJ_abc-1', 'Koramangala', 'Bengaluru, Karnataka, India')] },
    };
    const out = await provider().suggest('korama');
    expect(out).toEqual([
      {
        place_id: 'ChIJ_abc-1',
        description: 'Koramangala, Bengaluru, Karnataka, India',
        structured_formatting: { main_text: 'Koramangala', secondary_text: 'Bengaluru, Karnataka, India' },
      },
    ]);
    const asked = seen[0]!.searchParams;
    expect(asked.get('input')).toBe('korama');
    expect(asked.get('components')).toBe('country:in');
    expect(asked.get('key')).toBe('test-key');
    expect(asked.has('location')).toBe(false);
  });

  it('biases to a point when given one, and keeps to the limit', async () => {
    replies['/maps/api/place/autocomplete/json'] = {
      body: {
        status: 'OK',
        predictions: [prediction('a1', 'A', 'X'), prediction('b2', 'B', 'X'), prediction('c3', 'C', 'X')],
      },
    };
    const out = await provider().suggest('a', { lat: 12.9, lng: 77.6 }, 2);
    expect(out.map((p) => p.place_id)).toEqual(['a1', 'b2']);
    expect(seen[0]!.searchParams.get('location')).toBe('12.9,77.6');
    expect(seen[0]!.searchParams.get('radius')).toBe('50000');
  });

  it('drops predictions it could not hand back (bad id, missing texts) and fills a missing secondary text', async () => {
    replies['/maps/api/place/autocomplete/json'] = {
      body: {
        status: 'OK',
        predictions: [
          prediction('bad id with spaces', 'A', 'X'),
          { place_id: 'ok1', description: 'Goa, India', structured_formatting: { main_text: 'Goa' } },
          { place_id: 'ok2' },
          'nonsense',
        ],
      },
    };
    const out = await provider().suggest('goa');
    expect(out).toEqual([
      { place_id: 'ok1', description: 'Goa, India', structured_formatting: { main_text: 'Goa', secondary_text: '' } },
    ]);
  });

  it('answers nothing for ZERO_RESULTS', async () => {
    replies['/maps/api/place/autocomplete/json'] = { body: { status: 'ZERO_RESULTS', predictions: [] } };
    expect(await provider().suggest('qqqq')).toEqual([]);
  });
});

describe('resolve', () => {
  it('asks Place Details and adds the served city', async () => {
    replies['/maps/api/place/details/json'] = {
      body: {
        status: 'OK',
        result: {
          formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
          geometry: { location: { lat: 12.9352, lng: 77.6245 } },
          place_id: 'ChIJ_abc-1',
        },
      },
    };
    expect(await provider().resolve('ChIJ_abc-1')).toEqual({
      formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
      geometry: { location: { lat: 12.9352, lng: 77.6245 } },
      place_id: 'ChIJ_abc-1',
      serviceable: true,
      city: 'bangalore',
    });
    expect(seen[0]!.searchParams.get('place_id')).toBe('ChIJ_abc-1');
    expect(seen[0]!.searchParams.get('fields')).toBe('formatted_address,geometry,place_id');
  });

  it('marks an address far from every served city unserviceable', async () => {
    replies['/maps/api/place/details/json'] = {
      body: {
        status: 'OK',
        result: { formatted_address: 'Leh, Ladakh, India', geometry: { location: { lat: 34.15, lng: 81.5 } } },
      },
    };
    const out = await provider().resolve('leh1');
    expect(out).toMatchObject({ serviceable: false, city: null, place_id: 'leh1' });
  });

  it('is null for NOT_FOUND and INVALID_REQUEST, and for an id it would never send', async () => {
    replies['/maps/api/place/details/json'] = { body: { status: 'NOT_FOUND' } };
    expect(await provider().resolve('gone')).toBeNull();
    replies['/maps/api/place/details/json'] = { body: { status: 'INVALID_REQUEST' } };
    expect(await provider().resolve('weird')).toBeNull();
    expect(await provider().resolve('has space')).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('refuses an answer without coordinates', async () => {
    replies['/maps/api/place/details/json'] = {
      body: { status: 'OK', result: { formatted_address: 'Somewhere', geometry: { location: { lat: 'x' } } } },
    };
    await expect(provider().resolve('abc')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});

describe('reverse', () => {
  it('asks Geocoding and keeps the asked-for point', async () => {
    replies['/maps/api/geocode/json'] = {
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: '80 Feet Rd, Koramangala, Bengaluru, Karnataka 560034, India',
            geometry: { location: { lat: 12.9351, lng: 77.6244 } },
            place_id: 'ChIJ_road',
          },
        ],
      },
    };
    expect(await provider().reverse(12.9352, 77.6245)).toEqual({
      formatted_address: '80 Feet Rd, Koramangala, Bengaluru, Karnataka 560034, India',
      geometry: { location: { lat: 12.9352, lng: 77.6245 } },
      place_id: 'ChIJ_road',
      serviceable: true,
      city: 'bangalore',
    });
    expect(seen[0]!.searchParams.get('latlng')).toBe('12.9352,77.6245');
  });

  it('falls back to the gazetteer where the service finds nothing', async () => {
    replies['/maps/api/geocode/json'] = { body: { status: 'ZERO_RESULTS', results: [] } };
    expect(await provider().reverse(20, 65)).toBe(fallbackAddress);
  });
});

describe('failures become PlacesUnavailableError, without the key in the message', () => {
  const cases: [string, Reply][] = [
    ['an HTTP error', { status: 500, raw: 'oops' }],
    ['a refused key', { body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } }],
    ['an exhausted quota', { body: { status: 'OVER_QUERY_LIMIT' } }],
    ['a body that is not JSON', { raw: '<html>' }],
    ['a body without a status', { body: { predictions: [] } }],
    ['predictions that are not a list', { body: { status: 'OK', predictions: 'none' } }],
    ['a slow answer', { body: { status: 'OK', predictions: [] }, delayMs: 500 }],
  ];
  it.each(cases)('%s', async (_name, reply) => {
    replies['/maps/api/place/autocomplete/json'] = reply;
    const error = await provider(150)
      .suggest('pune')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(PlacesUnavailableError);
    expect(String((error as Error).message)).not.toContain('test-key');
  });

  it('a service that is not there', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(provider(1000, `http://127.0.0.1:${port}`).reverse(12.9, 77.6)).rejects.toBeInstanceOf(
      PlacesUnavailableError,
    );
  });
});
