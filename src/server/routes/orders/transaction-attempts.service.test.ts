import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { recordTransactionAttempt, transactionAttemptsOf } from './transaction-attempts.service';

announceSkippedEngines();

const KUBERNETES = { id: 'kubernetes-mastery', title: 'Kubernetes Mastery' };
const DOCKER = { id: 'docker-fundamentals', title: 'Docker Fundamentals' };

describe.each(ENGINES)('transaction-attempts.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let owner: TestUser;
  let stranger: TestUser;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    owner = await insertUser(testDb.database, 'Nusrat Jahan');
    stranger = await insertUser(testDb.database, 'Karim Uddin');
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  it('records who tried an ID for which course, and when', async () => {
    const at = new Date('2026-11-21T10:05:00.000Z');
    const fields = { paymentMethod: 'nagad' as const, transactionId: 'NG55501234' };
    await recordTransactionAttempt(testDb.database.db, stranger.id, DOCKER, fields, at);
    const rows = await testDb.database.db.selectFrom('transaction_attempts').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        payment_method: 'nagad',
        transaction_id: 'NG55501234',
        user_id: stranger.id,
        course_id: DOCKER.id,
        course_title: DOCKER.title,
        created_at: at.toISOString(),
      },
    ]);
  });

  it('gives each order the attempts at its own ID and method, oldest first', async () => {
    const db = testDb.database.db;
    const bkash = { paymentMethod: 'bkash' as const, transactionId: 'AB12XY34ZZ' };
    await recordTransactionAttempt(
      db,
      stranger.id,
      DOCKER,
      bkash,
      new Date('2026-11-21T12:00:00.000Z'),
    );
    await recordTransactionAttempt(
      db,
      owner.id,
      DOCKER,
      bkash,
      new Date('2026-11-21T11:00:00.000Z'),
    );
    // The same ID paid by Nagad is another payment: not this order's attempt.
    await recordTransactionAttempt(
      db,
      stranger.id,
      KUBERNETES,
      { ...bkash, paymentMethod: 'nagad' },
      new Date('2026-11-21T10:00:00.000Z'),
    );
    const orders = [
      { user_id: owner.id, payment_method: 'bkash' as const, transaction_id: 'AB12XY34ZZ' },
      { user_id: owner.id, payment_method: 'bkash' as const, transaction_id: 'UNTRIED123' },
    ];
    expect(await transactionAttemptsOf(db, orders)).toEqual([
      [
        {
          learnerEmail: owner.email,
          learnerName: 'Nusrat Jahan',
          courseTitle: DOCKER.title,
          attemptedAt: '2026-11-21T11:00:00.000Z',
          sameLearner: true,
        },
        {
          learnerEmail: stranger.email,
          learnerName: 'Karim Uddin',
          courseTitle: DOCKER.title,
          attemptedAt: '2026-11-21T12:00:00.000Z',
          sameLearner: false,
        },
      ],
      [],
    ]);
    expect(await transactionAttemptsOf(db, [])).toEqual([]);
  });
});
