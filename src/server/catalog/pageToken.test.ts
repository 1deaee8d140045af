import { describe, expect, it } from 'vitest';
import { decodePageToken, encodePageToken } from './pageToken.ts';

describe('page tokens', () => {
  it('round-trip the offset and the filters', () => {
    const state = {
      offset: 32,
      filters: { sortBy: 'rating' as const, facets: ['pureVeg' as const], cuisine: 'biryani' },
    };
    const token = encodePageToken(state);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token)).toEqual(state);
    expect(decodePageToken(encodePageToken({ offset: 16, filters: {} }))).toEqual({ offset: 16, filters: {} });
  });

  it.each([
    ['not base64url', '***'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['a negative offset', Buffer.from('{"o":-1}').toString('base64url')],
    ['a fractional offset', Buffer.from('{"o":1.5}').toString('base64url')],
    ['an unknown sort', Buffer.from('{"o":16,"s":"price"}').toString('base64url')],
    ['an unknown facet', Buffer.from('{"o":16,"f":["cheap"]}').toString('base64url')],
    ['an array', Buffer.from('[16]').toString('base64url')],
    ['an empty string', ''],
  ])('refuses %s', (_name, token) => {
    expect(decodePageToken(token)).toBeNull();
  });
});
