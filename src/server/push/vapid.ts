/**
 * The server's VAPID keys, which sign every push so push services know it came from this site:
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, else a pair generated once and kept
 * in the database (`server_secrets`), so every process and restart signs with the same key and
 * the browsers' subscriptions stay valid.
 */
import webpush from 'web-push';
import type { DbExecutor } from '../db/db.ts';

/** The keys and the contact push services may write to. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL of whoever runs the site. */
  subject: string;
}

/** Who runs the site, when VAPID_SUBJECT is not set. */
export const defaultVapidSubject = 'mailto:support@thalify.in';

const base64url = /^[A-Za-z0-9_-]+$/;

/** The environment's VAPID settings. */
export interface VapidEnv {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
}

/** Checks a configured pair's shape (65-byte public point, 32-byte private scalar). */
function checkedPair(publicKey: string, privateKey: string): void {
  const pub = base64url.test(publicKey) ? Buffer.from(publicKey, 'base64url') : Buffer.alloc(0);
  const priv = base64url.test(privateKey) ? Buffer.from(privateKey, 'base64url') : Buffer.alloc(0);
  if (pub.length !== 65 || pub[0] !== 4) throw new Error('VAPID_PUBLIC_KEY must be a P-256 public key, base64url');
  if (priv.length !== 32) throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key, base64url');
}

/** Reads VAPID_SUBJECT: a mailto: or https: URL. */
export function vapidSubjectFrom(value: string | undefined): string {
  const subject = value?.trim() || defaultVapidSubject;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject))
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL');
  return subject;
}

/** The deployment's keys: from the environment (both or neither), else kept in `server_secrets`. */
export async function loadVapidKeys(db: DbExecutor, env: VapidEnv): Promise<VapidKeys> {
  const subject = vapidSubjectFrom(env.VAPID_SUBJECT);
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    checkedPair(publicKey, privateKey);
    return { publicKey, privateKey, subject };
  }
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'vapid',
    JSON.stringify(webpush.generateVAPIDKeys()),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', ['vapid']);
  const stored = JSON.parse(rows[0]?.value ?? '{}') as { publicKey?: string; privateKey?: string };
  if (!stored.publicKey || !stored.privateKey) throw new Error('server_secrets has no VAPID key pair');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
