import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { migrateToLatest } from '../database';
import { migrationsFor } from './index';

describe.each(ENGINES)('migration 013-achievements on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  it('gives items finished before it their XP once, all-time, and leaves settings at defaults', async () => {
    testDb = await createTestDatabase(engine, { migrate: false });
    const { db } = testDb.database;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(engine)) },
    });
    expect((await migrator.migrateTo('011-labs')).error).toBeUndefined();
    const now = new Date().toISOString();
    for (const id of ['u-rafi', 'u-mitu']) {
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${`Learner ${id}`}, ${`${id}@example.com`}, ${engine === 'postgres' ? true : 1}, ${now}, ${now})`.execute(
        db,
      );
    }
    const done = (itemId: string, kind: 'lesson' | 'quiz' | 'lab') => ({
      user_id: 'u-rafi',
      course_id: 'docker-fundamentals',
      item_id: itemId,
      kind,
      finished_at: now,
    });
    await db
      .insertInto('learning_progress')
      .values([
        done('docker-1-1', 'lesson'),
        done('docker-1-quiz', 'quiz'),
        done('docker-2-quiz', 'quiz'),
        done('docker-lab', 'lab'),
      ])
      .execute();
    const attempt = (quizId: string, number: number, passed: number) => ({
      id: `${quizId}-${number}`,
      user_id: 'u-rafi',
      course_id: 'docker-fundamentals',
      quiz_id: quizId,
      attempt_number: number,
      quiz_version: 1,
      questions: '[]',
      answers: '{}',
      wrong: '[]',
      correct: passed ? 4 : 1,
      total: 4,
      score: passed ? 100 : 25,
      passed,
      created_at: now,
    });
    await db
      .insertInto('quiz_attempts')
      .values([
        attempt('docker-1-quiz', 1, 1),
        attempt('docker-2-quiz', 1, 0),
        attempt('docker-2-quiz', 2, 1),
      ])
      .execute();

    expect(await migrateToLatest(testDb.database)).toContain('013-achievements');
    const totals = await db.selectFrom('xp_totals').selectAll().execute();
    expect(totals).toEqual([
      {
        user_id: 'u-rafi',
        xp: 10 + 30 + 20 + 50,
        display_name: null,
        listed: 1,
        updated_at: now,
      },
    ]);
    expect(await db.selectFrom('xp_awards').select('item_id').execute()).toHaveLength(4);
    expect(await db.selectFrom('xp_weeks').selectAll().execute()).toEqual([]);
  });
});
