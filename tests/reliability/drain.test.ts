// Stopping the production server with SIGTERM (what a process manager or a deploy sends): every
// request in flight gets its whole answer (those still sending their body, and those sent on a
// kept-alive connection as the signal comes), new connections are refused, live-order sockets
// are told the server is going away (1001), and the process exits 0.
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { diner, start } from './harness';
import { openSocket } from './liveOrders';

/** A request whose body is still arriving: `finish` sends the rest; `answer` is the whole answer. */
function slowPost(origin: string, path: string, body: string, cookie: string) {
  const { hostname, port } = new URL(origin);
  let finish = () => {};
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    finish = () => req.end(body.slice(10));
  });
  return { answer, finish: () => finish() };
}

/** Whether a new TCP connection to `origin` is refused. */
function refused(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM', () => {
  it('drains: requests in flight are answered in full, new connections refused, sockets told 1001, exit 0', async () => {
    const server = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' });
    const child = server.child as unknown as NodeJS.EventEmitter & { pid: number };
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code: number | null) => resolve(code)));
    const d = await diner(server, 'Drain Diner');
    const live = await openSocket(server, d.cookie);
    const address = (i: number) =>
      JSON.stringify({
        label: `Other`,
        flat: `${i} Rose Court`,
        area: 'Koramangala, Bengaluru',
        lat: 12.92614,
        lng: 77.62211,
      });
    const inFlight = Array.from({ length: 15 }, (_, i) =>
      slowPost(server.origin, '/api/addresses', address(i), d.cookie),
    );
    // Kept-alive connections, idle until requests go out on them at the moment of the signal.
    await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.origin}/about`).then((r) => r.text())));
    // Every slow request's headers are in; their bodies wait.
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(child.pid, 'SIGTERM');
    // Sent on those connections just after the signal, as a client with a request already on its way would.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const atTheSignal = Array.from({ length: 8 }, (_, i) =>
      fetch(`${server.origin}/api/search?search=dosa${i}`).then(async (r) => [r.status, await r.json()] as const),
    );
    await expect.poll(() => refused(server.origin)).toBe(true);
    for (const slow of inFlight) slow.finish();
    const answers = await Promise.all(inFlight.map((slow) => slow.answer));
    for (const { status, text } of answers) {
      expect(status, text).toBe(201);
      expect((JSON.parse(text) as { address: { id: string } }).address.id).toBeTruthy();
    }
    for (const [status, body] of await Promise.all(atTheSignal)) {
      expect(status).toBe(200);
      expect(body).toBeTypeOf('object');
    }
    expect(await live.closed).toBe(1001);
    expect(await exited).toBe(0);
    expect(server.log()).toContain('SIGTERM: refusing new connections');
    expect(server.log()).toContain('[host] stopped');
  });
});
