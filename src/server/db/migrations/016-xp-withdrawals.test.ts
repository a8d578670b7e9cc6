import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testLearningContent } from '../../../../tests/helpers/learning-content';
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { repairXp } from '../../learning/xp/xp-repair';
import { migrateToLatest } from '../database';
import { migrationsFor } from './index';

const COURSE = 'docker-fundamentals';

describe.each(ENGINES)('migration 016-xp-withdrawals on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  it('records the XP of refunds approved before it, so the start-up repair does not give it back', async () => {
    testDb = await createTestDatabase(engine, { migrate: false });
    const { db } = testDb.database;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(engine)) },
    });
    expect((await migrator.migrateTo('014-refunds')).error).toBeUndefined();
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
      values ('u-rafi', 'Rafi', 'rafi@example.com', ${engine === 'postgres' ? true : 1}, ${at(1)}, ${at(1)})`.execute(
      db,
    );
    const done = (itemId: string, day: number) => ({
      user_id: 'u-rafi',
      course_id: COURSE,
      item_id: itemId,
      kind: 'lesson' as const,
      finished_at: at(day),
    });
    // Two lessons before the refund (their XP withdrawn by deleting it, as refunds then did),
    // one after buying the course again (awarded), one after that whose XP a crash lost.
    await db
      .insertInto('learning_progress')
      .values([
        done('docker-1-1', 2),
        done('docker-1-2', 3),
        done('docker-2-1', 10),
        done('docker-2-2', 11),
      ])
      .execute();
    await db
      .insertInto('xp_awards')
      .values({
        user_id: 'u-rafi',
        course_id: COURSE,
        item_id: 'docker-2-1',
        kind: 'lesson',
        points: 10,
        week_start: '2026-11-07',
        awarded_at: at(10),
      })
      .execute();
    await db
      .insertInto('xp_totals')
      .values({ user_id: 'u-rafi', xp: 10, updated_at: at(10) })
      .execute();
    await db
      .insertInto('xp_weeks')
      .values({ user_id: 'u-rafi', week_start: '2026-11-07', xp: 10 })
      .execute();
    await db
      .insertInto('orders')
      .values({
        id: 'order-1',
        user_id: 'u-rafi',
        course_id: COURSE,
        course_title: 'Docker Fundamentals',
        amount: 1000,
        payment_method: 'bkash',
        mobile_number: '01712345678',
        transaction_id: 'TX12345678',
        payment_status: 'verified',
        created_at: at(1),
        reviewed_by: null,
        reviewed_at: at(1),
        review_note: null,
      })
      .execute();
    await db
      .insertInto('refund_requests')
      .values({
        id: 'refund-1',
        order_id: 'order-1',
        user_id: 'u-rafi',
        course_id: COURSE,
        requested_at: at(4),
        reason: null,
        status: 'approved',
        decided_by: null,
        decided_at: at(5),
        decline_reason: null,
        refund_transaction_id: 'RF12345678',
        percent_at_request: 10,
        days_at_request: 3,
      })
      .execute();

    expect(await migrateToLatest(testDb.database)).toContain('016-xp-withdrawals');
    const withdrawn = await db
      .selectFrom('xp_withdrawals')
      .select(['item_id', 'points', 'withdrawn_at'])
      .orderBy('item_id')
      .execute();
    expect(withdrawn).toEqual([
      { item_id: 'docker-1-1', points: 10, withdrawn_at: at(5) },
      { item_id: 'docker-1-2', points: 10, withdrawn_at: at(5) },
    ]);

    expect(await repairXp(db, testLearningContent())).toEqual({
      awarded: 1,
      learnersResynced: 0,
    });
    const awards = await db.selectFrom('xp_awards').select('item_id').orderBy('item_id').execute();
    expect(awards.map((row) => row.item_id)).toEqual(['docker-2-1', 'docker-2-2']);
    const total = await db
      .selectFrom('xp_totals')
      .select('xp')
      .where('user_id', '=', 'u-rafi')
      .executeTakeFirstOrThrow();
    expect(total.xp).toBe(20);
  });
});
