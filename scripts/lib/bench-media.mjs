// The food artwork of /media/{imageId}: bytes per image kind, as pages ask for them, and the cost
// of drawing a picture the first time beside answering it again from the server's cache.
import { gzipSync } from 'node:zlib';

const koramangala = { lat: 12.92614, lng: 77.62211 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Every image URL the home page, its menus and the search page would ask for, by kind. */
async function imageUrls(origin, menus) {
  const { lat, lng } = koramangala;
  const listing = await (await fetch(`${origin}/api/restaurants?lat=${lat}&lng=${lng}`)).json();
  const cards = listing.data.cards.map((c) => c.card.card);
  const urls = { restaurant: new Set(), dish: new Set(), cuisine: new Set(), offer: new Set(), collection: new Set() };
  const grid = cards.find((c) => c.id === 'restaurant_grid_listing');
  const restaurants = grid.gridElements.infoWithStyle.restaurants.map((r) => r.info);
  for (const info of restaurants) urls.restaurant.add(`/media/${info.cloudinaryImageId}?w=288&h=360`);
  for (const card of cards) {
    const items = card.gridElements?.infoWithStyle?.info ?? [];
    for (const item of items) {
      const kind = item.imageId.startsWith('r-') ? 'offer' : item.imageId.startsWith('b-') ? 'collection' : 'cuisine';
      urls[kind].add(`/media/${item.imageId}?w=144&h=180`);
    }
  }
  const pre = await (await fetch(`${origin}/api/pre_search?lat=${lat}&lng=${lng}`)).json();
  for (const card of pre.data?.cards ?? [])
    for (const item of card.card?.card?.gridElements?.infoWithStyle?.info ?? [])
      urls.cuisine.add(`/media/${item.imageId}?w=144&h=180`);
  for (const info of restaurants.slice(0, menus)) {
    const menu = await (await fetch(`${origin}/api/menu?lat=${lat}&lng=${lng}&restaurantId=${info.id}&query=`)).text();
    for (const match of menu.matchAll(/"imageId":"(d-[a-z0-9_-]+)"/g)) urls.dish.add(`/media/${match[1]}?w=118&h=96`);
  }
  return urls;
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, body, status: response.status };
}

/**
 * Fetches each picture twice (drawn, then from the cache) from a running server; returns per kind
 * the count, median and largest bytes (raw and gzip) and the median time of both requests.
 */
export async function mediaBench(origin, { menus = 8 } = {}) {
  const urls = await imageUrls(origin, menus);
  const kinds = {};
  for (const [kind, set] of Object.entries(urls)) {
    const raw = [];
    const gzip = [];
    const first = [];
    const again = [];
    for (const path of set) {
      const one = await timed(`${origin}${path}`);
      if (one.status !== 200) throw new Error(`${path}: ${one.status}`);
      const two = await timed(`${origin}${path}`);
      raw.push(one.body.length);
      gzip.push(gzipSync(one.body).length);
      first.push(one.ms);
      again.push(two.ms);
    }
    kinds[kind] = {
      images: set.size,
      medianBytes: median(raw),
      largestBytes: Math.max(0, ...raw),
      medianGzipBytes: median(gzip),
      largestGzipBytes: Math.max(0, ...gzip),
      firstMs: Number(median(first).toFixed(2)),
      cachedMs: Number(median(again).toFixed(2)),
    };
  }
  return kinds;
}

/** The report's markdown lines for the media section. */
export function mediaLines(media, command) {
  const lines = [
    '## Food artwork (/media)',
    '',
    `Command: ${command}`,
    '',
    '| kind (size asked) | images | median bytes | largest bytes | median gzip | largest gzip | first request p50 ms | again (cached) p50 ms |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const sizes = { restaurant: '288x360', dish: '118x96', cuisine: '144x180', offer: '144x180', collection: '144x180' };
  for (const [kind, k] of Object.entries(media))
    lines.push(
      `| ${kind} (${sizes[kind] ?? ''}) | ${k.images} | ${k.medianBytes} | ${k.largestBytes} | ${k.medianGzipBytes} | ${k.largestGzipBytes} | ${k.firstMs} | ${k.cachedMs} |`,
    );
  lines.push('');
  return lines;
}
