// @ts-check
import { languageOfferScript } from './src/features/language/languageOfferScript.mjs';
import { textsCheck } from './scripts/lib/textsCheck.mjs';
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { onDemandRoutes } from './scripts/lib/onDemandRoutes.mjs';
import { precompress } from './scripts/lib/precompress.mjs';
import { hostIntegration } from './server/host.mjs';
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { vegModeScript } from './src/lib/vegModeScript.mjs';
import { pwaPageScript } from './src/features/pwa/pageScript.mjs';
import { serviceWorker } from './scripts/lib/serviceWorker.mjs';

/** Origins besides our own that pages may reach: a media CDN and a real Appwrite, when configured. */
/** @param {string | undefined} value */
const originOf = (value) => (value ? ` ${new URL(value).origin}` : '');
const mediaOrigin = originOf(process.env.MEDIA_BASE_URL);
const identityOrigin = originOf(process.env.APPWRITE_ENDPOINT);
/** The host of the riders' door photos, shown on the order page. */
const photoOrigin = originOf(process.env.FLEET_PHOTO_ORIGIN);
/** Razorpay Checkout (a script, its frames and its calls) is allowed only when the build is for Razorpay. */
const razorpay = process.env.PAYMENT_PROVIDER === 'razorpay';
const razorpayConnect = razorpay ? ' https://api.razorpay.com https://lumberjack.razorpay.com' : '';
const razorpayFrames = razorpay ? ' https://api.razorpay.com https://checkout.razorpay.com' : '';

/** Canonical origin of the prebuilt pages; set SITE_URL when building for another host. */
const site = process.env.SITE_URL || 'https://thalify.in';

/** The first inline script of every page (the veg-only mode's, in its head), allowed by its hash. */
const vegModeScriptHash = `sha256-${createHash('sha256').update(vegModeScript).digest('base64')}`;

/** The language offer's inline script on English pages (src/features/language/languageOfferScript.mjs), allowed by its hash. */
const languageOfferScriptHash = `sha256-${createHash('sha256').update(languageOfferScript).digest('base64')}`;

/** The service worker (docs/decisions/018-service-worker.md): SERVICE_WORKER=off at build builds none and removes one installed before. */
const workerOn = process.env.SERVICE_WORKER !== 'off';
/** Every page's second inline script (registers the worker, says when the diner is offline), given to the layout as it is hashed. */
const pwaScript = transformSync(pwaPageScript(workerOn), { minify: true }).code.trim();
const pwaScriptHash = `sha256-${createHash('sha256').update(pwaScript).digest('base64')}`;

