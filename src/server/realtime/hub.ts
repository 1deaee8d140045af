/**
 * The realtime hub of one process: takes WebSocket upgrades at `/v1/realtime`, speaks Appwrite's
 * realtime protocol (protocol.ts), and sends each order's new state to the sockets of its owner
 * that follow its channel. It learns of changes through `announce(orderId)` (the database's
 * order_changes notifications, from any process) and loads the order once per change, however
 * many sockets follow it.
 *
 * Who a socket is: the storefront's session cookie or the identity session cookie on the
 * upgrade, or an `authentication` message with an identity session. A channel of an order that
 * is not the socket's diner's is refused; so is anything malformed, and a flood closes the socket.
 * A restaurant's channel (its dishes' stock, `announceStock`) may be followed by any visitor.
 *
 * Subscribe frames are handled in subscribe.ts, each socket's state lives in connection.ts, and
 * which sockets follow which order in subscriptions.ts.
 */
// text-check: no diner texts in this file (realtime protocol frames and close reasons, read by the SDK, never shown)
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type RawData, WebSocketServer, type WebSocket } from 'ws';
import { createAdmission } from './admission.ts';
import { type Connection, deliver, isOpen, newConnection, send, takeToken } from './connection.ts';
import type { StockChange } from '#src/lib/realtimeChannels.ts';
import {
  clientMessage,
  errorFrame,
  eventPrefix,
  realtimeCodes,
  realtimeLimits,
  responseFrame,
  stockEventPrefix,
} from './protocol.ts';
import { createSubscriber } from './subscribe.ts';
import { createFollowerIndex, type FollowerIndex, restaurantKey } from './subscriptions.ts';
import { refuseUpgrade, sameOrigin } from './upgrade.ts';

/** An order as the hub sends it, with its owner. */
export interface OwnedOrder {
  userId: string;
  payload: unknown;
}

/** A diner as the `connected` and `authentication` answers show them (Appwrite's account shape, trimmed). */
export interface RealtimeUser {
  $id: string;
  name: string;
}

/** What the hub needs from the process. */
export interface HubDeps {
  /** The project the identity service serves (the `project` query parameter must name it). */
  projectId: string;
  /** The diner a request's cookies prove, or null. */
  userFromRequest(request: IncomingMessage): Promise<RealtimeUser | null>;
  /** The diner an identity session value (`a_session_<project>`) proves, or null. */
  userFromSession(session: string): Promise<RealtimeUser | null>;
  /** An order and its owner, or null when there is no such order. */
  loadOrder(orderId: string): Promise<OwnedOrder | null>;
  /** The owners of those of `orderIds` that exist (orderId → userId), in one query. */
  ownersOf(orderIds: readonly string[]): Promise<Map<string, string>>;
  now?: () => number;
}

/** The hub's face to the HTTP server and to the process. */
export interface RealtimeHub {
  /** Takes an upgrade request for `/v1/realtime` (anything else is answered 404). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** An order changed: send its new state to the sockets following it. */
  announce(orderId: string): Promise<void>;
  /** A restaurant's dish or choice went out of or back in stock: send it to every socket following the restaurant. */
  announceStock(change: StockChange): void;
  /** Open sockets. */
  readonly connections: number;
  /** Says goodbye to every socket (1001, so clients reconnect elsewhere) and stops. */
  close(): Promise<void>;
}

/** The one path upgrades are taken at. */
export const realtimePath = '/v1/realtime';

/** Most sockets one process holds. */
const maxConnections = 20_000;
/** How long `close` waits for clients to answer the goodbye before cutting them. */
const closeWaitMs = 1_000;
/** How often sockets that stopped answering pings are cut. */
const heartbeatMs = 30_000;

/** What handling a message needs of the hub. */
interface MessageContext {
  deps: HubDeps;
  followers: FollowerIndex<Connection>;
  subscribe: ReturnType<typeof createSubscriber>;
}

