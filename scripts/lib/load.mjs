// A small HTTP load generator for the benchmarks: N keep-alive connections, each sending
// requests back to back for a fixed time, from a worker thread so it never shares a thread
// with a server it measures. Reports throughput, p50/p99 latency and errors.
import { Agent, request as httpRequest } from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Loads `paths` (cycled) on 127.0.0.1:`port` with `connections` connections for `seconds`.
 * Each request may be a path or `{ path, method, headers, body }`.
 */
export function load({ port, requests, connections = 50, seconds = 10 }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { port, requests, connections, durationMs: seconds * 1000 },
    });
    worker.once('message', ({ latencies, errors, elapsed, statuses }) => {
      const sorted = Float64Array.from(latencies).sort();
      resolve({
        requests: sorted.length,
        rps: Math.round(sorted.length / elapsed),
        p50: Number(percentile(sorted, 50).toFixed(2)),
        p99: Number(percentile(sorted, 99).toFixed(2)),
        errors,
        statuses,
      });
    });
    worker.once('error', reject);
  });
}

if (!isMainThread && workerData?.requests) {
  const { port, requests, connections, durationMs } = workerData;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let next = 0;
  const end = performance.now() + durationMs;
  const once = (spec) =>
    new Promise((done) => {
      const { path, method = 'GET', headers = {}, body } = typeof spec === 'string' ? { path: spec } : spec;
      const started = performance.now();
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 400) errors++;
          latencies.push(performance.now() - started);
          done();
        });
      });
      req.on('error', () => {
        errors++;
        done();
      });
      req.end(body);
    });
  const loop = async () => {
    while (performance.now() < end) await once(requests[next++ % requests.length]);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsed, statuses });
}
