/** Who a realtime socket is (the storefront's or the identity service's session) and whose an order is, over the database. */
import type { IncomingMessage } from 'node:http';
import { findSessionUser } from '../accounts/session.ts';
import { parseTrustedProxies, publicOrigin, type TrustedProxies } from '../http/clientAddress.ts';
import type { Db } from '../db/db.ts';
import { identitySessionValue, sessionFromCookieValue } from '../identity/sessions.ts';
import type { OrderService } from '../orders/orders.ts';
import type { HubDeps, RealtimeUser } from './hub.ts';

/**
 * The upgrade request as a fetch Request for the session helpers: its cookies, at the origin the
 * browser sees, decided as the middleware decides it (X-Forwarded-Proto only from a trusted
 * proxy), so the socket reads the very cookie the pages set.
 */
function asRequest(request: IncomingMessage, proxies: TrustedProxies): Request {
  const encrypted = Boolean((request.socket as { encrypted?: boolean }).encrypted);
  const received = new URL(`${encrypted ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`);
  const forwarded = request.headers['x-forwarded-proto'];
  const origin = publicOrigin(
    received,
    request.socket.remoteAddress ?? '',
    Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
    proxies,
  );
  const headers = new Headers();
  for (const name of ['cookie', 'x-fallback-cookies'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${origin}${request.url ?? '/'}`, { headers });
}

/** The hub's sessions and orders over a database and an order service. */
export function dinerHubDeps(
  db: Db,
  orders: Pick<OrderService, 'get'>,
  projectId: string,
  options: { production?: boolean; proxies?: TrustedProxies } = {},
): HubDeps {
  const proxies = options.proxies ?? parseTrustedProxies(undefined);
  const fromIdentitySession = async (value: string | undefined): Promise<RealtimeUser | null> => {
    const found = await sessionFromCookieValue(db, value, new Date());
    return found ? { $id: found.user.id, name: found.user.name } : null;
  };
  return {
    projectId,
    async userFromRequest(request) {
      const fetchRequest = asRequest(request, proxies);
      const user = await findSessionUser(fetchRequest, {
        db,
        ...(options.production === undefined ? {} : { production: options.production }),
      });
      if (user) return { $id: user.userId, name: user.name };
      return fromIdentitySession(identitySessionValue(fetchRequest, projectId));
    },
    userFromSession: fromIdentitySession,
    async ownersOf(orderIds) {
      const { rows } = await db.query<{ id: string; user_id: string }>(
        'SELECT id, user_id FROM orders WHERE id = ANY($1::text[])',
        [[...orderIds]],
      );
      return new Map(rows.map((row) => [row.id, row.user_id]));
    },
    async loadOrder(orderId) {
      const owner = (await db.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [orderId]))
        .rows[0];
      if (!owner) return null;
      return { userId: owner.user_id, payload: await orders.get(owner.user_id, orderId) };
    },
  };
}
