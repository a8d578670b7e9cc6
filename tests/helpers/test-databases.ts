import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  migrateToLatest,
  openDatabase,
  SQLITE_FILE_NAME,
  type Database,
  type Engine,
} from '../../src/server/db/database';
import { adminQuery, migratedBase, postgresUrl } from './test-database-base';

/** The PostgreSQL half of the suite runs when this is set (`.ci/run` sets it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const ENGINES: Engine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

let announced = false;
/** Says once, in the output, that the PostgreSQL half is skipped (never silently). */
export function announceSkippedEngines() {
  if (!TEST_DATABASE_URL && !announced) {
    announced = true;
    process.stdout.write(
      'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (CI sets it to the local server).\n',
    );
  }
}

export interface TestDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  cleanup: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test: a new SQLite file in a temporary folder (made in
 * `parentDir` when given, e.g. a tiny disk), or a new database on the test PostgreSQL server
 * (dropped afterwards). Under Vitest it is a copy of the run's migrated base (see
 * test-database-base.ts), elsewhere migrated anew. `migrate: false` leaves it empty, for a test
 * of a migration over data written by the ones before it.
 */
export async function createTestDatabase(
  engine: Engine,
  options: { migrate?: boolean; parentDir?: string } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const base = migrate ? await migratedBase(engine) : undefined;
  const dataDir = fs.mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), 'shikhon-test-'));
  if (engine === 'sqlite') {
    if (base) fs.copyFileSync(base, path.join(dataDir, SQLITE_FILE_NAME));
    const database = openDatabase({ databaseUrl: undefined, dataDir });
    await migrateOrTouch(database, migrate, base);
    return {
      database,
      dataDir,
      databaseUrl: undefined,
      cleanup: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shikhon_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base ? `create database ${name} template ${base}` : `create database ${name}`);
  const databaseUrl = postgresUrl(name);
  // Dropping the database at cleanup ends any connection still open; that is expected here.
  const database = openDatabase({ databaseUrl, dataDir, onIdleError: () => undefined });
  await migrateOrTouch(database, migrate, base);
  return {
    database,
    dataDir,
    databaseUrl,
    cleanup: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Migrates the database unless it is a copy of the base. A copy is queried once instead, so it
 * is opened as a migrated one was: Kysely connects on the first query, and closing a database
 * that never connected leaves it usable (a test that closes it to see requests fail needs it
 * connected first).
 */
async function migrateOrTouch(database: Database, migrate: boolean, base: string | undefined) {
  if (!migrate) return;
  if (base) await sql`select 1`.execute(database.db);
  else await migrateToLatest(database);
}
