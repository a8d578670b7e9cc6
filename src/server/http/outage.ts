import { isDatabaseUnavailable } from '../db/errors';

/** A request that failed for the server's passing trouble, not its own: what to answer. */
export interface Outage {
  status: 503;
  code: string;
  message: string;
}

const DATABASE_UNAVAILABLE: Outage = {
  status: 503,
  code: 'database_unavailable',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
};

/**
 * The answer for an error that is an outage rather than a bug: the database connection was lost
 * (a restart, a failover). Null for anything else, which stays a 500.
 */
export function outageOf(error: unknown): Outage | null {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  return null;
}
