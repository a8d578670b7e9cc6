import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import {
  migrateToLatest,
  openDatabase,
  SQLITE_FILE_NAME,
  type Engine,
} from '../../src/server/db/database';

/**
 * Migrating a database takes about a second on PostgreSQL, and the suite makes one per server it
 * starts; copying an already migrated base is much quicker. Vitest's global setup (this module's
 * `setup`) names one base per engine for the whole run; the first test worker that needs a base
 * migrates it, the others copy it, and the teardown removes it. Workers are separate processes,
 * so the names travel in an environment variable that they inherit.
 */
const BASE_ENV = 'SHIKHON_TEST_DATABASE_BASE';

interface BaseLocation {
  /** Holds the migrated SQLite file. */
  dir: string;
  /** The PostgreSQL database that test databases are created from (as a template). */
  postgresName: string;
}

/**
 * Vitest global setup: names this run's bases; the returned teardown drops them. Vitest calls it
 * once per project, all before the first test and all teardowns at the end: the first call owns
 * the bases and the others share them.
 */
export function setup(): () => Promise<void> {
  if (process.env[BASE_ENV]) return () => Promise.resolve();
  const location: BaseLocation = {
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-test-base-')),
    postgresName: `shikhon_base_${randomBytes(6).toString('hex')}`,
  };
  process.env[BASE_ENV] = JSON.stringify(location);
  return async () => {
    Reflect.deleteProperty(process.env, BASE_ENV);
    if (process.env.TEST_DATABASE_URL) {
      await adminQuery(`drop database if exists ${location.postgresName} with (force)`);
      await adminQuery(`drop database if exists ${location.postgresName}_partial with (force)`);
    }
    fs.rmSync(location.dir, { recursive: true, force: true });
  };
}

function baseLocation(): BaseLocation | undefined {
  const value = process.env[BASE_ENV];
  return value ? (JSON.parse(value) as BaseLocation) : undefined;
}

/**
 * The migrated base for the engine: the SQLite file's path, or the PostgreSQL database's name.
 * Undefined outside a run with the global setup (e.g. a script): then each database is migrated.
 */
export function migratedBase(engine: Engine): Promise<string> | undefined {
  const location = baseLocation();
  if (!location) return undefined;
  let base = known.get(engine);
  if (!base) {
    base = engine === 'sqlite' ? sqliteBase(location) : postgresBase(location);
    known.set(engine, base);
    // A failure is reported to this caller; the next one tries again.
    base.catch(() => known.delete(engine));
  }
  return base;
}

/** The bases this worker has already found or made (one check per test file, not per database). */
const known = new Map<Engine, Promise<string>>();

async function sqliteBase(location: BaseLocation): Promise<string> {
  const file = path.join(location.dir, SQLITE_FILE_NAME);
  if (fs.existsSync(file)) return file;
  const buildDir = fs.mkdtempSync(path.join(location.dir, 'build-'));
  const database = openDatabase({ databaseUrl: undefined, dataDir: buildDir });
  try {
    await migrateToLatest(database);
    // Everything into the main file, so that copying it alone copies the whole database.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  } finally {
    await database.close();
  }
  const built = path.join(buildDir, SQLITE_FILE_NAME);
  if (fs.existsSync(`${built}-wal`) && fs.statSync(`${built}-wal`).size > 0) {
    throw new Error('The migrated SQLite base kept a write-ahead log after closing');
  }
  // Atomic: a worker copying meanwhile sees the whole file, and two workers racing to build it
  // replace one identical file with another.
  fs.renameSync(built, file);
  fs.rmSync(buildDir, { recursive: true, force: true });
  return file;
}

async function postgresBase(location: BaseLocation): Promise<string> {
  const name = location.postgresName;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    // Workers start together: one migrates, the others wait here and then find it made.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Migrated under another name and renamed when done, so a failed attempt is never copied.
    const partial = `${name}_partial`;
    await client.query(`drop database if exists ${partial} with (force)`);
    await client.query(`create database ${partial}`);
    const database = openDatabase({
      databaseUrl: postgresUrl(partial),
      dataDir: location.dir,
      onIdleError: () => undefined,
    });
    try {
      await migrateToLatest(database);
    } finally {
      // A template cannot be copied (nor renamed) while a connection to it is open.
      await database.close();
    }
    await client.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    // Ending the session releases the advisory lock.
    await client.end();
  }
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** The test server's URL with another database name. */
export function postgresUrl(databaseName: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Runs one statement on the test server's own database (create and drop need that). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
