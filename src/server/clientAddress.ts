/**
 * The client's address, as far as it can be trusted: the socket's peer, unless that peer is a
 * configured proxy (TRUSTED_PROXIES), in which case the X-Forwarded-For chain is read from the
 * right, skipping trusted proxies, and the first address that is not one is the client. Values
 * further left were written by the client itself and are never believed.
 */
import { BlockList, isIP } from 'node:net';

/** Trusted proxies parsed from TRUSTED_PROXIES, and the entries that could not be read. */
export interface TrustedProxies {
  list: BlockList;
  /** How many addresses and ranges were read; 0 means X-Forwarded-For is never read. */
  size: number;
  invalid: string[];
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) as plain IPv4. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * Parses a comma- or space-separated list of addresses and CIDR ranges, IPv4 or IPv6
 * (`10.0.0.0/8, 192.168.1.7, fd00::/8, ::1`).
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const invalid: string[] = [];
  let size = 0;
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefixText, extra] = entry.split('/');
    const ip = normaliseAddress(address);
    const family = isIP(ip);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? '') || prefix > maxPrefix))
    ) {
      invalid.push(entry);
      continue;
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, prefix, type);
    size += 1;
  }
  return { list, size, invalid };
}

function isTrusted(proxies: TrustedProxies, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

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
  if (proxies.size === 0 || !forwardedFor || !isTrusted(proxies, client)) return client;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = forwardedAddress(hops[i] ?? '');
    // A hop that is not an address cannot have been written by a trusted proxy: stop at the
    // last address known good rather than believe it.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return client;
}

/**
 * The request's own origin as the browser sees it. Behind a TLS-terminating proxy the server
 * is reached over http while the page is https: X-Forwarded-Proto says so, believed only from a
 * trusted proxy (the host stays the request's Host).
 */
export function publicOrigin(url: URL, peer: string, forwardedProto: string | null, proxies: TrustedProxies): string {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if ((proto !== 'https' && proto !== 'http') || proxies.size === 0 || !isTrusted(proxies, normaliseAddress(peer)))
    return url.origin;
  return `${proto}://${url.host}`;
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