/** Handles one message of a socket: parsed, checked field by field, then done. */
async function handle(
  { deps, followers, subscribe }: MessageContext,
  connection: Connection,
  raw: string,
): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    send(connection, errorFrame(realtimeCodes.invalidMessage, 'Message format is not valid: it must be JSON'));
    return;
  }
  const message = clientMessage.safeParse(parsed);
  if (!message.success) {
    const issue = message.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'message';
    send(connection, errorFrame(realtimeCodes.invalidMessage, `${field}: ${issue?.message ?? 'is not valid'}`));
    return;
  }
  const data = message.data;
  switch (data.type) {
    case 'ping':
      send(connection, JSON.stringify({ type: 'pong' }));
      return;
    case 'authentication': {
      const user = await deps.userFromSession(data.data.session);
      if (!user) {
        send(connection, errorFrame(realtimeCodes.invalidMessage, 'session: is not valid or has expired'));
        return;
      }
      // A socket that changes hands keeps none of the previous diner's subscriptions or proofs.
      if (connection.user && connection.user.$id !== user.$id) {
        followers.unsubscribe(connection);
        connection.proven.clear();
      }
      connection.user = user;
      send(connection, responseFrame('authentication', { user }));
      return;
    }
    case 'subscribe':
      await subscribe(connection, data.data);
      return;
    case 'unsubscribe':
      for (const row of data.data) followers.unsubscribe(connection, row.subscriptionId);
      send(connection, responseFrame('unsubscribe', { subscriptions: data.data }));
      return;
  }
}

/** What the parts of one hub share. */
interface HubState extends MessageContext {
  now: () => number;
  server: WebSocketServer;
  connections: Set<Connection>;
  /** Set once `close` began: upgrades are refused from then on. */
  closing: boolean;
}

/** Pings every socket every `heartbeatMs` and cuts those that did not answer the last ping. */
function startHeartbeat(connections: Set<Connection>): NodeJS.Timeout {
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) connection.socket.terminate();
      else {
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();
  return heartbeat;
}

/** Takes one message of a socket: refused past the socket's rate, otherwise queued behind its earlier ones. */
function receive(state: HubState, connection: Connection, data: RawData, isBinary: boolean): void {
  const { socket } = connection;
  // Messages wait while one is handled; a socket cannot make that line longer than a burst.
  if (!takeToken(connection, state.now()) || connection.pending >= realtimeLimits.maxPendingMessages) {
    // A policy violation: the SDK does not reconnect after it.
    send(connection, errorFrame(realtimeCodes.policy, 'Too many messages: slow down'));
    socket.close(realtimeCodes.policy, 'Too many messages');
    return;
  }
  if (isBinary) {
    send(connection, errorFrame(realtimeCodes.invalidMessage, 'Message format is not valid: it must be text'));
    return;
  }
  const raw = data.toString();
  connection.pending += 1;
  connection.queue = connection.queue
    // Each message on a turn of the event loop of its own: a burst of them never holds up
    // requests waiting on the network, however much each costs.
    .then(() => nextTurn())
    // Messages still waiting when the socket closes are dropped, not worked through.
    .then(() => (isOpen(connection) ? handle(state, connection, raw) : undefined))
    .catch((error: unknown) => {
      console.error('[realtime] a message could not be handled', error);
      send(connection, errorFrame(500, 'We could not do that right now. Please try again.'));
    })
    .finally(() => {
      connection.pending -= 1;
    });
}

/** Makes an upgraded socket one of the hub's, and greets it. */
function accept(state: HubState, socket: WebSocket, user: RealtimeUser | null): void {
  const connection = newConnection(socket, user, state.now());
  state.connections.add(connection);
  socket.on('pong', () => {
    connection.alive = true;
  });
  socket.on('message', (data, isBinary) => receive(state, connection, data, isBinary));
  socket.on('close', () => {
    state.followers.unsubscribe(connection);
    state.connections.delete(connection);
  });
  socket.on('error', () => socket.terminate());
  send(connection, JSON.stringify({ type: 'connected', data: { channels: [], user } }));
}

