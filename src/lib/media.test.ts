import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it('sizes a card image 288x360 and a dish image 118x96 on the media path', () => {
    expect(mediaUrl('abc', 'card')).toBe('/media/abc?w=288&h=360');
    expect(mediaUrl('abc', 'dish')).toBe('/media/abc?w=118&h=96');
  });
  it('points at a CDN base when given one', () => {
    expect(mediaUrl('a b', 'dish', 'https://cdn.example/img/')).toBe('https://cdn.example/img/a%20b?w=118&h=96');
    // the catalog's ids, with the art's digest after the underscore, pass through unchanged
    expect(mediaUrl('d-butter-chicken_0k3x9qa', 'dish', 'https://cdn.example/img')).toBe(
      'https://cdn.example/img/d-butter-chicken_0k3x9qa?w=118&h=96',
    );
  });
});
