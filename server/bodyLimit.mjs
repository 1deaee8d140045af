/**
 * Largest request body per path, the same limits the endpoints count while reading
 * (src/server/http/http.ts for /api, src/server/identity/request.ts for /v1, a review photo's
 * upload at reviewLimits.photoBytesMax in src/lib/reviewTypes.ts). server.mjs refuses a declared
 * Content-Length over the limit before a byte of the body is read.
 */

/** The path of a review photo's upload, whose body is the image's bytes. */
export const photoUploadPath = '/api/reviews/photos';

/** Bytes of one uploaded photo: `reviewLimits.photoBytesMax` (a test keeps the two equal). */
export const photoBytesMax = 150 * 1024;

/**
 * The limit of a request's body by its URL (path and query).
 * @param {string} url
 */
export function bodyLimit(url) {
  const path = url.split('?')[0];
  if (path === '/v1' || path.startsWith('/v1/')) return 16 * 1024;
  if (path === photoUploadPath || path === `${photoUploadPath}/`) return photoBytesMax;
  return 64 * 1024;
}
