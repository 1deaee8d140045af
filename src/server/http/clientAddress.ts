/**
 * The client's address, as far as it can be trusted: the socket's peer, unless that peer is a
 * configured proxy (TRUSTED_PROXIES), in which case the X-Forwarded-For chain is read from the
 * right, skipping trusted proxies, and the first address that is not one is the client. Values
 * further left were written by the client itself and are never believed.
 */
import { isIP } from 'node:net';
import {
  forwardedProto,
  isTrustedProxy,
  normaliseAddress,
  parseTrustedProxies,
  type TrustedProxies,
} from './trustedProxies.mjs';

export { normaliseAddress, parseTrustedProxies, type TrustedProxies };

/** One X-Forwarded-For entry as a bare address: brackets and ports (`[::1]:80`, `1.2.3.4:80`) dropped. */
function forwardedAddress(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) return normaliseAddress(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return normaliseAddress(withPort?.[1] ?? text);
}

/**
 * The client address of a request that reached us from `peer` (the socket's remote address)
 * carrying `forwardedFor` (X-Forwarded-For, all its values joined by commas).
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null, proxies: TrustedProxies): string {
  let client = normaliseAddress(peer);
  if (!forwardedFor || !isTrustedProxy(proxies, client)) return client;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = forwardedAddress(hops[i] ?? '');
    // A hop that is not an address cannot have been written by a trusted proxy: stop at the
    // last address known good rather than believe it.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrustedProxy(proxies, hop)) return hop;
  }
  return client;
}

/**
 * The request's own origin as the browser sees it. Behind a TLS-terminating proxy the server
 * is reached over http while the page is https: X-Forwarded-Proto says so, believed only from a
 * trusted proxy (the host stays the request's Host, loopback or not).
 */
export function publicOrigin(
  url: URL,
  peer: string,
  forwardedProtoHeader: string | null,
  proxies: TrustedProxies,
): string {
  const proto = forwardedProto(peer, forwardedProtoHeader, proxies);
  return proto ? `${proto}://${url.host}` : url.origin;
}

let cached: { value: string | undefined; proxies: TrustedProxies } | undefined;

/** TRUSTED_PROXIES parsed once per value; entries that cannot be read are reported once and ignored. */
export function trustedProxies(value: string | undefined): TrustedProxies {
  if (cached && cached.value === value) return cached.proxies;
  const proxies = parseTrustedProxies(value);
  if (proxies.invalid.length)
    console.error(
      `[server] TRUSTED_PROXIES: ignoring entries that are not addresses or CIDR ranges: ${proxies.invalid.join(', ')}`,
    );
  cached = { value, proxies };
  return proxies;
}
