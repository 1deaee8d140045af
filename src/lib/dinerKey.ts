/**
 * Which diner a page or API answer was made for, as an opaque key in a response header: the
 * service worker keeps one diner's pages on the device and forgets them all when an answer says
 * a different diner (docs/decisions/018-service-worker.md). Shared by the server and the worker.
 */

/** The header naming the answer's diner. */
export const dinerKeyHeader = 'x-diner-key';

/** The key of an answer made for a visitor who is not signed in. */
export const anonDinerKey = 'anon';

/** A diner's key: 32 hex digits, or `anon`. */
const keyShape = /^(?:anon|[0-9a-f]{32})$/;

/** The key a response's headers carry, or null when it has none (or one of another shape). */
export function readDinerKey(headers: { get(name: string): string | null }): string | null {
  const value = headers.get(dinerKeyHeader);
  return value && keyShape.test(value) ? value : null;
}
