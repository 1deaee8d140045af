/** The answers to WebSocket upgrades that the hub refuses before taking the socket. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerSocket } from '#src/server/http/socketAnswer.mjs';

/** Upgrades answered without a socket (wrong path or project, other site, too many, not started), in Appwrite's error shape. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  answerSocket(socket, status, { message, code: status, type: 'general_argument_invalid', version: '1.0.0' });
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
