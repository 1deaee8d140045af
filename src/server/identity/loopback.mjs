// Plain JavaScript: the production server (server/server.mjs) imports it without a build, to refuse to
// start on a public address with no SMS provider, and the identity runtime through the build
// (sms.ts), to print codes only where nobody else can reach the server: one rule for both.

/**
 * Whether a listening address reaches only this machine (localhost, 127.0.0.0/8, ::1).
 * @param {string} host
 * @returns {boolean}
 */
export function isLoopbackHost(host) {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
}
