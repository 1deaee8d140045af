import { describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { keepLoaded } from './notifiedReload.ts';

/** A database whose LISTEN the test drives: notifications, and the connection lost and back. */
function fakeDb() {
  let onPayload: (payload: string) => void = () => {};
  let onConnection: (listening: boolean) => void = () => {};
  const db = {
    async listen(_channel: string, payload: (p: string) => void, connection?: (listening: boolean) => void) {
      onPayload = payload;
      onConnection = connection ?? (() => {});
      onConnection(true);
      return async () => {};
    },
  } as unknown as Db;
  return { db, notify: (payload: string) => onPayload(payload), connection: (up: boolean) => onConnection(up) };
}

describe('memory kept loaded by notifications', () => {
  it('loads everything when listening starts and again after the connection comes back, one part per notification', async () => {
    const fake = fakeDb();
    const loads: string[] = [];
    const stop = keepLoaded(fake.db, 'things', {
      name: 'things',
      reloadAll: async () => {
        loads.push('*');
      },
      reloadOne: async (payload) => {
        loads.push(payload);
      },
    });
    await expect.poll(() => loads).toEqual(['*']);
    fake.notify('a');
    fake.connection(false);
    // Anything sent now is lost: the reload on reconnecting makes up for it.
    fake.connection(true);
    fake.notify('b');
    await expect.poll(() => loads).toEqual(['*', 'a', '*', 'b']);
    await stop();
  });
});
