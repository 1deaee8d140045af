import { describe, expect, it } from 'vitest';
import { decodePlaceId, encodePlaceId } from './placeId.ts';

describe('place ids', () => {
  it('round-trip cities and localities through an opaque base64url text', () => {
    const city = encodePlaceId({ kind: 'city', city: 'pune' });
    const locality = encodePlaceId({ kind: 'locality', city: 'bangalore', locality: 'koramangala' });
    expect(city).toBe('Y2l0eTpwdW5l');
    expect(locality).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlaceId(city)).toEqual({ kind: 'city', city: 'pune' });
    expect(decodePlaceId(locality)).toEqual({ kind: 'locality', city: 'bangalore', locality: 'koramangala' });
  });

  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['empty', ''],
    ['not base64url', 'Y2l0eTpwdW5l!'],
    ['padded', 'Y2l0eTpwdW5l=='],
    ['standard base64 alphabet', Buffer.from('city:pune?>').toString('base64')],
    [
      'non-canonical trailing bits',
      'Y2l0eTpwdW5', // decodes to city:pun, whose canonical id ends in 4
    ],
    ['plain text key', 'city:pune'],
    ['unknown kind', b64('town:pune')],
    ['uppercase slug', b64('city:Pune')],
    ['missing locality', b64('loc:pune')],
    ['extra part', b64('loc:a:b:c')],
    ['bad slug', b64('city:pu--ne')],
    ['too long', b64(`city:${'a'.repeat(300)}`)],
    ['unicode', b64('city:puné')],
  ])('refuses %s', (_name, id) => {
    expect(decodePlaceId(id)).toBeNull();
  });
});
