/**
 * Which push endpoints the server will ever send to: the server makes an outbound request to
 * whatever URL a browser hands it, so only the push services browsers use are taken (https, on
 * their hosts), plus the origins PUSH_SERVICE_ORIGINS lists (a self-hosted or test service).
 */

/** Hosts of the browsers' push services, exact or (leading dot) any subdomain. */
export const knownPushHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
  '.push.apple.com',
] as const;

/** Reads PUSH_SERVICE_ORIGINS: comma-separated http(s) origins; a malformed entry is refused at start. */
export function pushOriginsFrom(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`PUSH_SERVICE_ORIGINS: "${entry}" is not an origin`);
      }
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
        throw new Error(`PUSH_SERVICE_ORIGINS: "${entry}" must be an http or https origin`);
      return url.origin;
    });
}

/** Why an endpoint is refused (for the diner's 400), or null when the server may send to it. */
export function endpointProblem(endpoint: string, extraOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint: must be a URL';
  }
  if (url.username || url.password) return 'endpoint: must not carry credentials';
  if (extraOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:' || url.port) return 'endpoint: must be an https URL of a browser push service';
  const host = url.hostname.toLowerCase();
  const known = knownPushHosts.some((entry) =>
    entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry,
  );
  return known ? null : 'endpoint: is not a push service this site sends to';
}
