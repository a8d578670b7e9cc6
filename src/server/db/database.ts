import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import {
  Kysely,
  type Driver,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { errorText } from '../error-text';
import type { Engine } from './engine';
import { DatabaseUnavailableError, isLostConnectionError } from './errors';
import { migrationsFor } from './migrations/index';
import type { DatabaseSchema } from './schema';

// Callers that open a database name its engine from here; the migrations import engine.ts.
export type { Engine } from './engine';

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  close: () => Promise<void>;
  /** PostgreSQL: the connection pool's use now (for /metrics); SQLite has no pool. */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  /** Connections open, idle ones included. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** `postgres://…`; when absent, a SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when an idle PostgreSQL connection fails (e.g. the server restarted); default stderr. */
  onIdleError?: (error: Error) => void;
}

/** The SQLite database's file name inside DATA_DIR (the backup command copies it). */
export const SQLITE_FILE_NAME = 'shikhon.sqlite';

/** Opens the database named by the settings: PostgreSQL when a URL is given, else SQLite in dataDir. */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer (a failover in progress, a dropped network) makes a
      // request fail after 10 s instead of waiting for ever; TCP keepalive finds dead sockets.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // Without a listener, an idle connection that the server drops would crash the process;
    // the pool discards that connection and opens a new one on the next query.
    pool.on('error', (error) => {
      if (options.onIdleError) options.onIdleError(error);
      else process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
    });
    const db = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: forKysely(pool) }),
    });
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  cachePreparedStatements(file);
  const db = new Kysely<DatabaseSchema>({ dialect: sqliteDialectKeepingErrors(file) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * SQLite ends a transaction by itself on some errors (SQLITE_FULL when the disk is full, an I/O
 * error); Kysely's rollback that follows then fails with "cannot rollback - no transaction is
 * active", and that error replaced the real one: a full disk answered 500, not 507. A rollback
 * with no transaction open is skipped, so the error that ended the transaction is the one thrown.
 */
function sqliteDialectKeepingErrors(file: SQLite.Database): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      const driver = super.createDriver();
      const rollback = driver.rollbackTransaction.bind(driver);
      driver.rollbackTransaction = async (connection) => {
        if (file.inTransaction) await rollback(connection);
      };
      return driver;
    }
  })({ database: file });
}

/** How many distinct PostgreSQL statements get a name (and so stay prepared on each connection). */
const NAMED_STATEMENTS = 500;

/**
 * The pool as Kysely uses it, with two changes.
 *
 * Connection loss: pg-pool listens for errors only on idle connections, so a connection that the
 * server ends while a request holds it (a restart, a failover, pg_terminate_backend) emitted an
 * unhandled 'error' and ended the process. Every connection gets its own listener when it opens;
 * one that failed goes back to the pool with its error, so the pool discards it and the next
 * request gets a new one. A query that fails for a lost connection, or a connection that cannot
 * be had, throws DatabaseUnavailableError (the request answers 503, see app.ts).
 *
 * Prepared statements: Kysely sends every query as a new unnamed statement, so PostgreSQL parses
 * and plans it each time; under the order load that was a large share of the database's CPU on a
 * two-core machine. Reads and writes are sent as named statements instead (the name is a hash of
 * the SQL), which pg prepares once per connection and then only binds. Schema changes happen in
 * migrations, before any of these run. Past the first 500 distinct texts, queries go unnamed
 * (bounded memory).
 */
function forKysely(pool: pg.Pool): PostgresPool {
  const lost = new WeakMap<pg.PoolClient, Error>();
  pool.on('connect', (client) => {
    // While idle, pg-pool's own listener also hears this and discards the connection.
    client.on('error', (error) => {
      if (!lost.has(client)) lost.set(client, error);
    });
  });
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (
      name === undefined &&
      names.size < NAMED_STATEMENTS &&
      /^\s*(select|insert|update|delete|with)\b/i.test(text)
    ) {
      name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const failed = (error: unknown): never => {
      if (!isLostConnectionError(error)) throw error;
      if (!lost.has(client)) lost.set(client, error as Error);
      throw new DatabaseUnavailableError(error);
    };
    const query = (textOrCursor: string | pg.Submittable, values?: readonly unknown[]) => {
      // A cursor (Kysely's stream()) is handed back as it is: its errors arrive on it.
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor);
      const name = nameFor(textOrCursor);
      const parameters = values ? [...values] : [];
      const sent = name
        ? client.query({ name, text: textOrCursor, values: parameters })
        : client.query(textOrCursor, parameters);
      return sent.catch(failed);
    };
    // pg's overloaded query() types do not line up with Kysely's narrower client interface.
    return {
      query,
      release: () => client.release(lost.get(client)),
    } as unknown as PostgresPoolClient;
  };
  return {
    connect: async () => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      let proxy = wrapped.get(client);
      if (!proxy) {
        proxy = wrap(client);
        wrapped.set(client, proxy);
      }
      return proxy;
    },
    end: () => pool.end(),
  };
}

/** How many distinct statements stay prepared; past it the cache starts again (no unbounded growth). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; compiling the SQL each time was the largest single cost of
 * an order under load (6% of the server's time). The same SQL text reuses its statement instead:
 * better-sqlite3 statements are reusable, and every call runs to completion before the next.
 */
function cachePreparedStatements(file: SQLite.Database) {
  const prepare = file.prepare.bind(file);
  const statements = new Map<string, SQLite.Statement>();
  file.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof file.prepare;
}

/** Applies every pending migration (forward only); throws with the failing migration's name. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrationsFor(database.engine)) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = errorText(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** True when the database answers a trivial query. */
export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
