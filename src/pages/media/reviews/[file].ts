/** GET /media/reviews/{photoId}.webp: a review photo from the photo store, cacheable for a year (a photo never changes). */
import { endpoint } from '#src/server/http/endpoint.ts';
import { jsonError } from '#src/server/http/http.ts';
import { photoKey } from '#src/server/media/photoStore.ts';
import { getPhotoStore } from '#src/server/media/runtime.ts';

/** Answered per request: photos arrive while the site runs. */
export const prerender = false;

const notFound = 'photo: no such photo';

/** The photo as WebP, or a 404. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  handle: async ({ context: { params } }) => {
    const id = /^([0-9a-f]{32})\.webp$/.exec(params.file ?? '')?.[1];
    if (!id) return jsonError(404, notFound);
    const bytes = await getPhotoStore().get(photoKey(id));
    if (!bytes) return jsonError(404, notFound);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'image/webp',
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
