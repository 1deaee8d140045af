/**
 * A push service on this machine, for tests: an HTTP server standing in for a browser's push
 * service. Each device it hands out has its own endpoint and key pair, as a browser's
 * subscription would; a push to it must carry a valid VAPID Authorization header (an ES256 JWT
 * for this origin, `vapid t=…, k=…`), is decrypted (aes128gcm, RFC 8291) with the device's private
 * key and auth secret, and is recorded with its arrival time. A device can be made to answer 410
 * (gone) or 429/500 (busy) to try the sender's handling.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One push as the device received it. */
export interface ReceivedPush {
  device: string;
  /** The decrypted body (the server's JSON). */
  text: string;
  at: number;
  urgency: string | undefined;
  ttl: string | undefined;
  topic: string | undefined;
}

/** A device's subscription, as `PushSubscription.toJSON()` gives it. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One device of the service. */
export interface PushDevice {
  id: string;
  subscription: DeviceSubscription;
  /** The status the device answers with (201: taken). */
  answer: number;
  /** What it received, in order. */
  received: ReceivedPush[];
}

/** A refused push: why, for the test to show. */
export interface RefusedPush {
  device: string;
  why: string;
}

/** The running service. */
export interface LocalPushService {
  origin: string;
  /** Every push taken, in order of arrival. */
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** A new device; its endpoint is `${origin}/push/${id}`. */
  device(): PushDevice;
  /** Only pushes signed with this public key are taken (else any valid signature). */
  expectKey(publicKey: string): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** Why a VAPID Authorization header does not sign for `origin` (with `expected` key when given), or null. */
export function vapidProblem(header: string | undefined, origin: string, expected?: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return 'no vapid Authorization header';
  const [token, key] = [match[1], match[2]];
  if (expected && key !== expected) return 'signed with another key';
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return 'not a JWT';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not a P-256 public key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const alg = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (alg.alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'exp out of range';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'no sub';
  return null;
}

/** Starts the service on 127.0.0.1, at `port` (default: a free one). */
export async function startPushService(port = 0): Promise<LocalPushService> {
  const devices = new Map<string, PushDevice & { ecdh: ReturnType<typeof createECDH>; secret: Buffer }>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let expected: string | undefined;
  let origin = '';

  const server = createServer(async (request, response) => {
    const id = /^\/push\/([a-z0-9]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const body = await readBody(request);
    const device = devices.get(id);
    const refuse = (status: number, why: string) => {
      refused.push({ device: id, why });
      response.writeHead(status).end(why);
    };
    if (request.method !== 'POST') return refuse(405, 'POST only');
    if (!device) return refuse(404, 'no such subscription');
    const problem = vapidProblem(request.headers.authorization, origin, expected);
    if (problem) return refuse(403, problem);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
    if (!request.headers.ttl) return refuse(400, 'no TTL');
    if (device.answer !== 201) return refuse(device.answer, `answered ${device.answer}`);
    let text: string;
    try {
      text = decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.secret }).toString();
    } catch (error) {
      return refuse(400, `could not decrypt: ${(error as Error).message}`);
    }
    const push: ReceivedPush = {
      device: id,
      text,
      at: Date.now(),
      urgency: request.headers.urgency as string | undefined,
      ttl: request.headers.ttl as string | undefined,
      topic: request.headers.topic as string | undefined,
    };
    device.received.push(push);
    received.push(push);
    response.writeHead(201).end();
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    device() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const secret = randomBytes(16);
      const device = {
        id,
        ecdh,
        secret,
        answer: 201,
        received: [] as ReceivedPush[],
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: secret.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    expectKey(publicKey) {
      expected = publicKey;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
