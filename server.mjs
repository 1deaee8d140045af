// The production server: the built Astro handler (prebuilt pages, assets, on-demand pages, API)
// behind gzip/brotli compression and the security headers every response carries.
import http from 'node:http';
import compression from 'compression';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
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

/** True when the client reached us over HTTPS (directly or through a proxy). */
const isSecure = (req) => Boolean(req.socket.encrypted) || req.headers['x-forwarded-proto'] === 'https';

const compress = compression({ threshold: 1024 });

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  try {
    decodeURI(req.url ?? '/');
  } catch {
    // The adapter would answer a plain-text 400; every answer here is JSON with a reason.
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'Bad Request: the URL has malformed percent-encoding' }));
    return;
  }
  if (isSecure(req)) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (req.url?.startsWith('/_astro/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  compress(req, res, () => handler(req, res));
});

// Requests Node's parser refuses (a URL or headers over 16 KB, broken HTTP) still get a JSON answer.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'Request Header Fields Too Large: the URL and headers must be under 16 KB'] : [400, 'Bad Request', 'Bad Request: the request is not valid HTTP'];
  const body = JSON.stringify({ error: message });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
});

const port = Number(process.env.PORT) || 4321;
const host = process.env.HOST || 'localhost';
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => console.log(`Thalify is serving on http://${host}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
