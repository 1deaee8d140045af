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
  if (isSecure(req)) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (req.url?.startsWith('/_astro/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  compress(req, res, () => handler(req, res));
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
