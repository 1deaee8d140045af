/** Delivery of sign-in codes: the SmsSender interface, the log sender and the test outbox. */
import { isLoopbackHost } from './loopback.mjs';

export { isLoopbackHost };

/** Sends one code to one phone. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

/** The latest code per phone, readable by tests through GET /v1/test/outbox. */
export class TestOutbox {
  private readonly latest = new Map<string, { code: string; sentAt: string }>();

  /** Keeps the code, dropping the oldest phone once a thousand are held. */
  record(phone: string, code: string, sentAt: Date): void {
    this.latest.delete(phone);
    this.latest.set(phone, { code, sentAt: sentAt.toISOString() });
    if (this.latest.size > 1000) {
      const oldest = this.latest.keys().next().value;
      if (oldest !== undefined) this.latest.delete(oldest);
    }
  }

  /** The latest code sent to `phone`, if any. */
  latestFor(phone: string): { code: string; sentAt: string } | undefined {
    return this.latest.get(phone);
  }
}

/**
 * The outbox when THALIFY_TEST_OUTBOX=1 is in the server's environment, else null. Read once
 * when the runtime is built: nothing in a request can turn it on.
 */
export function testOutboxFromEnv(env: { THALIFY_TEST_OUTBOX?: string | undefined }): TestOutbox | null {
  return env.THALIFY_TEST_OUTBOX === '1' ? new TestOutbox() : null;
}

/** `+91XXXXXX3210`: enough to tell numbers apart in a log without publishing them. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}${'X'.repeat(phone.length - 7)}${phone.slice(-4)}` : 'a phone';
}

/**
 * Where sign-in codes go when no SMS provider is configured (the embedded identity service):
 * - `log`: printed in the server log, for whoever runs it: development, or a production build
 *   that listens only on this machine (a newcomer's `npm start`);
 * - `nowhere`: not delivered at all, on a public address where ALLOW_NO_SMS=1 says that is meant;
 * - `refuse`: a public address without that setting: the server must not start (no one could sign in).
 */
export function undeliveredCodePolicy(
  env: { HOST?: string | undefined; ALLOW_NO_SMS?: string | undefined },
  production: boolean,
): 'log' | 'nowhere' | 'refuse' {
  if (!production || isLoopbackHost(env.HOST || 'localhost')) return 'log';
  return env.ALLOW_NO_SMS === '1' ? 'nowhere' : 'refuse';
}

/** Where the log sender writes; console.info by default. */
export type LogLine = (line: string) => void;

/**
 * The sender used when no SMS provider is configured: in development, and in production on a
 * server only this machine can reach (`showCodes`), it prints the code in the server log so the
 * person running it can sign in; on a public server it logs only that a code went out (codes
 * never reach the log of a server others can reach). With an outbox it also records the code for tests.
 */
export function logSmsSender(options: {
  production: boolean;
  /** Print codes in production too (the server listens only on loopback). */
  showCodes?: boolean;
  outbox: TestOutbox | null;
  log?: LogLine;
  now?: () => Date;
}): SmsSender {
  const log = options.log ?? ((line: string) => console.info(line));
  const now = options.now ?? (() => new Date());
  return {
    async send(phone, code) {
      options.outbox?.record(phone, code, now());
      if (!options.production) log(`[sms] ${phone} code ${code}`);
      else if (options.showCodes) log(`[sms] sign-in code for ${phone}: ${code}`);
      else log(`[sms] code sent to ${maskPhone(phone)} (no SMS provider configured: it was not delivered)`);
    },
  };
}
