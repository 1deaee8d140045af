/**
 * The identity service's per-process parts, built once for the Astro routes. The only module of
 * the identity service that reads the environment (`astro:env`), so the rest can be imported by
 * plain Node and tests.
 */
import { APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID } from 'astro:env/client';
import { ALLOW_NO_SMS, HOST, OTP_MAX_REQUESTS_PER_IP, SESSION_SECRET, THALIFY_TEST_OUTBOX } from 'astro:env/server';
import type { Db } from '../db/db.ts';
import { getDb } from '../db/runtime.ts';
import { identityConfig, isProduction } from './config.ts';
import { loadIdentityKeys, type IdentityKeys } from './keys.ts';
import { maxRequestsPerIp } from './otp.ts';
import type { IdentityContext } from './request.ts';
import { logSmsSender, testOutboxFromEnv, undeliveredCodePolicy, type SmsSender, type TestOutbox } from './sms.ts';

/** The variables the identity runtime is built from. */
export const identityEnv = {
  APPWRITE_ENDPOINT,
  APPWRITE_PROJECT_ID,
  SESSION_SECRET,
  THALIFY_TEST_OUTBOX,
  HOST,
  ALLOW_NO_SMS,
  OTP_MAX_REQUESTS_PER_IP,
};

/** What every identity request shares within one process. */
export interface IdentityRuntime {
  db: Db;
  keys: IdentityKeys;
  sms: SmsSender;
  /** The test outbox, only when THALIFY_TEST_OUTBOX=1 was set at start. */
  outbox: TestOutbox | null;
  projectId: string;
  production: boolean;
  /** False when APPWRITE_ENDPOINT points the client at a real Appwrite: /v1 then stays dark. */
  embedded: boolean;
  /** Code requests allowed per IP address and hour (OTP_MAX_REQUESTS_PER_IP, default 10). */
  maxCodesPerIp: number;
}

async function buildRuntime(env: typeof identityEnv): Promise<IdentityRuntime> {
  const config = identityConfig(env);
  if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(config.projectId))
    throw new Error(`APPWRITE_PROJECT_ID "${config.projectId}" is not a valid Appwrite id`);
  const production = isProduction();
  const db = await getDb();
  const keys = await loadIdentityKeys(db, env.SESSION_SECRET);
  const outbox = testOutboxFromEnv(env);
  const embedded = config.endpoint.startsWith('/');
  if (production && embedded && !env.SESSION_SECRET)
    console.warn('[identity] SESSION_SECRET is not set: using a secret generated and kept in the database');
  const policy = undeliveredCodePolicy(env, production);
  if (production && embedded && policy === 'refuse')
    throw new Error(
      'no SMS provider is configured and the server listens on a public address: set APPWRITE_ENDPOINT, or ALLOW_NO_SMS=1',
    );
  if (production && embedded)
    console.warn(
      policy === 'log'
        ? '[identity] no SMS provider is configured: each sign-in code is printed in this log (this server listens only on this machine)'
        : '[identity] no SMS provider is configured and ALLOW_NO_SMS=1: sign-in codes are not delivered (set APPWRITE_ENDPOINT to use Appwrite)',
    );
  if (outbox)
    console.warn(
      '[identity] THALIFY_TEST_OUTBOX=1: codes are readable at GET /v1/test/outbox; never set this on a public server',
    );
  return {
    db,
    keys,
    sms: logSmsSender({ production, showCodes: policy === 'log', outbox }),
    outbox,
    projectId: config.projectId,
    production,
    embedded,
    maxCodesPerIp: maxRequestsPerIp(env.OTP_MAX_REQUESTS_PER_IP),
  };
}

// On globalThis so hot reloads in development reuse it (and its outbox) instead of building another.
const runtimeKey = Symbol.for('thalify.identity.runtime');
type RuntimeHolder = { [runtimeKey]?: Promise<IdentityRuntime> };

/** The process's identity runtime, built on first use. */
export function getIdentityRuntime(): Promise<IdentityRuntime> {
  const holder = globalThis as RuntimeHolder;
  holder[runtimeKey] ??= buildRuntime(identityEnv).catch((error: unknown) => {
    delete holder[runtimeKey];
    throw error;
  });
  return holder[runtimeKey];
}

/** The context of one request from the runtime and the caller's address. */
export function identityContext(runtime: IdentityRuntime, ip: string): IdentityContext {
  return {
    db: runtime.db,
    keys: runtime.keys,
    sms: runtime.sms,
    projectId: runtime.projectId,
    production: runtime.production,
    maxCodesPerIp: runtime.maxCodesPerIp,
    ip: ip || 'unknown',
    now: () => new Date(),
  };
}
