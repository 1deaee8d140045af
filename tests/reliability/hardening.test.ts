// The built server under the attacks of an outside audit: huge chunked bodies, a forged
// X-Forwarded-For, methods fetch cannot carry, a foreign Referer, and framing of on-demand pages.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peakRssMb, rssMb } from '../../scripts/lib/server.mjs';
import { diner, nextPhone, start, type Server } from './harness';

let server: Server;
let strict: Server;
let proxied: Server;

beforeAll(async () => {
  [server, strict, proxied] = await Promise.all([
    start({ OTP_MAX_REQUESTS_PER_IP: '1000' }),
    start(),
    start({ TRUSTED_PROXIES: '127.0.0.1, ::1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), strict?.stop(), proxied?.stop()]);
});

/** A raw HTTP request (any method, any Host), answered with status, headers and body text. */
function raw(
  target: Server,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | AsyncIterable<Uint8Array>;
  },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: target.port,
      method: options.method,
      path: options.path,
      headers: options.headers ?? {},
    });
    let answered = false;
    const collect = (response: http.IncomingMessage) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      response.on('error', reject);
    };
    request.on('response', collect);
    // CONNECT answers arrive on 'connect' with the socket.
    request.on('connect', (response: http.IncomingMessage, socket, head: Buffer) => {
      let text = head.toString('utf8');
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      socket.on('error', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    // A server that refuses a body closes the connection while the client is still sending:
    // the write fails (EPIPE, ECONNRESET) though the answer has come or is coming.
    request.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 2000));
    const body = options.body;
    if (body === undefined) request.end();
    else if (typeof body === 'string') request.end(body);
    else {
      void (async () => {
        try {
          for await (const chunk of body) {
            if (answered || request.destroyed) return;
            if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
          }
          request.end();
        } catch {
          // The server closed the connection after refusing the body: that is the point.
        }
      })();
      request.on('close', () => undefined);
    }
  });
}

/** `megabytes` of JSON-looking bytes in 64 KB chunks, sent without Content-Length (chunked). */
async function* chunked(megabytes: number): AsyncGenerator<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  yield new TextEncoder().encode('{"padding":"');
  for (let i = 0; i < megabytes * 16; i++) yield chunk;
  yield new TextEncoder().encode('"}');
}

