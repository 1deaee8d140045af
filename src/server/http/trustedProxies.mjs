// Plain JavaScript: the production server (server/server.mjs) imports it without a build, to decide
// on Strict-Transport-Security, and the middleware and the realtime hub through the build
// (src/server/http/clientAddress.ts), so the two can never disagree on whom to believe.
import { BlockList, isIP } from 'node:net';

/**
 * Trusted proxies parsed from TRUSTED_PROXIES: the list, how many addresses and ranges were read
 * (0 means forwarded headers are never read), and the entries that could not be read.
 * @typedef {{ list: BlockList; size: number; invalid: string[] }} TrustedProxies
 */

/**
 * An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) as plain IPv4.
 * @param {string} address
 * @returns {string}
 */
export function normaliseAddress(address) {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * Parses a comma- or space-separated list of addresses and CIDR ranges, IPv4 or IPv6
 * (`10.0.0.0/8, 192.168.1.7, fd00::/8, ::1`).
 * @param {string | undefined} value
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(value) {
  const list = new BlockList();
  /** @type {string[]} */
  const invalid = [];
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

/**
 * Whether `address` (already normalised) is one of the trusted proxies.
 * @param {TrustedProxies} proxies
 * @param {string} address
 * @returns {boolean}
 */
export function isTrustedProxy(proxies, address) {
  const family = isIP(address);
  return proxies.size > 0 && family !== 0 && proxies.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The scheme the client used as a trusted proxy reports it (the first X-Forwarded-Proto value),
 * or null: when the socket's peer is not a trusted proxy, whoever it is, the header is not read.
 * @param {string} peer the socket's remote address
 * @param {string | string[] | null | undefined} header X-Forwarded-Proto
 * @param {TrustedProxies} proxies
 * @returns {'https' | 'http' | null}
 */
export function forwardedProto(peer, header, proxies) {
  if (!isTrustedProxy(proxies, normaliseAddress(peer))) return null;
  const proto = String(header ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return proto === 'https' || proto === 'http' ? proto : null;
}