export default defineConfig({
  site,
  output: 'static',
  // No endpoint takes a body over 64 KB (src/server/http/http.ts) but a review photo's upload, at most
  // reviewLimits.photoBytesMax (150 KiB): the adapter stops reading there, each endpoint at its own limit.
  adapter: node({ mode: 'middleware', bodySizeLimit: 150 * 1024 }),
  integrations: [
    react(),
    // Before precompress, so the worker's script is compressed with the rest.
    serviceWorker({ enabled: workerOn }),
    precompress(),
    // Every language has every text, and no English text is written outside the catalogues.
    textsCheck(),
    // Every /api and /v1 route is served on demand, without a `prerender` line in each module.
    onDemandRoutes(),
    // The process's host (src/server/host.ts): built beside the handler, started by `astro dev`.
    hostIntegration(),
    {
      name: 'thalify-client-stored',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'stored', entrypoint: './src/lib/browser/clientStoredDirective.ts' });
          addClientDirective({ name: 'interaction', entrypoint: './src/lib/browser/clientInteractionDirective.ts' });
        },
      },
    },
  ],
  trailingSlash: 'never',
  // Every stylesheet goes into the page (a few KB, hashed for the content security policy):
  // no request blocks the first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: {
    build: { rolldownOptions: { optimization: { inlineConst: { mode: 'all' } } } },
    // BUILD_LANGUAGES, read when the pages are built (src/i18n/staticPaths.ts).
    define: {
      __THALIFY_PWA_SCRIPT__: JSON.stringify(pwaScript),
      __BUILD_LANGUAGES__: JSON.stringify(process.env.BUILD_LANGUAGES ?? ''),
    },
  },
  // Cross-origin writes are refused by src/middleware.ts with a JSON answer, for pages and API alike.
  security: {
    checkOrigin: false,
    // A content security policy on every page: Astro hashes its scripts and styles; React's
    // inline style attributes (drawer width, skeleton sizes) are the one allowance.
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${mediaOrigin}${photoOrigin}`,
        `connect-src 'self'${identityOrigin}${razorpayConnect}`,
        `frame-src 'self'${razorpayFrames}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      scriptDirective: {
        resources: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
        hashes: [
          /** @type {`sha256-${string}`} */ (vegModeScriptHash),
          /** @type {`sha256-${string}`} */ (pwaScriptHash),
          /** @type {`sha256-${string}`} */ (languageOfferScriptHash),
        ],
      },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
    // No allowedDomains: with it, Astro takes the client address from the leftmost
    // X-Forwarded-For of any request naming the site in Host. The middleware derives the
    // address from the socket and TRUSTED_PROXIES instead (src/server/http/clientAddress.ts).
  },
  server: {
    port: Number(process.env.PORT) || 4321,
    host: process.env.HOST || 'localhost',
  },
  env: {
    schema: {
      DATA_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      CATALOG_UPSTREAM: envField.string({ context: 'server', access: 'secret', optional: true }),
      APPWRITE_ENDPOINT: envField.string({ context: 'client', access: 'public', optional: true }),
      APPWRITE_PROJECT_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      APPWRITE_API_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      MEDIA_BASE_URL: envField.string({ context: 'client', access: 'public', optional: true }),
      // Whether an open menu follows its stock live (docs/decisions/012-live-stock-on-open-menus.md); set at build.
      LIVE_STOCK: envField.enum({ context: 'client', access: 'public', values: ['on', 'off'], default: 'on' }),
      // The service worker (docs/decisions/018-service-worker.md); set at build: off builds none and unregisters one installed before.
      SERVICE_WORKER: envField.enum({ context: 'client', access: 'public', values: ['on', 'off'], default: 'on' }),
      PLACES_PROVIDER: envField.enum({
        context: 'server',
        access: 'secret',
        values: ['embedded', 'google'],
        optional: true,
      }),
      PLACES_API_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      PLACES_BASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      SESSION_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      TRUSTED_PROXIES: envField.string({ context: 'server', access: 'secret', optional: true }),
      PGLITE_DURABILITY: envField.enum({
        context: 'server',
        access: 'secret',
        values: ['full', 'relaxed'],
        optional: true,
      }),
      PAYMENT_PROVIDER: envField.enum({
        context: 'server',
        access: 'secret',
        values: ['simulated', 'razorpay'],
        optional: true,
      }),
      RAZORPAY_KEY_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      RAZORPAY_KEY_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      RAZORPAY_WEBHOOK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      RAZORPAY_API_BASE: envField.string({ context: 'server', access: 'secret', optional: true }),
      THALIFY_TEST_FAULT: envField.string({ context: 'server', access: 'secret', optional: true }),
      ORDER_TIME_SCALE: envField.string({ context: 'server', access: 'secret', optional: true }),
      ORDER_WEBHOOK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      // The https origin of the riders' door photos: the fleet's doorPhotoUrl must be on it, and images may come from it.
      FLEET_PHOTO_ORIGIN: envField.string({ context: 'server', access: 'public', optional: true }),
      // The restaurants' stock webhook (POST /api/fleet/stock) and the operators' surge-fee call: off while unset.
      RESTAURANT_WEBHOOK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      OPERATOR_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      // An opening-hours file read instead of data/hours.json (the browser tests keep their city open round the clock).
      HOURS_FILE: envField.string({ context: 'server', access: 'secret', optional: true }),
      // The operators' surge-fee file (default data/surge-fees.json); "off" for none.
      SURGE_FEES_FILE: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Read at start, not at build: off renders every page for its own address (docs/decisions/001-page-templates.md).
      PAGE_CACHE: envField.enum({ context: 'server', access: 'secret', values: ['on', 'off'], default: 'on' }),
      // Where review photos are kept: files under DATA_DIR (disk) or an S3-compatible bucket (docs/decisions/014-review-photos.md).
      PHOTO_STORE: envField.enum({ context: 'server', access: 'secret', values: ['disk', 's3'], default: 'disk' }),
      PHOTO_S3_ENDPOINT: envField.string({ context: 'server', access: 'secret', optional: true }),
      PHOTO_S3_BUCKET: envField.string({ context: 'server', access: 'secret', optional: true }),
      PHOTO_S3_REGION: envField.string({ context: 'server', access: 'secret', optional: true }),
      PHOTO_S3_ACCESS_KEY_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      PHOTO_S3_SECRET_ACCESS_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Where the server listens (server.mjs reads it too): off loopback, codes need an SMS provider or ALLOW_NO_SMS.
      HOST: envField.string({ context: 'server', access: 'secret', optional: true }),
      ALLOW_NO_SMS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // A whole number above 0; anything else keeps the default of 10 (src/server/identity/otp.ts).
      OTP_MAX_REQUESTS_PER_IP: envField.string({ context: 'server', access: 'secret', optional: true }),
      THALIFY_TEST_OUTBOX: envField.string({ context: 'server', access: 'secret', optional: true }),
      // `off`: sessions, carts and saved restaurants are read from the database on every request (docs/decisions/005-caches.md).
      NOTIFIED_CACHES: envField.enum({ context: 'server', access: 'secret', values: ['on', 'off'], optional: true }),
      // Web Push (src/server/push/): the keys (else generated once and kept in the database), the contact, extra push services, off.
      VAPID_PUBLIC_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      VAPID_PRIVATE_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      VAPID_SUBJECT: envField.string({ context: 'server', access: 'secret', optional: true }),
      PUSH_SERVICE_ORIGINS: envField.string({ context: 'server', access: 'secret', optional: true }),
      PUSH: envField.enum({ context: 'server', access: 'secret', values: ['on', 'off'], default: 'on' }),
    },
  },
});
