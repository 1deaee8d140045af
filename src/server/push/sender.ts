/**
 * The sender of queued pushes, one in every process: woken by a NOTIFY on `push_outbox` (and by a
 * slow sweep, for retries and anything queued while its LISTEN was down), it claims due rows with
 * FOR UPDATE SKIP LOCKED, so two processes never send the same row, and sends them with Web Push
 * (payload encrypted for the device, signed with the VAPID key) a few at a time. A sent row is
 * deleted; a device its push service says is gone (404, 410) is forgotten; a busy or failing push
 * service (429, 5xx, no answer) is tried again later, at most `maxAttempts` times in all.
 */
import webpush, { type RequestDetails } from 'web-push';
import type { Db } from '../db/db.ts';
import { pushOutboxChannel } from './outbox.ts';
import { type PushKind, pushPayloadOf } from './pushTexts.ts';
// Every language's texts, registered for the pushes' words (the sender works outside any request).
import '../i18n/catalogues.ts';
import type { VapidKeys } from './vapid.ts';

/** Sends one prepared request; answers the push service's status (throws when there was no answer). */
export type PushTransport = (request: RequestDetails) => Promise<number>;

/** Sends with fetch, waiting at most 10 s for an answer. */
export const fetchTransport: PushTransport = async (request) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    ...(request.body ? { body: new Uint8Array(request.body) } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
};

/** What a sender needs. */
export interface SenderDeps {
  db: Db;
  keys: VapidKeys;
  transport?: PushTransport;
  /** Pushes in flight at once. */
  concurrency?: number;
  /** Rows claimed per round. */
  batch?: number;
  /** Tries of one push before it is given up. */
  maxAttempts?: number;
  /** The sweep's period. */
  sweepMs?: number;
}

/** The sender of a process. */
export interface PushSender {
  /** Sends what is due until nothing is; answers how many pushes were attempted. */
  drain(): Promise<number>;
  /** Listens and sweeps until the returned function is called. */
  start(): Promise<() => Promise<void>>;
}

interface ClaimedRow {
  id: string;
  kind: PushKind;
  status: string | null;
  notice: string | null;
  attempts: number;
  order_id: string;
  number: string;
  subscription_id: string;
  /** The language the device subscribed in. */
  language: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push. */
type Outcome = 'sent' | 'gone' | 'retry' | 'refused';

/** Seconds before try `attempts + 1`: 5 s, 20 s, 80 s, … at most 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 5 * 4 ** Math.max(0, attempts - 1));
}

/** What a push service's status means for the push. */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The sender over its dependencies. */
export function createPushSender(deps: SenderDeps): PushSender {
  const { db, keys } = deps;
  const transport = deps.transport ?? fetchTransport;
  const concurrency = deps.concurrency ?? 16;
  const batch = deps.batch ?? 200;
  const maxAttempts = deps.maxAttempts ?? 5;
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function claim(): Promise<ClaimedRow[]> {
    // Claimed for a minute: a sender that dies mid-round leaves its rows to be taken again.
    return (
      await db.query<ClaimedRow>(
        `WITH due AS (
           SELECT id FROM push_outbox WHERE next_at <= now() AND (claimed_until IS NULL OR claimed_until <= now())
           ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
         UPDATE push_outbox o SET claimed_until = now() + interval '60 seconds', attempts = o.attempts + 1
         FROM due, push_subscriptions s, orders r
         WHERE o.id = due.id AND s.id = o.subscription_id AND r.id = o.order_id
         RETURNING o.id, o.kind, o.status, o.notice, o.attempts, o.order_id, r.number,
           s.id AS subscription_id, s.endpoint, s.p256dh, s.auth, s.language`,
      )
    ).rows;
  }

  async function sendOne(row: ClaimedRow): Promise<Outcome> {
    const payload = pushPayloadOf({
      kind: row.kind,
      orderId: row.order_id,
      number: row.number,
      status: row.status,
      notice: row.notice,
      language: row.language,
    });
    if (!payload) return 'refused';
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(payload),
        {
          vapidDetails,
          contentEncoding: 'aes128gcm',
          // A status is news for an hour; "arriving" only for the next minutes.
          TTL: row.kind === 'arriving' ? 600 : 3600,
          urgency: row.kind === 'notice' ? 'normal' : 'high',
          // One pending push per order at the push service: a device offline gets the latest.
          topic: row.order_id.replaceAll('-', ''),
        },
      );
      return outcomeOf(await transport(request));
    } catch (error) {
      // Keys the browser gave that cannot encrypt are refused; no answer is tried again.
      if (error instanceof Error && /public key|auth|p256dh/i.test(error.message)) return 'refused';
      return 'retry';
    }
  }

  async function round(): Promise<number> {
    const rows = await claim();
    if (rows.length === 0) return 0;
    const outcomes = new Array<Outcome>(rows.length);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const index = next++;
        outcomes[index] = await sendOne(rows[index] as ClaimedRow);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    const done: string[] = [];
    const gone = new Set<string>();
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index];
      if (outcome === 'gone') gone.add(row.subscription_id);
      else if (outcome === 'retry' && row.attempts < maxAttempts)
        await db.query(
          `UPDATE push_outbox SET claimed_until = NULL, next_at = now() + make_interval(secs => $2) WHERE id = $1`,
          [row.id, retryDelaySeconds(row.attempts)],
        );
      else {
        if (outcome !== 'sent')
          console.warn(`[push] gave up a push to subscription ${row.subscription_id}: ${outcome}`);
        done.push(row.id);
      }
    }
    if (done.length) await db.query('DELETE FROM push_outbox WHERE id = ANY($1::bigint[])', [done]);
    // A dead endpoint: the device unsubscribed or the browser dropped it; its queued pushes go too.
    if (gone.size) await db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::bigint[])', [[...gone]]);
    return rows.length;
  }

  const sender: PushSender = {
    async drain() {
      let total = 0;
      for (;;) {
        const sent = await round();
        total += sent;
        if (sent < batch) return total;
      }
    },

    async start() {
      let stopped = false;
      let running: Promise<void> | null = null;
      let again = false;
      const wake = () => {
        if (stopped) return;
        if (running) {
          again = true;
          return;
        }
        running = (async () => {
          do {
            again = false;
            await sender.drain().catch((error: unknown) => console.error('[push] a round of sending failed', error));
          } while (again && !stopped);
        })().finally(() => {
          running = null;
        });
      };
      const unlisten = await db.listen(pushOutboxChannel, wake, (listening) => {
        if (listening) wake();
      });
      const timer = setInterval(wake, deps.sweepMs ?? 5_000);
      timer.unref();
      wake();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await unlisten();
        await running;
      };
    },
  };
  return sender;
}
