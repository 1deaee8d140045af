import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http.ts';
import { GooglePlacesProvider } from './googlePlaces.ts';
import { createPlaces, EmbeddedPlaces } from './places.ts';
import { placesCall } from './placesHttp.ts';
import { PlacesUnavailableError } from './provider.ts';

describe('createPlaces', () => {
  it('is the embedded gazetteer by default', async () => {
    const places = createPlaces();
    expect(places).toBeInstanceOf(EmbeddedPlaces);
    expect((await places.suggest('pune'))[0]!.description).toBe('Pune, Maharashtra, India');
    expect((await places.reverse(18.5204, 73.8567)).city).toBe('pune');
    expect(await places.resolve('nope')).toBeNull();
    expect(createPlaces({ provider: ' Embedded ' })).toBeInstanceOf(EmbeddedPlaces);
  });

  it('is the Google-compatible provider when configured with a key', () => {
    expect(createPlaces({ provider: 'google', apiKey: 'k', baseUrl: 'http://127.0.0.1:9' })).toBeInstanceOf(
      GooglePlacesProvider,
    );
  });

  it('refuses a configuration it cannot serve', () => {
    expect(() => createPlaces({ provider: 'google' })).toThrow(/PLACES_API_KEY/);
    expect(() => createPlaces({ provider: 'mapquest' })).toThrow(/PLACES_PROVIDER/);
  });
});

describe('placesCall', () => {
  it('turns an unavailable hosted provider into a 503 and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await placesCall(() => Promise.reject(new PlacesUnavailableError('places service: HTTP 500'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(log).toHaveBeenCalledWith('[places] places service: HTTP 500');
    log.mockRestore();
  });

  it('passes answers and other errors through', async () => {
    expect(await placesCall(async () => 42)).toBe(42);
    await expect(placesCall(() => Promise.reject(new TypeError('bug')))).rejects.toBeInstanceOf(TypeError);
  });
});
