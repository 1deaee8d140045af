/** One realtime socket's state, and what every part of the hub does to a socket: send, refuse, rate and deliver. */
import type { WebSocket } from 'ws';
import type { RealtimeUser } from './hub.ts';
import { errorFrame, eventFrame, realtimeLimits } from './protocol.ts';
import { type Follower, type PlanRefusal, subscriptionsOf } from './subscriptions.ts';

/** A socket and what the hub knows of it. */
export interface Connection extends Follower {
  socket: WebSocket;
  user: RealtimeUser | null;
  /** Orders proven the diner's on this socket (an order never changes hands): naming them again costs no query. */
  proven: Set<string>;
  /** Messages received and not yet handled. */
  pending: number;
  /** The token bucket of its message rate. */
  tokens: number;
  refilledAt: number;
  /** Whether it answered the last ping. */
  alive: boolean;
  /** Messages are handled one after another, so a subscribe cannot overtake an authentication. */
  queue: Promise<void>;
}

/** The state of a socket just accepted, at time `at` (ms). */
export function newConnection(socket: WebSocket, user: RealtimeUser | null, at: number): Connection {
  return {
    socket,
    user,
    subscriptions: new Map(),
    lastSent: new Map(),
    proven: new Set(),
    pending: 0,
    tokens: realtimeLimits.burst,
    refilledAt: at,
    alive: true,
    queue: Promise.resolve(),
  };
}

/** Whether the socket is open (not closing or closed). */
export function isOpen(connection: Connection): boolean {
  return connection.socket.readyState === connection.socket.OPEN;
}

/** Sends a frame on an open socket; a reader that does not keep up is cut off instead of being buffered without end. */
export function send(connection: Connection, frame: string): void {
  if (!isOpen(connection)) return;
  if (connection.socket.bufferedAmount > realtimeLimits.maxBufferedBytes) {
    connection.socket.terminate();
    return;
  }
  connection.socket.send(frame);
}

/** Sends the error frame of a refusal. */
export function refuse(connection: Connection, refusal: PlanRefusal): void {
  send(connection, errorFrame(refusal.code, refusal.message));
}

/** Whether the connection may send another message at time `at` (ms): a token bucket. */
export function takeToken(connection: Connection, at: number): boolean {
  connection.tokens = Math.min(
    realtimeLimits.burst,
    connection.tokens + ((at - connection.refilledAt) / 1000) * realtimeLimits.perSecond,
  );
  connection.refilledAt = at;
  if (connection.tokens < 1) return false;
  connection.tokens -= 1;
  return true;
}

/** Sends an order's state (an `eventPrefix`) to every subscription of the socket that follows it, and remembers it as the last sent. */
export function deliver(connection: Connection, orderId: string, prefix: string): void {
  const ids = subscriptionsOf(connection, orderId);
  if (!ids.length) return;
  connection.lastSent.set(orderId, prefix);
  send(connection, eventFrame(prefix, ids));
}
