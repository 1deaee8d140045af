// The cart's part of the API section (scripts/bench.mjs): how often the session and cart caches
// answered during the API load, read from the server's health answer like the answer cache's.

/** The session and cart caches' counts from `/api/health`, each with its hit rate; null when absent. */
export async function cartCacheStats(origin) {
  const health = await (await fetch(`${origin}/api/health`)).json();
  const rate = (stats) =>
    stats ? { ...stats, hitRate: Number((stats.hits / Math.max(1, stats.hits + stats.misses)).toFixed(3)) } : null;
  return { sessions: rate(health.sessionCache), carts: rate(health.cartCache) };
}

/** The report's lines for the session and cart caches. */
export function cartCacheLines(caches) {
  if (!caches) return [];
  const line = (name, s) =>
    s
      ? `- ${name}: ${s.hits} hits, ${s.misses} misses (hit rate ${s.hitRate}); ${s.entries} held${s.listening ? '' : ' (not listening: nothing served)'}.`
      : `- ${name}: not used.`;
  return [
    '## Session and cart caches',
    '',
    'During the API load (section API under load, the same run; every cart request is signed in):',
    '',
    line('session cache', caches.sessions),
    line('cart cache', caches.carts),
    '',
  ];
}
