// The WebSocket side of the production server: upgrades at /v1/realtime go to the realtime hub
// that the built handler registers once live orders have started (src/server/realtime/runtime.ts).

const hubKey = Symbol.for('thalify.realtime');

/** A JSON answer written to a socket that is not upgraded. */
function refuse(socket, status, reason, message) {
  const body = JSON.stringify({ message, error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * Routes the server's upgrade requests to the hub; before it has started (the first second
 * after a start) the answer is 503 and the SDK tries again. On SIGTERM and SIGINT every socket
 * is told the server is going away (1001), so browsers reconnect to another process.
 * @param {import('node:http').Server} server
 */
export function attachRealtime(server) {
  server.on('upgrade', (req, socket, head) => {
    const hub = globalThis[hubKey];
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/v1/realtime') return refuse(socket, 404, 'Not Found', 'No route matches URL');
    if (!hub) return refuse(socket, 503, 'Service Unavailable', 'Realtime is starting: try again in a second');
    hub.handleUpgrade(req, socket, head);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void globalThis[hubKey]?.close());
}
