// The production server: prebuilt pages and assets from disk (server/staticFiles.mjs), and the
// built Astro handler (on-demand pages, API) behind gzip/brotli compression; the security headers
// on every response. The adapter runs in middleware mode, so a request for the API or a page
// rendered on demand never looks for a file first.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { staticFiles } from './server/staticFiles.mjs';
import { attachRealtime } from './src/server/realtime/attach.mjs';
import { isLoopbackHost } from './src/server/identity/loopback.mjs';
import { forwardedProto, parseTrustedProxies } from './src/server/trustedProxies.mjs';

// ---- Process settings, before anything else loads.
// React and its renderer pick their production build from NODE_ENV when first imported.
process.env.NODE_ENV = 'production';
/**
 * V8 flags the server runs with. PGlite's WebAssembly runs on V8's baseline compiler only: the
 * optimising tier recompiles PostgreSQL's hottest functions in the background and takes several
 * hundred megabytes while doing it (a resident peak of ~650 MB against ~165 MB without). A
 * young generation of 4 MB a half (16 MB by default) keeps the heap of a server whose requests
 * each allocate little from growing under load. After each full collection V8 lets the old
 * generation grow to about three times what survived before collecting again; under load,
 * request objects V8 places there directly fill it at ~18 MB a second, so a 45 MB heap reached
 * 150 MB before its next collection. Growing by 40% collects sooner, for a little more marking:
 * on its own it took the resident peak under the memory bench's load from 325–373 MB to about
 * 300 MB. V8's flags must be given at start, so the process replaces itself (same pid, same
 * stdio) with one that has them.
 */