describe('request bodies are bounded however they are sent', () => {
  it('four parallel 50 MB chunked bodies are refused with 413 JSON and memory stays flat', async () => {
    // Warm up first: the catalog and the database (PGlite's memory) load on first use.
    await diner(server, 'Warm Up');
    await fetch(`${server.origin}/api/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lat: 12.97, lng: 77.59 }),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = rssMb(server.child.pid) ?? 0;
    const targets = ['/api/update', '/api/login', '/v1/account/tokens/phone', '/api/create_user'];
    const answers = await Promise.all(
      targets.map((path) =>
        raw(server, {
          method: 'POST',
          path,
          headers: {
            'content-type': 'application/json',
            'x-appwrite-project': 'thalify',
            'transfer-encoding': 'chunked',
          },
          body: chunked(50),
        }),
      ),
    );
    const after = rssMb(server.child.pid) ?? 0;
    console.log(`[bodies] RSS before ${before} MB, after four parallel 50 MB chunked bodies ${after} MB`);
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, targets[i]).toBe(413);
      expect(answer.headers['content-type'], targets[i]).toContain('application/json');
      const body = JSON.parse(answer.text) as { message?: string; error?: string };
      expect(body.message ?? body.error, targets[i]).toMatch(/at most \d+ bytes/);
    }
    // Reading the bodies whole would add 200 MB or more.
    expect(after - before).toBeLessThan(60);
    // The whole life of the server so far (creating its database, warming up, these bodies) stays
    // under the memory budget of bench/report.md.
    const peak = peakRssMb(server.child.pid) ?? 0;
    console.log(`[bodies] peak RSS ${peak} MB`);
    expect(peak).toBeLessThanOrEqual(320);
    // The server still answers.
    expect((await fetch(`${server.origin}/api/me`)).status).toBe(401);
  });

  it('a declared Content-Length over the limit is refused before the body is read', async () => {
    for (const [path, limit] of [
      ['/api/login', 65536],
      ['/v1/account/tokens/phone', 16384],
    ] as const) {
      const answer = await raw(server, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': String(limit + 1) },
        body: ' '.repeat(limit + 1),
      });
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({
        message: `body: must be at most ${limit} bytes`,
        error: `body: must be at most ${limit} bytes`,
      });
    }
  });
});

describe('the client address cannot be forged', () => {
  const tokenRequest = (target: Server, headers: Record<string, string>) =>
    raw(target, {
      method: 'POST',
      path: '/v1/account/tokens/phone',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'thalify', ...headers },
      body: JSON.stringify({ userId: 'unique()', phone: `+91${nextPhone()}` }),
    });

  it('after the hourly 10, spoofing Host and X-Forwarded-For gets no more codes', async () => {
    for (let i = 0; i < 10; i++) expect((await tokenRequest(strict, {})).status).toBe(201);
    let granted = 0;
    for (let i = 0; i < 20; i++) {
      const answer = await tokenRequest(strict, {
        host: 'thalify.in',
        'x-forwarded-host': 'thalify.in',
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-forwarded-proto': 'https',
      });
      if (answer.status === 201) granted += 1;
      else expect(answer.status).toBe(429);
    }
    console.log(`[address] codes granted beyond the limit to one client spoofing X-Forwarded-For: ${granted} of 20`);
    expect(granted).toBe(0);
  });

  it('behind a trusted proxy, the rightmost untrusted X-Forwarded-For address is the client', async () => {
    // Loopback is the trusted proxy here: each forwarded address gets its own 10 an hour...
    for (const client of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 10; i++)
        expect((await tokenRequest(proxied, { 'x-forwarded-for': client })).status).toBe(201);
      expect((await tokenRequest(proxied, { 'x-forwarded-for': client })).status).toBe(429);
    }
    // ...and an address the client wrote to the left of the proxy's is ignored.
    expect((await tokenRequest(proxied, { 'x-forwarded-for': '192.0.2.77, 198.51.100.1' })).status).toBe(429);
  });
});

describe('methods and origins', () => {
  it('TRACE, TRACK and CONNECT get 405 JSON before the handler, and nothing reaches the log', async () => {
    const logBefore = server.log().length;
    for (const method of ['TRACE', 'TRACK']) {
      for (const path of ['/api/restaurants', '/v1/account', '/search', '/', '/locate', '/no-such-page']) {
        const answer = await raw(server, { method, path });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers['content-type'], `${method} ${path}`).toContain('application/json');
        expect(JSON.parse(answer.text)).toHaveProperty('error');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    const connect = await raw(server, { method: 'CONNECT', path: '127.0.0.1:22' });
    expect(connect.status).toBe(405);
    expect(connect.text).toContain('"error"');
    expect(server.log().slice(logBefore)).toBe('');
  });

  it('a POST with no Origin and a foreign Referer is refused', async () => {
    for (const path of ['/api/logout', '/api/login', '/api/update']) {
      const response = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: 'https://evil.example/form' },
        body: '{}',
      });
      expect(response.status, path).toBe(403);
    }
    const v1 = await fetch(`${server.origin}/v1/account/tokens/phone`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-appwrite-project': 'thalify',
        referer: 'https://evil.example/form',
      },
      body: JSON.stringify({ userId: 'unique()', phone: `+91${nextPhone()}` }),
    });
    expect(v1.status).toBe(403);
    const own = await fetch(`${server.origin}/api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${server.origin}/cart` },
      body: '{}',
    });
    expect(own.status).toBe(200);
  });

  it("on-demand pages carry frame-ancestors 'none' beside Astro's own policy", async () => {
    // With a saved address the on-demand pages render instead of sending the diner to /locate.
    const address = encodeURIComponent(
      JSON.stringify({
        formatted_address: 'Koramangala, Bengaluru',
        geometry: { location: { lat: 12.92614, lng: 77.62211 } },
        city: null,
      }),
    );
    const headers = { cookie: `user_address=${address}` };
    for (const path of ['/search', '/', '/cart', '/locate']) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual', headers });
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(response.status, path).toBe(200);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy.split(',').length, `${path}: one merged header`).toBe(1);
    }
    const onDemand = (await fetch(`${server.origin}/search`, { headers })).headers.get('content-security-policy') ?? '';
    expect(onDemand).toMatch(/script-src 'self'/);
  });
});

describe('the production server', () => {
  it("runs React's production build and PGlite on the baseline compiler, in the same process", async () => {
    const { readFileSync } = await import('node:fs');
    const environ = readFileSync(`/proc/${server.child.pid}/environ`, 'utf8').split('\0');
    const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(environ).toContain('NODE_ENV=production');
    expect(cmdline).toContain('--liftoff-only');
    expect(cmdline).toContain('--max-semi-space-size=4');
  });

  it('serves a prebuilt page from its build-time brotli copy, and compresses on-demand answers', async () => {
    const page = await raw(server, { method: 'GET', path: '/city/bangalore', headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(page.headers.etag).toMatch(/-br"$/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const again = await raw(server, {
      method: 'GET',
      path: '/city/bangalore',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) },
    });
    expect(again.status).toBe(304);
    const gzip = await raw(server, { method: 'GET', path: '/city/bangalore', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const listing = await raw(server, {
      method: 'GET',
      path: '/api/restaurants?lat=12.92614&lng=77.62211',
      headers: { 'accept-encoding': 'br' },
    });
    expect(listing.status).toBe(200);
    expect(listing.headers['content-encoding']).toBe('br');
  });

  it('answers a listing the cache holds without the framework, the same as the endpoint, with its headers', async () => {
    const path = '/api/restaurants?lat=12.9301&lng=77.6102';
    const stats = async () =>
      ((await (await fetch(`${server.origin}/api/health`)).json()) as { answerCache: { hits: number } }).answerCache;
    const first = await raw(server, { method: 'GET', path });
    const before = await stats();
    const second = await raw(server, { method: 'GET', path });
    expect((await stats()).hits).toBe(before.hits + 1);
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(second.text).data).toEqual(JSON.parse(first.text).data);
    expect(JSON.parse(second.text).csrfToken).toEqual(expect.any(String));
  });
});
