// Starting and stopping the built server for benchmarks and reliability tests.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** Peak resident memory (VmHWM) of a process in MB (Linux). */
export function peakRssMb(pid) {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/**
 * Spawns a server process with `args` on a free port with its own data directory; resolves once
 * `ready` (a path) answers, then once GET /api/health says its host has started. Its environment
 * is this process's with `env` over it, or `env` alone with `inherit: false`.
 */
async function spawnServer(
  args,
  { env = {}, dataDir = mkdtempSync(join(tmpdir(), 'thalify-bench-')), port, ready, inherit = true },
) {
  const chosen = port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...(inherit ? process.env : {}), PORT: String(chosen), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${chosen}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${origin}${ready}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = Math.round(performance.now() - started);
  // Then until it is warm: the host started (database open, migrations run, catalog built, live orders).
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    port: chosen,
    origin,
    dataDir,
    startMs,
    log: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * Starts `server/server.mjs` (the production server over the build in dist/) on a free port with
 * its own data directory; resolves once it answers, with the time that took.
 */
export function startServer({ env = {}, dataDir, port } = {}) {
  return spawnServer(['server/server.mjs'], { env, dataDir, port, ready: '/about' });
}

/**
 * Starts the development server (`astro dev`, no build) like startServer. Not as part of a
 * Vitest run: Astro serves no page while VITEST is set, so the test runner's variables are left out.
 */
export function startDevServer({ env = {}, dataDir, port } = {}) {
  const outside = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  return spawnServer(['node_modules/astro/bin/astro.mjs', 'dev'], {
    env: { ...outside, NODE_ENV: 'development', ...env },
    inherit: false,
    dataDir,
    port,
    ready: '/api/health',
  });
}

/** The identity project header of the embedded service. */
const project = { 'x-appwrite-project': 'thalify', 'content-type': 'application/json' };

/** The code the test outbox (THALIFY_TEST_OUTBOX=1) of the server at `origin` holds for `phone`. */
const outboxCode = (origin) => async (phone) =>
  (await (await fetch(`${origin}/v1/test/outbox?phone=${encodeURIComponent(phone)}`)).json()).code;

/**
 * Signs a new diner up through the embedded identity service; returns the session cookie and user.
 * The sign-in code is read by `codeFor(phone)`: from the test outbox by default (THALIFY_TEST_OUTBOX=1).
 */
export async function signUpDiner(origin, phone10, name = 'Bench Diner', codeFor = outboxCode(origin)) {
  const phone = `+91${phone10}`;
  const token = await (
    await fetch(`${origin}/v1/account/tokens/phone`, {
      method: 'POST',
      headers: project,
      body: JSON.stringify({ userId: 'unique()', phone }),
    })
  ).json();
  const code = await codeFor(phone);
  const session = await fetch(`${origin}/v1/account/sessions/token`, {
    method: 'POST',
    headers: project,
    body: JSON.stringify({ userId: token.userId, secret: code }),
  });
  const fallback = session.headers.get('x-fallback-cookies') ?? '{}';
  const appwriteCookie = Object.entries(JSON.parse(fallback))
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const { jwt } = await (
    await fetch(`${origin}/v1/account/jwts`, {
      method: 'POST',
      headers: { ...project, 'x-fallback-cookies': fallback, cookie: appwriteCookie },
    })
  ).json();
  const created = await fetch(`${origin}/api/create_user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${phone10}@example.in`, phone, updatedUser: { jwt } }),
  });
  const body = await created.json();
  const cookie = (created.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!body.user?.success) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { cookie, user: body.user };
}

/** The restaurant cards of the first listing page for Koramangala at `origin`, in grid order. */
export async function koramangalaRestaurants(origin) {
  const listing = await (await fetch(`${origin}/api/restaurants?lat=12.92614&lng=77.62211`)).json();
  const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
  return grid.gridElements.infoWithStyle.restaurants;
}

/**
 * The restaurants delivering to Koramangala (lat 12.92614, lng 77.62211) at `origin` that take an
 * order now with no minimum (open ones come first), first of the grid first, and up to `count` ids
 * of dishes the first one serves now.
 */
export async function restaurantWithDishes(origin, count) {
  const point = 'lat=12.92614&lng=77.62211';
  const restaurantIds = (await koramangalaRestaurants(origin))
    .filter((r) => r.info.isOpen !== false && !r.info.minOrderValue)
    .map((r) => r.info.id);
  const menu = await (await fetch(`${origin}/api/menu?${point}&restaurantId=${restaurantIds[0]}&query=`)).json();
  const dishIds = [...new Set(servedDishes(menu).map((dish) => String(dish.id)))].slice(0, count);
  return { restaurantId: restaurantIds[0], restaurantIds, dishIds };
}

/** The dishes of a menu answer, in its order, that are served now (neither sold out nor outside their hours). */
function servedDishes(menu) {
  const dishes = [];
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const info = node.card?.info;
      if (info?.id && (info.price ?? info.defaultPrice) !== undefined && !info.nextAvailableAtMessage)
        dishes.push(info);
      else Object.values(node).forEach(walk);
    }
  };
  walk(menu);
  return dishes;
}