const v8Flags = ['--liftoff-only', '--max-semi-space-size=4', '--heap-growing-percent=40'];
if (!v8Flags.every((flag) => process.execArgv.includes(flag))) {
  process.execve(
    process.execPath,
    [process.execPath, ...v8Flags, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  );
}
// ----

const { handler } = await import('./dist/server/entry.mjs');

/** Headers on every response, static files included. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Largest request body per path, the same limits the endpoints count while reading
 * (src/server/http.ts for /api, src/server/identity/service.ts for /v1). A declared
 * Content-Length over the limit is refused here before a byte of the body is read.
 */
const bodyLimit = (url) => (url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?') ? 16 * 1024 : 64 * 1024);

/** Methods a fetch Request cannot carry: they are refused before reaching the handler. */
const refusedMethods = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** A JSON refusal in the `{ message, error }` shape of the API. */
function refuse(res, status, message, headers = {}) {
  const body = JSON.stringify({ message, error: message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** How long the rest of a refused body is read (and thrown away) before the connection is cut. */
const refusedBodyGraceMs = 5_000;

/**
 * After a 413 the rest of the body is read and discarded (memory stays flat), so that the
 * client, still sending, gets to read the answer; a client still sending after the grace
 * period has its connection cut. Closing at once would race the answer with a TCP reset.
 */
function discardRestOfBody(req, res) {
  res.once('finish', () => {
    if (req.complete) return;
    res.shouldKeepAlive = false;
    const cut = setTimeout(() => req.socket?.destroy(), refusedBodyGraceMs);
    cut.unref();
    req.once('end', () => clearTimeout(cut));
    req.once('close', () => clearTimeout(cut));
    req.resume();
  });
}

/**
 * Astro sends its own content-security-policy on on-demand pages (script and style hashes);
 * the directives of ours that it lacks (frame-ancestors, which a <meta> policy cannot carry)
 * are added to it, so every page is covered by both.
 */
function mergeCsp(astroPolicy, ourPolicy = securityHeaders['content-security-policy']) {
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

/**
 * Guards the response's headers: a content-security-policy from the handler (set directly, or
 * through the compression middleware, which turns writeHead's headers into setHeader calls) is
 * merged with ours, and after a body refused while it streams in (413) the rest is discarded.
 */
function guardHeaders(req, res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return setHeader.call(
      this,
      name,
      String(name).toLowerCase() === 'content-security-policy' ? mergeCsp(value) : value,
    );
  };
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 413) discardRestOfBody(req, this);
    const headers = rest.find((value) => value && typeof value === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-security-policy') headers[name] = mergeCsp(headers[name]);
      }
    }
    return writeHead.call(this, status, ...rest);
  };
}

/** A complete answer written straight to a socket (for requests that never become a request object). */
function socketAnswer(socket, status, reason, message, extra = {}) {
  const body = JSON.stringify({ message, error: message });
  const headers = {
    ...securityHeaders,
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}

/** TRUSTED_PROXIES, read as the middleware reads it (it also reports entries it cannot read). */
const proxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

/**
 * True when the client reached us over HTTPS: directly, or through a trusted proxy that says so.
 * Anyone else's X-Forwarded-Proto is not believed.
 */
const isSecure = (req) =>
  Boolean(req.socket.encrypted) ||
  forwardedProto(req.socket.remoteAddress ?? '', req.headers['x-forwarded-proto'], proxies) === 'https';

/**
 * Answers made per request are compressed at a fast level (brotli 3, gzip 3) with a 256 KB
 * window, which no answer exceeds: a few milliseconds of CPU and little memory per response.
 * Prebuilt files are compressed once at build time and served from their copies.
 */
const compress = compression({
  threshold: 1024,
  level: 3,
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
});
/**
 * The listing and suggestions the catalog's answer cache holds, which the build offers under a
 * process-wide symbol (src/server/catalog/heldAnswers.ts, the same schemas as the endpoints):
 * written without the framework's per-request work. Anything not held goes to the handler.
 */
const heldAnswers = Symbol.for('thalify.heldCatalogAnswers');
function answerHeld(req, res) {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !(url.startsWith('/api/restaurants?') || url.startsWith('/api/search_restaurants?')))
    return false;
  const text = globalThis[heldAnswers]?.(url);
  if (text === undefined) return false;
  compress(req, res, () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(text);
  });
  return true;
}

/**
 * Pages rendered for visitors without a session that the page cache holds, compressed, or holds
 * as a template of the address's answer cell, filled in and compressed off the event loop
 * (src/server/pageCache.ts: the key, who may be answered, and what is held): written from memory
 * without the framework. Anything not held goes to the handler, which may hold it for next time.
 */
const heldPages = Symbol.for('thalify.heldPages');
/** Paths that are never pages: the lookup (which parses the URL and the cookies) is skipped. */
const notPages = ['/api/', '/v1/', '/media/', '/_astro/'];
function pageHeld(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (notPages.some((prefix) => url.startsWith(prefix))) return false;
  // Already in the encoding the request takes, with its headers (heldAnswer and filledAnswer in pageCache.ts).
  const answer = globalThis[heldPages]?.(url, req.headers.cookie, req.headers['accept-encoding']);
  if (!answer) return false;
  const write = (held) => {
    for (const [name, value] of Object.entries(held.headers)) res.setHeader(name, value);
    res.statusCode = held.status;
    res.end(req.method === 'HEAD' ? undefined : held.body);
  };
  if (!(answer instanceof Promise)) {
    write(answer);
    return true;
  }
  // A template being rendered for the same cell, or a page being compressed: the page is
  // rendered after all when the wait ends without one.
  const render = () => compress(req, res, () => handler(req, res));
  answer.then(
    (held) => (held ? write(held) : render()),
    (error) => {
      console.error('[page cache] could not fill a page', error);
      render();
    },
  );
  return true;
}

/**
 * A path of the API with a trailing slash (`/api/orders/{id}/`, `/v1/account/`) is answered as
 * the path without it. The adapter would answer a redirect with an HTML body, and the senders of
 * webhooks (Razorpay, the fleet) and many API clients do not follow redirects. Pages keep their
 * redirect to the one canonical URL.
 * @param {string} url the request's path and query
 * @returns {string}
 */
function apiUrlWithoutTrailingSlash(url) {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (!path.endsWith('/') || !/^\/(?:api|v1)\//.test(path)) return url;
  return path.replace(/\/+$/, '') + (query < 0 ? '' : url.slice(query));
}

const serveStatic = staticFiles(fileURLToPath(new URL('./dist/client/', import.meta.url)));

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (refusedMethods.has(req.method ?? '')) {
    refuse(res, 405, `Method Not Allowed: ${req.method} is not served`, {
      allow: 'GET, HEAD, POST',
      connection: 'close',
    });
    return;
  }
  guardHeaders(req, res);
  const limit = bodyLimit(req.url ?? '/');
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    refuse(res, 413, `body: must be at most ${limit} bytes`);
    return;
  }
  try {
    decodeURI(req.url ?? '/');
  } catch {
    // The adapter would answer a plain-text 400; every answer here is JSON with a reason.
    refuse(res, 400, 'Bad Request: the URL has malformed percent-encoding', { connection: 'close' });
    return;
  }
  req.url = apiUrlWithoutTrailingSlash(req.url ?? '/');
  if (isSecure(req)) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (req.url?.startsWith('/_astro/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  if (serveStatic(req, res) || answerHeld(req, res) || pageHeld(req, res)) return;
  compress(req, res, () => handler(req, res));
});

// CONNECT never reaches the request handler: Node hands it over as a tunnel request.
server.on('connect', (_req, socket) => {
  socketAnswer(socket, 405, 'Method Not Allowed', 'Method Not Allowed: CONNECT is not served', {
    allow: 'GET, HEAD, POST',
  });
});

// Requests Node's parser refuses (a URL or headers over 16 KB, broken HTTP) still get a JSON answer.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  // Node's parser knows no TRACK (nor other made-up methods): those are refused like TRACE.
  if (error.code === 'HPE_HEADER_OVERFLOW')
    socketAnswer(
      socket,
      431,
      'Request Header Fields Too Large',
      'Request Header Fields Too Large: the URL and headers must be under 16 KB',
    );
  else if (error.code === 'HPE_INVALID_METHOD')
    socketAnswer(socket, 405, 'Method Not Allowed', 'Method Not Allowed: the method is not served', {
      allow: 'GET, HEAD, POST',
    });
  else socketAnswer(socket, 400, 'Bad Request', 'Bad Request: the request is not valid HTTP');
});

