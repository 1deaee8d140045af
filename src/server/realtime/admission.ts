/**
 * How much database work the realtime hub takes on at once: a few jobs at a time in the
 * process, a bounded line behind them, and a few per diner across all their sockets. A job
 * beyond any bound is refused at once instead of queued without end, so a burst of frames costs
 * a refusal each rather than memory and database time.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Which bound refused a job: the diner's share or the process's line. */
export type Refusal = 'diner' | 'process';

/** The bounds of an admission. */
export interface AdmissionLimits {
  /** Jobs running at once. */
  running: number;
  /** Jobs waiting for a free slot; one more is refused. */
  waiting: number;
  /** Jobs running or waiting for one diner; one more is refused. */
  perDiner: number;
}

/** A gate for the hub's database work. */
export interface Admission {
  /** Runs `job` for `dinerId` once a slot is free (its promise settles with the job), or names the bound that refuses it. */
  run(dinerId: string, job: () => Promise<void>): Promise<void> | Refusal;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a slot. */
  readonly waiting: number;
}

/** An admission with these bounds. */
export function createAdmission(limits: AdmissionLimits): Admission {
  let running = 0;
  const line: (() => void)[] = [];
  /** dinerId → their jobs running or waiting. */
  const perDiner = new Map<string, number>();

  function release(dinerId: string): void {
    running -= 1;
    const left = (perDiner.get(dinerId) ?? 1) - 1;
    if (left > 0) perDiner.set(dinerId, left);
    else perDiner.delete(dinerId);
    const next = line.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    run(dinerId, job) {
      const mine = perDiner.get(dinerId) ?? 0;
      if (mine >= limits.perDiner) return 'diner';
      const free = running < limits.running;
      if (!free && line.length >= limits.waiting) return 'process';
      perDiner.set(dinerId, mine + 1);
      if (free) running += 1;
      const turn = free ? Promise.resolve() : new Promise<void>((resolve) => line.push(resolve));
      return turn
        .then(async () => {
          // A job starts on a new turn of the event loop, so requests waiting on the network are
          // served between one job and the next.
          await nextTurn();
          await job();
        })
        .finally(() => release(dinerId));
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
