import { errorText } from '../error-text';

/** True when a write broke a unique constraint (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * A query failed because its connection was lost, or no connection could be had (refused, timed
 * out, or the server would not take one). The driver's error is its `cause`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database could not be reached: ${errorText(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * PostgreSQL's codes for a connection that ended or could not start: class 08 (connection
 * exception), 57P01-57P03 (terminated by an administrator, a crash, or a server starting up or
 * shutting down) and 53300 (too many connections).
 */
const LOST_CONNECTION_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** The socket-level codes of a database server that went away or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own words for a connection that ended under a query, or a pool that could not open one. */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/** `error` and the errors it was caused by (libraries wrap: Kysely adds a stack, pg-pool a timeout). */
export function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Bounded by `seen`: a cycle of causes must not hang a request.
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * True when a PostgreSQL driver error says its connection was lost or could not be opened: a
 * restart, a failover, an operator ending connections, a network that dropped. Only for errors
 * straight from the driver: socket codes such as ECONNREFUSED mean the database only there (a
 * mail server refusing a connection has the same code).
 */
export function isLostConnectionError(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && (LOST_CONNECTION_CODE.test(code) || NETWORK_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * True when a request failed because the database could not be reached (the driver's errors are
 * turned into DatabaseUnavailableError where they happen, see database.ts). This is the server's
 * passing trouble, not the request's fault, so it answers 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    if (link instanceof DatabaseUnavailableError) return true;
    if (typeof link.code === 'string' && LOST_CONNECTION_CODE.test(link.code)) return true;
  }
  return false;
}
