// What every answer of the production server carries, and how the server refuses a request.
import http from 'node:http';

/** Headers on every response, static files included. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** How long the rest of a refused body is read (and thrown away) before the connection is cut. */
const refusedBodyGraceMs = 5_000;

/**
 * Astro sends its own content-security-policy on on-demand pages (script and style hashes);
 * the directives of ours that it lacks (frame-ancestors, which a <meta> policy cannot carry)
 * are added to it, so every page is covered by both.
 * @param {unknown} astroPolicy
 * @param {string} [ourPolicy]
 */
export function mergeCsp(astroPolicy, ourPolicy = securityHeaders['content-security-policy']) {
  const policy = String(astroPolicy).trim().replace(/;\s*$/, '');
  const present = new Set(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/)[0]?.toLowerCase())
      .filter(Boolean),
  );
  const missing = ourPolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !present.has(d.split(/\s+/)[0].toLowerCase()));
  return missing.length ? `${policy}; ${missing.join('; ')}` : policy;
}

/** @param {unknown} name */
const isCsp = (name) => String(name).toLowerCase() === 'content-security-policy';

/**
 * The server's response: a content-security-policy from the handler (set directly, or through the
 * compression middleware, which turns writeHead's headers into setHeader calls) is merged with
 * ours, and after a body refused while it streams in (413) the rest of it is read and discarded,
 * so that the client, still sending, gets to read the answer (closing at once would race the
 * answer with a TCP reset); a client still sending after a grace period has its connection cut.
 * Given to `http.createServer` as its ServerResponse class.
 */
export class GuardedResponse extends http.ServerResponse {
  /** @type {http.ServerResponse['setHeader']} */
  setHeader(name, value) {
    return super.setHeader(name, isCsp(name) ? mergeCsp(value) : value);
  }

  /** @type {http.ServerResponse['writeHead']} */
  writeHead(status, ...rest) {
    if (status === 413) this.#discardRestOfBody();
    const headers = rest.find((value) => value && typeof value === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) if (isCsp(name)) headers[name] = mergeCsp(headers[name]);
    }
    return super.writeHead(status, ...rest);
  }

  #discardRestOfBody() {
    const req = this.req;
    this.once('finish', () => {
      if (req.complete) return;
      this.shouldKeepAlive = false;
      const cut = setTimeout(() => req.socket?.destroy(), refusedBodyGraceMs);
      cut.unref();
      req.once('end', () => clearTimeout(cut));
      req.once('close', () => clearTimeout(cut));
      req.resume();
    });
  }
}

/**
 * A JSON refusal in the `{ message, error }` shape of the API.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
export function refuse(res, status, message, headers = {}) {
  const body = JSON.stringify({ message, error: message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}
