// `npm run bench -- --api` (and the full run): the API as a client calls it, against a bare server.
import { createServer } from 'node:http';
import { load } from './load.mjs';
import { cartCacheStats } from './bench-cart.mjs';
import { answerCacheStats, koramangala } from './bench-server.mjs';
import { freePort, restaurantWithDishes, signUpDiner } from './server.mjs';

/** A bare node:http server answering `body` with the headers of a JSON API. */
async function bareServer(body) {
  const port = await freePort();
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { port, close: () => new Promise((r) => server.close(r)) };
}

/**
 * The API under load: the listing, suggestions, menus and a cart read, each beside a bare node:http
 * server answering the same body in the same run; writes `api`, `apiCache`, `cartCaches` and the
 * command into `report`.
 */
export async function apiBench(server, report, { connections, seconds }) {
  const { lat, lng } = koramangala.geometry.location;
  const origin = server.origin;
  const {
    restaurantIds,
    dishIds: [dish],
  } = await restaurantWithDishes(origin, 1);
  const diner = await signUpDiner(origin, '9000011111');
  await fetch(`${origin}/api/addToCart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: diner.cookie },
    body: JSON.stringify({
      number: diner.user.phone,
      database: diner.user.database,
      userId: diner.user.userId,
      cart: { id: dish, restaurantId: restaurantIds[0] },
    }),
  });
  const words = [
    'biryani',
    'paneer tikka',
    'masala dosa',
    'chiken',
    'pizza',
    'butter naan',
    'momos',
    'idli',
    'thali',
    'kebab',
  ];
  const endpoints = [
    {
      name: 'listing',
      requests: [
        `/api/restaurants?lat=${lat}&lng=${lng}`,
        `/api/restaurants?lat=19.076&lng=72.8777`,
        `/api/restaurants?lat=28.6315&lng=77.2167`,
      ],
    },
    {
      name: 'suggestions',
      requests: words.map((w) => `/api/search_restaurants?lat=${lat}&lng=${lng}&str=${encodeURIComponent(w)}`),
    },
    {
      name: 'menu',
      requests: restaurantIds.slice(0, 8).map((id) => `/api/menu?lat=${lat}&lng=${lng}&restaurantId=${id}&query=`),
    },
    {
      name: 'cart',
      requests: [{ path: `/api/getcart?database=${diner.user.database}`, headers: { cookie: diner.cookie } }],
    },
  ];
  report.api = [];
  for (const endpoint of endpoints) {
    const first = endpoint.requests[0];
    const sample = await (
      await fetch(origin + (typeof first === 'string' ? first : first.path), {
        headers: typeof first === 'string' ? {} : first.headers,
      })
    ).text();
    await load({ port: server.port, requests: endpoint.requests, connections, seconds: 2 });
    const measured = await load({ port: server.port, requests: endpoint.requests, connections, seconds });
    const bare = await bareServer(sample);
    const baseline = await load({ port: bare.port, requests: ['/'], connections, seconds });
    await bare.close();
    const row = {
      endpoint: endpoint.name,
      bodyBytes: Buffer.byteLength(sample),
      ...measured,
      bare: baseline,
      throughputRatio: Number((measured.rps / baseline.rps).toFixed(2)),
    };
    report.api.push(row);
    console.log(
      `${endpoint.name}: ${row.rps} req/s p50 ${row.p50} ms p99 ${row.p99} ms, errors ${row.errors}; bare ${baseline.rps} req/s; ratio ${row.throughputRatio}`,
    );
  }
  report.apiCache = await answerCacheStats(origin);
  report.cartCaches = await cartCacheStats(origin);
  report.commands.api = `npm run bench (${connections} keep-alive connections, ${seconds} s per endpoint, load from a worker thread; bare node:http server in the same run)`;
}
