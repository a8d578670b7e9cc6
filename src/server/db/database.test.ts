import { afterEach, describe, expect, it } from 'vitest';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../tests/helpers/test-databases';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, pingDatabase } from './database';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';
import { migrationsFor } from './migrations/index';

announceSkippedEngines();

describe.each(ENGINES)('database on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  it('applies every migration once; a second run applies none', async () => {
    testDb = await createTestDatabase(engine);
    expect(testDb.database.engine).toBe(engine);
    expect(await migrateToLatest(testDb.database)).toEqual([]);
    expect(Object.keys(migrationsFor(engine))).toEqual([
      '001-initial',
      '002-auth',
      '003-profile',
      '004-payments',
      '005-site-forms',
      '006-mail-outbox',
      '007-uploads',
      '009-transaction-attempts',
      '010-learning',
      '011-labs',
      '012-certificates',
      '013-achievements',
      '014-refunds',
      '015-credential-status',
      '016-xp-withdrawals',
      '017-lab-session-free',
      '018-programme-waitlist',
      '019-certificate-reissue',
      '020-leaderboard-names',
      '021-bkash',
      '022-learner-language',
      '023-names-in-bangla',
    ]);
  });

  it('stores and reads rows in the migrated tables', async () => {
    testDb = await createTestDatabase(engine);
    const { db } = testDb.database;
    await db
      .insertInto('app_meta')
      .values({ key: 'first_start', value: 'yes', updated_at: new Date().toISOString() })
      .execute();
    const row = await db
      .selectFrom('app_meta')
      .selectAll()
      .where('key', '=', 'first_start')
      .executeTakeFirst();
    expect(row?.value).toBe('yes');
    await expect(
      db
        .insertInto('app_meta')
        .values({ key: 'first_start', value: 'again', updated_at: 'x' })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers a ping while open and not after closing', async () => {
    testDb = await createTestDatabase(engine);
    expect(await pingDatabase(testDb.database)).toBe(true);
    await testDb.cleanup();
    expect(await pingDatabase(testDb.database)).toBe(false);
    testDb = undefined;
  });
});

describe.runIf(ENGINES.includes('postgres'))('PostgreSQL connection loss', () => {
  it('survives the server ending an idle connection, and reconnects', async () => {
    const testDb = await createTestDatabase('postgres');
    const lost: string[] = [];
    const database = openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
      onIdleError: (error) => lost.push(error.message),
    });
    try {
      expect(await pingDatabase(database)).toBe(true);
      const admin = openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
      const url = new URL(testDb.databaseUrl ?? '');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${url.pathname.slice(1)} and pid <> pg_backend_pid()`.execute(admin.db);
      await admin.close();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(await pingDatabase(database)).toBe(true);
    } finally {
      await database.close();
      await testDb.cleanup();
    }
  });

  it('survives the server ending a connection a transaction holds: 503-class error, then a new one', async () => {
    const testDb = await createTestDatabase('postgres');
    const admin = openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
    try {
      const { db } = testDb.database;
      const attempt = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const pid = rows[0]?.pid;
        await sql`select pg_terminate_backend(${pid})`.execute(admin.db);
        // The connection is held but idle when its end arrives: that is what crashed the process.
        await expect
          .poll(async () => {
            const { rows: left } =
              await sql`select 1 from pg_stat_activity where pid = ${pid}`.execute(admin.db);
            return left.length;
          })
          .toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sql`select 1`.execute(trx);
      });
      const error = await attempt.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The lost connection was discarded: the pool's next one works.
      expect(await pingDatabase(testDb.database)).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.close();
      await testDb.cleanup();
    }
  });

  it('answers DatabaseUnavailableError when no connection can be had', async () => {
    const testDb = await createTestDatabase('postgres');
    const url = new URL(testDb.databaseUrl ?? '');
    url.pathname = '/shikhon_no_such_database';
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: testDb.dataDir });
    try {
      const failure = await sql`select 1`.execute(database.db).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await database.close();
      await testDb.cleanup();
    }
  });
});

describe('SQLite prepared statements', () => {
  it('reuses a statement for the same SQL and still sees a later schema change', async () => {
    const testDb = await createTestDatabase('sqlite');
    try {
      const { db } = testDb.database;
      await sql`create table notes (id integer primary key, body text)`.execute(db);
      await sql`insert into notes (body) values (${'first'})`.execute(db);
      const read = () => sql<Record<string, unknown>>`select * from notes`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, body: 'first' }]);
      expect((await read()).rows).toEqual([{ id: 1, body: 'first' }]);
      await sql`alter table notes add column author text`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, body: 'first', author: null }]);
      await expect(sql`select nope from notes`.execute(db)).rejects.toThrow(/no such column/);
      await sql`insert into notes (body) values (${'second'})`.execute(db);
      expect((await read()).rows).toHaveLength(2);
    } finally {
      await testDb.cleanup();
    }
  });
});
