/**
 * Recognising database errors the same way on both engines (architecture.md §1 "database").
 */

/** True for a unique or primary-key violation: SQLite `SQLITE_CONSTRAINT_UNIQUE`/`_PRIMARYKEY`, PostgreSQL 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** PostgreSQL SQLSTATE classes and codes that mean "the server or the connection is gone", not "the query is wrong". */
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
/** Node socket errors seen when a database or Redis server goes away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Driver messages without a code: pg's pool and client, ioredis once its retries are used up. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error/i,
  /^Connection is closed/i,
  /Reached the max retries per request limit/i,
  /^Stream isn't writeable/i,
];

/**
 * True when `error` (or its `cause`) says the database or Redis cannot be reached right now —
 * PostgreSQL admin shutdown / cannot-connect-now / too-many-connections (SQLSTATE 57P0x, 53300,
 * class 08, any FATAL-severity error), a socket error, pg's "Connection terminated", ioredis's closed connection, or SQLite
 * busy past its timeout — so the caller answers 503 SERVICE_UNAVAILABLE (spec §8 system error)
 * instead of 500, and the request can simply be retried.
 */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  const { code, message, name, cause, severity } = error as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; severity?: unknown };
  // PostgreSQL reports everything that ends or refuses a session as FATAL (e.g. 55000 "database is
  // not currently accepting connections", 57P03 "the database system is starting up").
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_TIMEOUT' || code === 'SQLITE_IOERR') return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError(cause, depth + 1);
}
