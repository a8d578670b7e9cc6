import type { Database } from '../db/database';

/** A session and its user, as one lookup by token reads them. */
export interface SessionRow {
  token: string;
  expiresAt: string | Date;
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: number | boolean;
}

/** Tokens read in one query at most; a larger batch is read in several. */
export const SESSION_BATCH_LIMIT = 64;

type Waiter = {
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
};

/**
 * Reads sessions by token, the lookups of one turn of the event loop in one query: under load
 * tens of signed-in requests arrive together, and on PostgreSQL each query's round trip over the
 * socket cost more than the rest of such a request (decision 029). Nothing is cached:
 * every lookup reads the row as it is now, so a session ended on any instance is ended here.
 */
export function createSessionLookup(database: Database) {
  let waiting = new Map<string, Waiter[]>();
  let scheduled = false;

  const readChunk = async (tokens: string[], batch: Map<string, Waiter[]>) => {
    // Padded to a power of two by repeating a token: a handful of statement shapes, not one per
    // batch size (PostgreSQL keeps each shape prepared).
    let size = 1;
    while (size < tokens.length) size *= 2;
    const padded = [...tokens];
    while (padded.length < size) padded.push(tokens[0] ?? '');
    try {
      const rows = await database.db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .select([
          'session.token',
          'session.expiresAt',
          'user.id',
          'user.email',
          'user.name',
          'user.image',
          'user.emailVerified',
        ])
        .where('session.token', 'in', padded)
        .execute();
      const byToken = new Map(rows.map((row) => [row.token, row]));
      for (const token of tokens) {
        for (const waiter of batch.get(token) ?? []) waiter.resolve(byToken.get(token));
      }
    } catch (error) {
      for (const token of tokens) for (const waiter of batch.get(token) ?? []) waiter.reject(error);
    }
  };

  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const tokens = [...batch.keys()];
    for (let start = 0; start < tokens.length; start += SESSION_BATCH_LIMIT) {
      void readChunk(tokens.slice(start, start + SESSION_BATCH_LIMIT), batch);
    }
  };

  return (token: string): Promise<SessionRow | undefined> =>
    new Promise((resolve, reject) => {
      const waiters = waiting.get(token);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(token, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After the poll phase: every request whose bytes arrived in this turn has asked by then.
        setImmediate(flush);
      }
    });
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;

const lookups = new WeakMap<Database, SessionLookup>();

/** The database's one batching lookup. */
export function sessionLookupFor(database: Database): SessionLookup {
  let lookup = lookups.get(database);
  if (!lookup) {
    lookup = createSessionLookup(database);
    lookups.set(database, lookup);
  }
  return lookup;
}
