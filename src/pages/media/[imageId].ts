/** GET /media/{imageId}?w&h: the catalog's food artwork (SVG), drawn once per id and size, cacheable for a year. */
import { endpoint } from '#src/server/endpoint.ts';
import { HttpError, jsonError } from '#src/server/http.ts';
import { clampSize, imageSvg } from '#src/server/catalog/images.ts';
import { LRUCache } from 'lru-cache';
import { getCatalog } from '#src/server/catalog/runtime.ts';

/** Answered per request: there are tens of thousands of ids. */
export const prerender = false;

/** Drawn SVGs by id and size: pages ask for a few sizes of the same pictures over and over. */
const drawn = new LRUCache<string, string>({ max: 4000 });

function sizeParam(url: URL, name: 'w' | 'h'): number | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  if (!/^\d{1,4}$/.test(value)) throw new HttpError(400, `${name}: must be a whole number of pixels`);
  return Number(value);
}

/** The image; w and h are clamped to the image's natural size (card 288x360, dish 118x96). */
export const { GET, ALL } = endpoint({
  method: 'GET',
  handle: ({ context: { params, url } }) => {
    const id = params.imageId ?? '';
    const width = sizeParam(url, 'w');
    const height = sizeParam(url, 'h');
    const subject = id.length <= 100 ? getCatalog().describeImage(id) : undefined;
    if (!subject) return jsonError(404, `imageId: no image "${id.slice(0, 100)}"`);
    if (subject.id !== id) {
      // An id of older art (a saved cart, a cached page): send the current picture's id, briefly cached.
      const query = url.search;
      return new Response(null, {
        status: 302,
        headers: {
          location: `${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}${subject.id}${query}`,
          'cache-control': 'public, max-age=3600',
        },
      });
    }
    const size = clampSize(subject.kind, width, height);
    const key = `${id}/${size.width}x${size.height}`;
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = imageSvg(subject, getCatalog().inputs.art, size.width, size.height);
      drawn.set(key, svg);
    }
    return new Response(svg, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        // An id always shows the same picture, so browsers and CDNs may keep it for good.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
