// Timing an unrelated request while the server is under attack. The request is sent every 10 ms
// (or as soon as the one before is answered, when that took longer) from a worker thread, so the
// test's own work (sending the attack, reading its answers) never delays it, and the probe takes
// little of the server's time itself. The thread also times its own lateness (a 5 ms timer): when the whole machine
// pauses (the suite shares its cores with others) the thread is late too, while a stall of the
// server's event loop leaves it on time. A request's time less the thread's lateness during it
// is what the server added.
import { Worker } from 'node:worker_threads';

const probeScript = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.on('message', () => { stopped = true; });
let late = 0;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  late = Math.max(late, now - last - 5);
  last = now;
}, 5);
(async () => {
  for (let count = 0; !stopped && count < workerData.most; count++) {
    const started = performance.now();
    late = 0;
    const answer = await fetch(workerData.url, { signal: AbortSignal.timeout(90000) });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(workerData.url + ' answered ' + answer.status);
    const ms = performance.now() - started;
    parentPort.postMessage({ ms, paused: late });
    if (ms < workerData.everyMs) await new Promise((resolve) => setTimeout(resolve, workerData.everyMs - ms));
  }
  parentPort.postMessage('done');
})();
`;

/** One timed request: its time, and how late the probe's own thread ran meanwhile (ms). */
export interface Timing {
  ms: number;
  paused: number;
}

/** A probe under way. */
export interface Probe {
  /** Every request timed so far, in order. */
  readonly times: Timing[];
  /** Resolves with all the timings once `most` requests were timed or `stop` was called. */
  readonly done: Promise<Timing[]>;
  /** Ends the probe after the request under way. */
  stop(): Promise<Timing[]>;
}

/** What the server took of a request: its time less the machine's pause over it (ms). */
export const serverMs = (timing: Timing): number => Math.max(0, timing.ms - timing.paused);

/** Starts timing GET `url`, one request after another every `everyMs` at most, at most `most` of them. */
export function startProbe(url: string, { most = Number.POSITIVE_INFINITY, everyMs = 10 } = {}): Probe {
  const worker = new Worker(probeScript, { eval: true, workerData: { url, most, everyMs } });
  const times: Timing[] = [];
  const done = new Promise<Timing[]>((resolve, reject) => {
    worker.on('message', (message: Timing | 'done') => {
      if (message === 'done') resolve(times);
      else times.push(message);
    });
    worker.once('error', reject);
  }).finally(() => worker.terminate());
  return {
    times,
    done,
    stop() {
      worker.postMessage('stop');
      return done;
    },
  };
}
