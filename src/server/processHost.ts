/**
 * What this process holds once, under the one process-wide key of the code base. On globalThis
 * because the development server evaluates a module again after an edit: the new copy must find
 * the database already open (two PGlite engines on one data directory would corrupt it), the
 * identity runtime with its test outbox, and the host with its background work still running.
 */
import type { Db } from './db/db.ts';
import type { Host } from './host.ts';
import type { IdentityRuntime } from './identity/runtime.ts';

/** The process's one-of-a-kind parts, each set on first use by the module that owns it. */
export interface ProcessHost {
  /** The database, opened and migrated once (`getDb`, src/server/db/runtime.ts). */
  db?: Promise<Db>;
  /** The identity service's keys, SMS sender and outbox (`getIdentityRuntime`, src/server/identity/runtime.ts). */
  identity?: Promise<IdentityRuntime>;
  /** The composition root: services, background work and the server's hooks (src/server/host.ts). */
  host?: Host;
}

const processHostKey = Symbol.for('thalify.host');

/** The process's holder, made empty on first use. */
export function processHost(): ProcessHost {
  const holder = globalThis as { [processHostKey]?: ProcessHost };
  holder[processHostKey] ??= {};
  return holder[processHostKey];
}
