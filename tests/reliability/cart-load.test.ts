// Concurrent signed-in diners adding and removing dishes: zero errors, and the final carts equal
// the acknowledged operations, including across a server killed (SIGKILL) mid-load.
import { afterAll, describe, expect, it } from 'vitest';
import { call, diner, quantities, restaurantWithDishes, start, type Diner, type Server } from './harness';

const diners = 6;
const dishesPerDiner = 3;
const seconds = Number(process.env.LOAD_SECONDS) || 6;
let server: Server | undefined;
afterAll(() => server?.stop());

/** One worker per (diner, dish): it keeps the count it was told about and stays within 0..11. */
interface Worker {
  diner: Diner;
  dishId: string;
  acked: number;
  /** +1 or -1 of an operation whose answer was lost to the crash. */
  uncertain: number;
}

async function step(current: Server, worker: Worker, restaurantId: string): Promise<'ok' | 'error' | 'down'> {
  const add = worker.acked === 0 || (worker.acked < 11 && Math.random() < 0.6);
  const { user, cookie } = worker.diner;
  try {
    const answer = add
      ? await call(current, '/api/addToCart', {
          cookie,
          body: {
            number: user.phone,
            database: user.database,
            userId: user.userId,
            cart: { id: worker.dishId, restaurantId },
          },
        })
      : await call(current, '/api/removeCart', {
          cookie,
          body: { number: user.phone, database: user.database, id: worker.dishId },
        });
    if (answer.status !== 200) return 'error';
    worker.acked += add ? 1 : -1;
    return 'ok';
  } catch {
    worker.uncertain = add ? 1 : -1;
    return 'down';
  }
}

async function setUp(): Promise<{ workers: Worker[]; restaurantId: string }> {
  server = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' });
  const { restaurantId, dishIds } = await restaurantWithDishes(server, dishesPerDiner);
  expect(dishIds).toHaveLength(dishesPerDiner);
  const people = await Promise.all(Array.from({ length: diners }, (_, i) => diner(server!, `Load Diner ${i}`)));
  return {
    restaurantId,
    workers: people.flatMap((d) => dishIds.map((dishId) => ({ diner: d, dishId, acked: 0, uncertain: 0 }))),
  };
}

async function expectCartsMatch(current: Server, workers: Worker[]): Promise<void> {
  for (const w of workers) {
    const quantity = (await quantities(current, w.diner)).get(w.dishId) ?? 0;
    expect(quantity, `${w.diner.user.name} dish ${w.dishId}`).toBe(w.acked);
  }
}

describe('carts under load', () => {
  it('many diners adding and removing at once: zero errors, every acknowledged change kept', async () => {
    const { workers, restaurantId } = await setUp();
    const end = Date.now() + seconds * 1000;
    let ok = 0;
    let errors = 0;
    await Promise.all(
      workers.map(async (w) => {
        while (Date.now() < end) {
          const result = await step(server!, w, restaurantId);
          if (result === 'ok') ok++;
          else errors++;
        }
      }),
    );
    console.log(
      `load: ${ok} acknowledged cart changes by ${diners} diners on ${workers.length} connections in ${seconds} s, ${errors} errors`,
    );
    expect(errors).toBe(0);
    expect(ok).toBeGreaterThan(workers.length * 5);
    await expectCartsMatch(server!, workers);
    await server!.stop();
  });

  it('a server killed mid-load and restarted keeps every acknowledged change', async () => {
    const { workers, restaurantId } = await setUp();
    const first = server!;
    let current: Server | null = first;
    let back: Promise<Server> | null = null;
    let ok = 0;
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    setTimeout(
      () => {
        back = (async () => {
          current = null;
          await first.stop('SIGKILL');
          const restarted = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' }, first.dataDir);
          current = restarted;
          server = restarted;
          return restarted;
        })();
      },
      (seconds * 1000) / 2,
    );

    await Promise.all(
      workers.map(async (w) => {
        while (Date.now() < end || current === null) {
          const target: Server = current ?? (await back!);
          const result = await step(target, w, restaurantId);
          if (result === 'ok') ok++;
          else if (result === 'error') errors++;
          else {
            // The answer was lost: wait for the server, then learn whether the change landed.
            const restarted: Server = await (async () => {
              while (!back) await new Promise((r) => setTimeout(r, 20));
              return back;
            })();
            const landed = (await quantities(restarted, w.diner)).get(w.dishId) ?? 0;
            expect([w.acked, w.acked + w.uncertain], `unacknowledged change of ${w.dishId}`).toContain(landed);
            w.acked = landed;
            w.uncertain = 0;
          }
        }
      }),
    );
    expect(back, 'the server was killed during the load').not.toBeNull();
    console.log(`crash: ${ok} acknowledged cart changes around a SIGKILL and restart, ${errors} errors`);
    expect(errors).toBe(0);
    await expectCartsMatch(current!, workers);
  });
});