// Realtime: WebSocket upgrades at /v1/realtime, beside the handler (src/server/realtime).
attachRealtime(server);

const port = Number(process.env.PORT) || 4321;
const host = process.env.HOST || 'localhost';
// Without an SMS provider (APPWRITE_ENDPOINT), sign-in codes are printed in this log, which is
// only for a server no one else can reach; on a public address nobody could sign in, so the
// server refuses to start unless ALLOW_NO_SMS=1 says so (src/server/identity/sms.ts, undeliveredCodePolicy).
if (!process.env.APPWRITE_ENDPOINT?.trim() && !isLoopbackHost(host) && process.env.ALLOW_NO_SMS !== '1') {
  console.error(
    `No SMS provider is configured, so nobody could sign in on http://${host}:${port}. Set APPWRITE_ENDPOINT (an Appwrite project that sends SMS), listen on localhost, or set ALLOW_NO_SMS=1 to start anyway.`,
  );
  process.exit(1);
}
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`Thalify is serving on http://${host}:${port}`);
  warmUp();
});

/**
 * Asks the server itself for /api/health once, so the database, its migrations, the order
 * reconciliation and the catalog are opened now rather than on a diner's first request.
 */
function warmUp() {
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const self = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  http
    .get({ host: self, port: bound, path: '/api/health' }, (res) => {
      res.resume();
      if (res.statusCode !== 200) console.error(`[health] not ready after start: ${res.statusCode}`);
    })
    .on('error', (error) => console.error(`[health] not ready after start: ${error.message}`));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
