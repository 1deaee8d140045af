/** The answers to WebSocket upgrades that the hub refuses before taking the socket. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** Upgrades answered without a socket (wrong path or project, other site, too many sockets). */
export function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message, code: status, type: 'general_argument_invalid', version: '1.0.0' });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Whether the upgrade comes from a page of this site (a browser always sends Origin on a WebSocket). */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
