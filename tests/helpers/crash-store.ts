import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  migrateToLatest,
  openDatabase,
  type Database,
  type Engine,
} from '../../src/server/db/database';
import { createTestDatabase } from './test-databases';

/** Where a killed server's data lives, and a connection to it for seeding and checking. */
export interface CrashStore {
  env: Record<string, string>;
  dataDir: string;
  /**
   * Runs `work` with a connection. On SQLite it is opened only for `work` and closed after, so the
   * server is the only process that has the file open when it is killed, as in production.
   */
  withDatabase: <T>(work: (database: Database) => Promise<T>) => Promise<T>;
  cleanup: () => Promise<void>;
}

/** A store for a server that a test SIGKILLs and restarts: a test database, or a SQLite folder. */
export async function createCrashStore(engine: Engine): Promise<CrashStore> {
  if (engine === 'postgres') {
    const testDb = await createTestDatabase('postgres');
    return {
      env: { DATABASE_URL: testDb.databaseUrl ?? '' },
      dataDir: testDb.dataDir,
      withDatabase: (work) => work(testDb.database),
      cleanup: testDb.cleanup,
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-crash-'));
  return {
    env: {},
    dataDir,
    withDatabase: async (work) => {
      const database = openDatabase({ databaseUrl: undefined, dataDir });
      try {
        await migrateToLatest(database);
        return await work(database);
      } finally {
        await database.close();
      }
    },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
