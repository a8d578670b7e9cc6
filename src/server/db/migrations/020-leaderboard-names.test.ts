import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { migrationsFor } from './index';

describe.each(ENGINES)('migration 020-leaderboard-names on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  it('takes listed learners known only by their email handle off the boards, on every week', async () => {
    testDb = await createTestDatabase(engine, { migrate: false });
    const { db } = testDb.database;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(engine)) },
    });
    expect((await migrator.migrateTo('018-programme-waitlist')).error).toBeUndefined();
    const now = new Date().toISOString();
    // id, account name, profile name, chosen leaderboard name, listed
    const learners: [string, string, string | null, string | null, number][] = [
      ['u-handle', 'u-handle', null, null, 1],
      ['u-named', 'Rafi Ahmed', null, null, 1],
      ['u-profile', 'u-profile', 'Mitu Akter', null, 1],
      // Saved the handle the old form offered, in capitals.
      ['u-saved', 'u-saved', null, 'U-SAVED', 1],
      ['u-chosen', 'u-chosen', null, 'Cloud Padma', 1],
      ['u-out', 'u-out', null, null, 0],
    ];
    for (const [id, name, profile, chosen, listed] of learners) {
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${name}, ${`${id}@example.com`}, ${engine === 'postgres' ? true : 1}, ${now}, ${now})`.execute(
        db,
      );
      if (profile) {
        await sql`insert into profile (user_id, name, updated_at) values (${id}, ${profile}, ${now})`.execute(
          db,
        );
      }
      await db
        .insertInto('xp_totals')
        .values({ user_id: id, xp: 10, display_name: chosen, listed, updated_at: now })
        .execute();
      await db
        .insertInto('xp_weeks')
        .values([
          { user_id: id, week_start: '2026-11-21', xp: 10, listed },
          { user_id: id, week_start: '2026-11-14', xp: 10, listed },
        ])
        .execute();
    }

    expect((await migrator.migrateTo('020-leaderboard-names')).error).toBeUndefined();
    const totals = await db
      .selectFrom('xp_totals')
      .select(['user_id', 'listed'])
      .orderBy('user_id')
      .execute();
    expect(Object.fromEntries(totals.map((row) => [row.user_id, row.listed]))).toEqual({
      'u-chosen': 1,
      'u-handle': 2,
      'u-named': 1,
      'u-out': 0,
      'u-profile': 1,
      'u-saved': 2,
    });
    const weeks = await db
      .selectFrom('xp_weeks')
      .select(['user_id', 'listed'])
      .where('listed', '=', 2)
      .orderBy('user_id')
      .execute();
    expect(weeks.map((row) => row.user_id)).toEqual(['u-handle', 'u-handle', 'u-saved', 'u-saved']);
  });
});
