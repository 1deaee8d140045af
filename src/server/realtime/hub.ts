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
 *
 * Subscribe frames are handled in subscribe.ts, each socket's state lives in connection.ts, and
 * which sockets follow which order in subscriptions.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import { createAdmission } from './admission.ts';
import { type Connection, deliver, isOpen, newConnection, send, takeToken } from './connection.ts';
import { clientMessage, errorFrame, eventPrefix, realtimeCodes, realtimeLimits, responseFrame } from './protocol.ts';
import { createSubscriber } from './subscribe.ts';
import { createFollowerIndex, type FollowerIndex } from './subscriptions.ts';
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
  /** Open sockets. */
  readonly connections: number;
  /** Says goodbye to every socket (1001, so clients reconnect elsewhere) and stops. */
  close(): Promise<void>;
}

/** Most sockets one process holds. */
const maxConnections = 20_000;
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

/** A hub over its dependencies. */
export function createRealtimeHub(deps: HubDeps): RealtimeHub {
  const now = deps.now ?? Date.now;
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: realtimeLimits.maxFrameBytes,
    clientTracking: false,
  });
  const connections = new Set<Connection>();
  const followers = createFollowerIndex<Connection>();
  /** orderId → its announcement under way. */
  const announcing = new Map<string, Promise<void>>();
  const admission = createAdmission({
    running: realtimeLimits.maxLoadingPerProcess,
    waiting: realtimeLimits.maxWaitingPerProcess,
    perDiner: realtimeLimits.maxLoadingPerDiner,
  });
  const context: MessageContext = {
    deps,
    followers,
    subscribe: createSubscriber({ deps, followers, admission, now }),
  };

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

  async function sendOrder(orderId: string, to: Iterable<Connection>): Promise<void> {
    const order = await deps.loadOrder(orderId);
    if (!order) return;
    const prefix = eventPrefix(orderId, order.payload, new Date(now()));
    for (const connection of to) if (connection.user?.$id === order.userId) deliver(connection, orderId, prefix);
  }

  function accept(socket: WebSocket, user: RealtimeUser | null): void {
    const connection = newConnection(socket, user, now());
    connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      // Messages wait while one is handled; a socket cannot make that line longer than a burst.
      if (!takeToken(connection, now()) || connection.pending >= realtimeLimits.maxPendingMessages) {
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
        .then(() => (isOpen(connection) ? handle(context, connection, raw) : undefined))
        .catch((error: unknown) => {
          console.error('[realtime] a message could not be handled', error);
          send(connection, errorFrame(500, 'We could not do that right now. Please try again.'));
        })
        .finally(() => {
          connection.pending -= 1;
        });
    });
    socket.on('close', () => {
      followers.unsubscribe(connection);
      connections.delete(connection);
    });
    socket.on('error', () => socket.terminate());
    send(connection, JSON.stringify({ type: 'connected', data: { channels: [], user } }));
  }

  return {
    handleUpgrade(request, socket, head) {
      socket.on('error', () => socket.destroy());
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/v1/realtime') return refuseUpgrade(socket, 404, 'Not Found', 'No route matches URL');
      if (url.searchParams.get('project') !== deps.projectId)
        return refuseUpgrade(socket, 400, 'Bad Request', 'project: must name this project');
      if (!sameOrigin(request))
        return refuseUpgrade(socket, 403, 'Forbidden', 'Requests from other sites are not allowed.');
      if (connections.size >= maxConnections)
        return refuseUpgrade(socket, 503, 'Service Unavailable', 'Too many connections: try again in a minute');
      deps
        .userFromRequest(request)
        .catch((error: unknown) => {
          console.error('[realtime] session lookup failed', error);
          return null;
        })
        .then((user) => {
          if (socket.destroyed) return;
          server.handleUpgrade(request, socket, head, (ws) => accept(ws, user));
        });
    },

    announce(orderId) {
      if (!followers.has(orderId)) return Promise.resolve();
      // One order's changes are loaded one after another, so an older state never arrives last.
      const previous = announcing.get(orderId) ?? Promise.resolve();
      const next = previous
        .then(() => sendOrder(orderId, followers.of(orderId)))
        .finally(() => {
          if (announcing.get(orderId) === next) announcing.delete(orderId);
        });
      announcing.set(orderId, next);
      return next;
    },

    get connections() {
      return connections.size;
    },

    async close() {
      clearInterval(heartbeat);
      for (const connection of connections) connection.socket.close(1001, 'Server restarting');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
