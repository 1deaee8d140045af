// The production server: prebuilt pages and assets from disk (staticFiles.mjs), and the built
// Astro handler (on-demand pages, API) behind gzip/brotli compression; the security headers on
// every response (responses.mjs). The adapter runs in middleware mode, so a request for the API or
// a page rendered on demand never looks for a file first. The build's host (src/server/host.ts,
// found through host.mjs) is started once the server listens: services, background work, live
// orders; a stop signal drains the server (drain.mjs).
import http from 'node:http';
import { bodyLimit } from './bodyLimit.mjs';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { isLoopbackHost } from '../src/server/identity/loopback.mjs';
import { forwardedProto, parseTrustedProxies } from '../src/server/http/trustedProxies.mjs';
import { drainOnSignals } from './drain.mjs';
import { builtHost, keepStarting } from './host.mjs';
import { GuardedResponse, refuse, securityHeaders } from './responses.mjs';
import { answerSocket } from '../src/server/http/socketAnswer.mjs';
import { staticFiles } from './staticFiles.mjs';

// ---- Process settings, before anything else loads.
// React and its renderer pick their production build from NODE_ENV when first imported.
process.env.NODE_ENV = 'production';
/**
 * V8 flags the server runs with, for memory: WebAssembly (PGlite) on the baseline compiler only,
 * a small young generation, an old generation that grows by 40% between collections. The
 * measurements, why the process replaces itself (same pid, same stdio) to have them, and how to
 * turn them off (SERVER_V8_FLAGS=off): docs/decisions/003-v8-flags-and-re-exec.md.
 */
const v8Flags = ['--liftoff-only', '--max-semi-space-size=4', '--heap-growing-percent=40'];
if (process.env.SERVER_V8_FLAGS !== 'off' && !v8Flags.every((flag) => process.execArgv.includes(flag))) {
  process.execve(
    process.execPath,
    [process.execPath, ...v8Flags, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  );
}
// ----

const dist = new URL('../dist/', import.meta.url);
const { handler } = await import(new URL('server/entry.mjs', dist).href);
const host = await builtHost(new URL('server/', dist));

/** Methods a fetch Request cannot carry: they are refused before reaching the handler. */
const refusedMethods = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * A complete JSON answer in the API's `{ message, error }` shape, with the security headers,
 * written to a socket that never became a request.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function socketRefusal(socket, status, message, headers = {}) {
  answerSocket(socket, status, { message, error: message }, { ...securityHeaders, ...headers });
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

/** SERVER_HELD_ANSWERS=off sends every catalog request through the framework (docs/decisions/002-held-answers-before-the-framework.md). */
const heldAnswersOn = process.env.SERVER_HELD_ANSWERS !== 'off';

/**
 * The catalog answers the answer cache holds (src/server/catalog/heldAnswers.ts: which paths,
 * the same schemas as the endpoints), written without the framework's per-request work.
 * Anything not held goes to the handler.
 */
function answerHeld(req, res) {
  const url = req.url ?? '';
  if (!heldAnswersOn || req.method !== 'GET' || !url.startsWith('/api/')) return false;
  // The language the page names, as the middleware reads it: each language has its own held answers.
  const text = host.heldAnswer(url, req.headers['x-language']);
  if (text === undefined) return false;
  compress(req, res, () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(text);
  });
  return true;
}

/** Paths that are never pages: the lookup (which parses the URL and the cookies) is skipped. */
const notPages = ['/api/', '/v1/', '/media/', '/_astro/'];

/**
 * Pages rendered for visitors without a session that the page cache holds, compressed, or holds
 * as a template of the address's answer cell, filled in and compressed off the event loop
 * (src/server/pageCache.ts, through the host: the key, who may be answered, and what is held):
 * written from memory without the framework. Anything not held goes to the handler, which may
 * hold it for next time.
 */
function pageHeld(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (notPages.some((prefix) => url.startsWith(prefix))) return false;
  // Already in the encoding the request takes, with its headers (heldAnswer and filledAnswer in pageCache.ts).
  const answer = host.heldPage(url, req.headers.cookie, req.headers['accept-encoding']);
  if (!answer) return false;
  const write = (held) => {
    for (const [name, value] of Object.entries(held.headers)) res.setHeader(name, value);
    // Held answers are only for visitors without a session: the service worker reads them as no diner's.
    res.setHeader('x-diner-key', 'anon');
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

const serveStatic = staticFiles(fileURLToPath(new URL('client/', dist)));

const server = http.createServer({ ServerResponse: GuardedResponse }, (req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (refusedMethods.has(req.method ?? '')) {
    refuse(res, 405, `Method Not Allowed: ${req.method} is not served`, {
      allow: 'GET, HEAD, POST',
      connection: 'close',
    });
    return;
  }
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
  socketRefusal(socket, 405, 'Method Not Allowed: CONNECT is not served', { allow: 'GET, HEAD, POST' });
});

// Requests Node's parser refuses (a URL or headers over 16 KB, broken HTTP) still get a JSON answer.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  // Node's parser knows no TRACK (nor other made-up methods): those are refused like TRACE.
  if (error.code === 'HPE_HEADER_OVERFLOW')
    socketRefusal(socket, 431, 'Request Header Fields Too Large: the URL and headers must be under 16 KB');
  else if (error.code === 'HPE_INVALID_METHOD')
    socketRefusal(socket, 405, 'Method Not Allowed: the method is not served', { allow: 'GET, HEAD, POST' });
  else socketRefusal(socket, 400, 'Bad Request: the request is not valid HTTP');
});

// Realtime: WebSocket upgrades (live orders at /v1/realtime), beside the handler.
server.on('upgrade', (req, socket, head) => host.upgrade(req, socket, head));

const port = Number(process.env.PORT) || 4321;
const listenHost = process.env.HOST || 'localhost';
// Without an SMS provider (APPWRITE_ENDPOINT), sign-in codes are printed in this log, which is
// only for a server no one else can reach; on a public address nobody could sign in, so the
// server refuses to start unless ALLOW_NO_SMS=1 says so (src/server/identity/sms.ts, undeliveredCodePolicy).
if (!process.env.APPWRITE_ENDPOINT?.trim() && !isLoopbackHost(listenHost) && process.env.ALLOW_NO_SMS !== '1') {
  console.error(
    `No SMS provider is configured, so nobody could sign in on http://${listenHost}:${port}. Set APPWRITE_ENDPOINT (an Appwrite project that sends SMS), listen on localhost, or set ALLOW_NO_SMS=1 to start anyway.`,
  );
  process.exit(1);
}
server.keepAliveTimeout = 65_000;
server.listen(port, listenHost, () => {
  console.log(`Thalify is serving on http://${listenHost}:${port}`);
  void keepStarting(host);
});
drainOnSignals(server, host);
