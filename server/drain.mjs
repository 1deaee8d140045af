// Stopping the production server without losing a request: see drainOnSignals.
import net from 'node:net';

/** How long requests in flight may take after a stop signal before their connections are cut. */
const graceMs = 10_000;
/**
 * How long a kept-alive connection may stay idle after the signal before it is closed: a request
 * a client sent on it just as the signal came is still answered (with `Connection: close`)
 * instead of meeting a closed socket.
 */
const lingerMs = 1_000;
/** How long the host may take to stop (sockets, background work, database) before the process ends anyway. */
const hostStopMs = 5_000;

/**
 * On SIGTERM or SIGINT the server drains, then the process exits 0: it stops accepting
 * connections (new ones are refused), tells every realtime socket it is going away (1001, so
 * browsers reconnect to another process), stops the background work, lets each request in flight
 * finish (a request arriving on a kept-alive connection meanwhile is answered with
 * `Connection: close`), closes idle connections after a short linger, and closes the database last.
 * Connections still busy after `graceMs` are cut.
 * @param {import('node:http').Server} server
 * @param {{ stop(drained?: Promise<unknown>): Promise<void> }} host
 */
export function drainOnSignals(server, host) {
  let draining = false;
  /** @param {string} signal */
  const drain = async (signal) => {
    if (draining) return;
    draining = true;
    console.info(`[server] ${signal}: refusing new connections, finishing the requests under way`);
    server.prependListener('request', (_req, res) => {
      res.shouldKeepAlive = false;
    });
    // Only the listening socket is closed now: http.Server#close would also close the idle
    // kept-alive connections at once, cutting a request a client is sending on one right now.
    /** @type {Promise<void>} */
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    /** @type {NodeJS.Timeout | undefined} */
    let idle;
    const linger = setTimeout(() => {
      server.closeIdleConnections();
      idle = setInterval(() => server.closeIdleConnections(), 100);
    }, lingerMs);
    const cut = setTimeout(() => {
      console.error(`[server] requests still under way after ${graceMs / 1000} s: their connections are cut`);
      server.closeAllConnections();
    }, graceMs);
    const stopped = host.stop(closed);
    await closed;
    clearTimeout(linger);
    clearInterval(idle);
    clearTimeout(cut);
    const late = setTimeout(() => {
      console.error('[server] the host did not stop in time');
      process.exit(0);
    }, hostStopMs);
    await stopped.catch((error) => console.error('[server] the host did not stop cleanly', error));
    clearTimeout(late);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void drain(signal));
}
