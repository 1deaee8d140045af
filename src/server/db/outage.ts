/** What counts as "the database is down" (as opposed to a bug), so endpoints answer 503, not 500. */

/** The process's database could not be opened or reached; endpoints answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket errors of a PostgreSQL connection, and SQLSTATEs of a server that is shutting down,
// starting or full (class 08 "connection exception" is matched by its prefix).
const outageCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// pg's pool and client, and PGlite once its engine has stopped.
const outageMessages =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when `error` (or an error it wraps) says the database cannot be reached right now. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (outageCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (outageMessages.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(error.cause, depth + 1);
}
