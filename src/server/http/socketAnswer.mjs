// Plain JavaScript: the production server imports it without a build, and the realtime hub
// (src/server/realtime/upgrade.ts) through the build.
import { STATUS_CODES } from 'node:http';

/**
 * A complete JSON answer written straight to a socket, which then closes: for what never becomes
 * a request object (a request Node's parser refuses, CONNECT) and for upgrades refused before a
 * WebSocket exists. Every such answer in the server is written here.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {unknown} body written as JSON
 * @param {Record<string, string | number>} [headers]
 */
export function answerSocket(socket, status, body, headers = {}) {
  const text = JSON.stringify(body);
  const head = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${text}`);
}
