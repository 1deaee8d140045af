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
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  clientMessage,
  errorFrame,
  eventFrame,
  eventPrefix,
  orderOfChannel,
  realtimeCodes,
  realtimeLimits,
  responseFrame,
} from './protocol.ts';

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

interface Connection {
  socket: WebSocket;
  user: RealtimeUser | null;
  /** subscriptionId → orders it follows. */
  subscriptions: Map<string, string[]>;
  tokens: number;
  refilledAt: number;
  alive: boolean;
  /** Messages are handled one after another, so a subscribe cannot overtake an authentication. */
  queue: Promise<void>;
}

/** Upgrades answered without a socket (wrong path or project, other site, too many sockets). */
function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message, code: status, type: 'general_argument_invalid', version: '1.0.0' });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Whether the upgrade comes from a page of this site (a browser always sends Origin on a WebSocket). */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Most sockets one process holds. */
const maxConnections = 20_000;
/** How often sockets that stopped answering pings are cut. */
const heartbeatMs = 30_000;

/** A hub over its dependencies. */
export function createRealtimeHub(deps: HubDeps): RealtimeHub {
  const now = deps.now ?? Date.now;
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: realtimeLimits.maxFrameBytes,
    clientTracking: false,
  });
  const connections = new Set<Connection>();
  /** orderId → connections with a subscription to it. */
  const followers = new Map<string, Set<Connection>>();
  /** orderId → its announcement under way. */
  const announcing = new Map<string, Promise<void>>();

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

  function send(connection: Connection, frame: string): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    // A reader that does not keep up is cut off instead of being buffered without end.
    if (connection.socket.bufferedAmount > realtimeLimits.maxBufferedBytes) {
      connection.socket.terminate();
      return;
    }
    connection.socket.send(frame);
  }

  function follow(connection: Connection, orderId: string): void {
    let set = followers.get(orderId);
    if (!set) {
      set = new Set();
      followers.set(orderId, set);
    }
    set.add(connection);
  }

  function unfollowAll(connection: Connection, subscriptionId?: string): void {
    const ids = subscriptionId === undefined ? [...connection.subscriptions.keys()] : [subscriptionId];
    for (const id of ids) {
      const orders = connection.subscriptions.get(id) ?? [];
      connection.subscriptions.delete(id);
      for (const orderId of orders) {
        const stillFollows = [...connection.subscriptions.values()].some((list) => list.includes(orderId));
        if (stillFollows) continue;
        const set = followers.get(orderId);
        set?.delete(connection);
        if (set?.size === 0) followers.delete(orderId);
      }
    }
  }

  /** Whether the connection may send another message (a token bucket). */
  function takeToken(connection: Connection): boolean {
    const at = now();
    connection.tokens = Math.min(
      realtimeLimits.burst,
      connection.tokens + ((at - connection.refilledAt) / 1000) * realtimeLimits.perSecond,
    );
    connection.refilledAt = at;
    if (connection.tokens < 1) return false;
    connection.tokens -= 1;
    return true;
  }

  async function subscribe(
    connection: Connection,
    rows: { subscriptionId: string; channels: string[] }[],
  ): Promise<void> {
    const accepted: { subscriptionId: string; channels: string[]; orders: string[] }[] = [];
    for (const row of rows) {
      const orders: string[] = [];
      for (const channel of row.channels) {
        const orderId = orderOfChannel(channel);
        if (!orderId) {
          send(
            connection,
            errorFrame(
              realtimeCodes.invalidMessage,
              `channels: ${channel.slice(0, 200)} is not a channel of this service`,
            ),
          );
          return;
        }
        if (!connection.user) {
          send(connection, errorFrame(realtimeCodes.unauthorized, 'session: sign in to follow an order'));
          return;
        }
        const order = await deps.loadOrder(orderId);
        if (!order || order.userId !== connection.user.$id) {
          send(connection, errorFrame(realtimeCodes.forbidden, `channels: ${channel} is not an order in your account`));
          return;
        }
        orders.push(orderId);
      }
      accepted.push({ subscriptionId: row.subscriptionId, channels: row.channels, orders });
    }
    const added = accepted.filter((row) => !connection.subscriptions.has(row.subscriptionId)).length;
    if (connection.subscriptions.size + added > realtimeLimits.maxSubscriptions) {
      send(
        connection,
        errorFrame(
          realtimeCodes.invalidMessage,
          `subscriptions: at most ${realtimeLimits.maxSubscriptions} per connection`,
        ),
      );
      return;
    }
    for (const row of accepted) {
      unfollowAll(connection, row.subscriptionId);
      connection.subscriptions.set(row.subscriptionId, row.orders);
      for (const orderId of row.orders) follow(connection, orderId);
    }
    send(
      connection,
      responseFrame('subscribe', {
        subscriptions: accepted.map(({ subscriptionId, channels }) => ({ subscriptionId, channels, queries: [] })),
      }),
    );
    // The state as it is now, so a client that (re)connects catches up without asking.
    for (const orderId of new Set(accepted.flatMap((row) => row.orders))) await sendOrder(orderId, [connection]);
  }

  async function sendOrder(orderId: string, to: Iterable<Connection>): Promise<void> {
    const order = await deps.loadOrder(orderId);
    if (!order) return;
    const prefix = eventPrefix(orderId, order.payload, new Date(now()));
    for (const connection of to) {
      if (connection.user?.$id !== order.userId) continue;
      const ids: string[] = [];
      for (const [id, orders] of connection.subscriptions) if (orders.includes(orderId)) ids.push(id);
      if (ids.length) send(connection, eventFrame(prefix, ids));
    }
  }

  async function handle(connection: Connection, raw: string): Promise<void> {
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
        // A socket that changes hands keeps none of the previous diner's subscriptions.
        if (connection.user && connection.user.$id !== user.$id) unfollowAll(connection);
        connection.user = user;
        send(connection, responseFrame('authentication', { user }));
        return;
      }
      case 'subscribe':
        await subscribe(connection, data.data);
        return;
      case 'unsubscribe':
        for (const row of data.data) unfollowAll(connection, row.subscriptionId);
        send(connection, responseFrame('unsubscribe', { subscriptions: data.data }));
        return;
    }
  }

  function accept(socket: WebSocket, user: RealtimeUser | null): void {
    const connection: Connection = {
      socket,
      user,
      subscriptions: new Map(),
      tokens: realtimeLimits.burst,
      refilledAt: now(),
      alive: true,
      queue: Promise.resolve(),
    };
    connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (!takeToken(connection)) {
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
      connection.queue = connection.queue
        .then(() => handle(connection, raw))
        .catch((error: unknown) => {
          console.error('[realtime] a message could not be handled', error);
          send(connection, errorFrame(500, 'We could not do that right now. Please try again.'));
        });
    });
    socket.on('close', () => {
      unfollowAll(connection);
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
      if (!followers.get(orderId)?.size) return Promise.resolve();
      // One order's changes are loaded one after another, so an older state never arrives last.
      const previous = announcing.get(orderId) ?? Promise.resolve();
      const next = previous
        .then(() => sendOrder(orderId, followers.get(orderId) ?? []))
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
