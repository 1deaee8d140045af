import { startServer, signUpDiner } from './lib/server.mjs';
const s = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', SESSION_SECRET: 'reliability-suite-secret-0123456789abcdef' } });
const d = await signUpDiner(s.origin, '9123400001');
for (const cookie of [undefined, d.cookie]) {
  const r = await fetch(`${s.origin}/api/restaurants?filters=1197213666&sortBy=x`, { headers: cookie ? { cookie } : {} });
  console.log(r.status, r.headers.get('content-type'), (await r.text()).slice(0, 200));
}
console.log(s.log().slice(-1500));
await s.stop();
