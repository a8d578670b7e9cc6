import { causeChain, isDatabaseUnavailable } from '../db/errors';
import { STORE_UNAVAILABLE } from '../storage/storage';

/** A request that failed for the server's passing trouble, not its own: what to answer. */
export interface Outage {
  status: 503 | 507;
  code: string;
  message: string;
}

const DATABASE_UNAVAILABLE: Outage = {
  status: 503,
  code: 'database_unavailable',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
};

const STORAGE_FULL: Outage = {
  status: 507,
  code: 'storage_full',
  message:
    'The server is out of storage space, so this could not be saved. Please try again later.',
};

const PICTURES_UNAVAILABLE: Outage = {
  status: 503,
  code: 'storage_unavailable',
  message: 'Pictures are briefly unavailable. Please try again in a few minutes.',
};

/**
 * How a full disk shows: a file write (ENOSPC, or EDQUOT past a quota), SQLite's SQLITE_FULL,
 * PostgreSQL's 53100 disk_full.
 */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

/** True when an error (or one it was caused by) says the disk is full. */
export function isStorageFull(error: unknown): boolean {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
  }
  return false;
}

/**
 * The answer for an error that is an outage rather than a bug: the database connection was lost
 * (a restart, a failover), or the disk is full. Only writes meet a full disk, so reads go on
 * answering. Null for anything else, which stays a 500.
 */
export function outageOf(error: unknown): Outage | null {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  if (isStorageFull(error)) return STORAGE_FULL;
  // The picture store (an S3 bucket) did not answer: the rest of the site goes on.
  for (const { code } of causeChain(error)) {
    if (code === STORE_UNAVAILABLE) return PICTURES_UNAVAILABLE;
  }
  return null;
}
