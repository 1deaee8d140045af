/** The opaque per-diner key the middleware puts on every answer rendered on demand (src/lib/dinerKey.ts). */
import { createHash } from 'node:crypto';
import { anonDinerKey, dinerKeyHeader } from '#src/lib/dinerKey.ts';

/**
 * The key of a diner: the first 128 bits of a SHA-256 of their id under a fixed label. User ids
 * are random (80 bits or more), so the key cannot be walked back to one; it is only ever sent to
 * that diner's own browser, and the same diner gets the same key in every process.
 */
export function dinerKeyOf(userId: string | null | undefined): string {
  if (!userId) return anonDinerKey;
  return createHash('sha256').update(`thalify:diner-key:${userId}`).digest('hex').slice(0, 32);
}

/** The response with its diner's key; a response whose headers are fixed (a redirect) is copied. */
export function withDinerKey(response: Response, userId: string | null | undefined): Response {
  const key = dinerKeyOf(userId);
  try {
    response.headers.set(dinerKeyHeader, key);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(dinerKeyHeader, key);
    return copy;
  }
}
