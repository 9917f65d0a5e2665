/** The database cannot be reached (stopped, restarting, network gone): the call answers 503. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
  }
}

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// Server shutting down or starting up (57P01–57P03) and the connection_exception class (08).
const sqlStates = /^(08...|57P0[123])$/;

// What node-postgres says when the socket ends under it or a connection cannot be had in time.
const driverMessages =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i;

export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (socketCodes.has(code) || sqlStates.test(code)) return true;
  return error instanceof Error && !code && driverMessages.test(error.message);
}

/** Rethrows connection failures as DatabaseUnavailable, anything else (SQL errors) unchanged. */
export function classify(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailable(error) : error;
}
