import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { migrateToLatest } from '../database';
import { migrationsFor } from './index';

describe.each(ENGINES)('migration 009-transaction-attempts on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  it('gives every transaction ID in use to its order’s learner, and frees rejected ones for them', async () => {
    testDb = await createTestDatabase(engine, { migrate: false });
    const { db } = testDb.database;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(engine)) },
    });
    expect((await migrator.migrateTo('005-site-forms')).error).toBeUndefined();
    const now = new Date().toISOString();
    for (const id of ['u-rafi', 'u-mitu', 'u-staff']) {
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${id}, ${`${id}@example.com`}, ${engine === 'postgres' ? true : 1}, ${now}, ${now})`.execute(
        db,
      );
    }
    const order = (id: string, userId: string, transactionId: string, status: string) => ({
      id,
      user_id: userId,
      course_id: 'docker-fundamentals',
      course_title: 'Docker Fundamentals',
      amount: 1000,
      payment_method: 'bkash' as const,
      mobile_number: '01712345678',
      transaction_id: transactionId,
      payment_status: status as 'pending' | 'rejected',
      created_at: now,
      reviewed_by: status === 'pending' ? null : 'u-staff',
      reviewed_at: status === 'pending' ? null : now,
      review_note: status === 'pending' ? null : 'Not received.',
    });
    await db
      .insertInto('orders')
      .values([
        order('o-1', 'u-rafi', 'RAFI000001', 'rejected'),
        order('o-2', 'u-mitu', 'MITU000001', 'pending'),
      ])
      .execute();

    expect(await migrateToLatest(testDb.database)).toContain('009-transaction-attempts');
    const claims = await db
      .selectFrom('transaction_claims')
      .select(['payment_method', 'transaction_id', 'user_id'])
      .orderBy('transaction_id')
      .execute();
    expect(claims).toEqual([
      { payment_method: 'bkash', transaction_id: 'MITU000001', user_id: 'u-mitu' },
      { payment_method: 'bkash', transaction_id: 'RAFI000001', user_id: 'u-rafi' },
    ]);
    // The rejected ID may hold a second order now; the pending one still may not.
    await db
      .insertInto('orders')
      .values(order('o-3', 'u-rafi', 'RAFI000001', 'pending'))
      .execute();
    await expect(
      db
        .insertInto('orders')
        .values(order('o-4', 'u-mitu', 'MITU000001', 'pending'))
        .execute(),
    ).rejects.toThrow();
  });
});