/** Why an upgrade request is refused before a socket exists (status and message), or undefined. */
function upgradeRefusal(state: HubState, request: IncomingMessage): [number, string] | undefined {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== realtimePath) return [404, 'No route matches URL'];
  if (state.closing) return [503, 'The server is restarting: try again in a second'];
  if (url.searchParams.get('project') !== state.deps.projectId) return [400, 'project: must name this project'];
  if (!sameOrigin(request)) return [403, 'Requests from other sites are not allowed.'];
  if (state.connections.size >= maxConnections) return [503, 'Too many connections: try again in a minute'];
  return undefined;
}

/** Checks an upgrade request, then upgrades it once the diner its cookies prove (or none) is known. */
function takeUpgrade(state: HubState, request: IncomingMessage, socket: Duplex, head: Buffer): void {
  socket.on('error', () => socket.destroy());
  const refusal = upgradeRefusal(state, request);
  if (refusal) {
    refuseUpgrade(socket, ...refusal);
    return;
  }
  state.deps
    .userFromRequest(request)
    .catch((error: unknown) => {
      console.error('[realtime] session lookup failed', error);
      return null;
    })
    .then((user) => {
      if (socket.destroyed) return;
      state.server.handleUpgrade(request, socket, head, (ws) => accept(state, ws, user));
    });
}

/** `announce` over the hub's followers: one order's changes are sent one after another. */
function createAnnouncer(state: HubState): (orderId: string) => Promise<void> {
  /** orderId → its announcement under way. */
  const announcing = new Map<string, Promise<void>>();
  async function sendOrder(orderId: string, to: Iterable<Connection>): Promise<void> {
    const order = await state.deps.loadOrder(orderId);
    if (!order) return;
    const prefix = eventPrefix(orderId, order.payload, new Date(state.now()));
    for (const connection of to) if (connection.user?.$id === order.userId) deliver(connection, orderId, prefix);
  }
  return (orderId) => {
    if (!state.followers.has(orderId)) return Promise.resolve();
    // One order's changes are loaded one after another, so an older state never arrives last.
    const previous = announcing.get(orderId) ?? Promise.resolve();
    const next = previous
      .then(() => sendOrder(orderId, state.followers.of(orderId)))
      .finally(() => {
        if (announcing.get(orderId) === next) announcing.delete(orderId);
      });
    announcing.set(orderId, next);
    return next;
  };
}

/** A hub over its dependencies. */
export function createRealtimeHub(deps: HubDeps): RealtimeHub {
  const now = deps.now ?? Date.now;
  const followers = createFollowerIndex<Connection>();
  const admission = createAdmission({
    running: realtimeLimits.maxLoadingPerProcess,
    waiting: realtimeLimits.maxWaitingPerProcess,
    perDiner: realtimeLimits.maxLoadingPerDiner,
  });
  const state: HubState = {
    deps,
    now,
    followers,
    subscribe: createSubscriber({ deps, followers, admission, now }),
    server: new WebSocketServer({ noServer: true, maxPayload: realtimeLimits.maxFrameBytes, clientTracking: false }),
    connections: new Set(),
    closing: false,
  };
  const heartbeat = startHeartbeat(state.connections);
  return {
    handleUpgrade: (request, socket, head) => takeUpgrade(state, request, socket, head),
    announce: createAnnouncer(state),
    announceStock(change) {
      const key = restaurantKey(change.restaurantId);
      if (!followers.has(key)) return;
      // Built once, whoever follows it: a stock change is the same news for every visitor.
      const prefix = stockEventPrefix(change.restaurantId, change, new Date(now()));
      for (const connection of followers.of(key)) deliver(connection, key, prefix);
    },
    get connections() {
      return state.connections.size;
    },
    async close() {
      state.closing = true;
      clearInterval(heartbeat);
      // 1001 "going away": the SDK reconnects, to another process behind the load balancer.
      const closed = [...state.connections].map(
        ({ socket }) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
      );
      for (const connection of state.connections) connection.socket.close(1001, 'Server restarting');
      // The close frames are sent before the process ends; a client that does not answer is cut.
      const cut = setTimeout(() => {
        for (const connection of state.connections) connection.socket.terminate();
      }, closeWaitMs);
      await Promise.all(closed);
      clearTimeout(cut);
      await new Promise<void>((resolve) => state.server.close(() => resolve()));
    },
  };
}
