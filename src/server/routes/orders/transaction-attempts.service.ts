import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Course } from '../../../shared/catalogue/types';
import type { OrderFields, PaymentMethod, TransactionAttempt } from '../../../shared/schemas/order';
import type { DatabaseSchema } from '../../db/schema';

/**
 * Refused submissions of a transaction ID already in use (migration 009). Staff see them on the
 * order holding the ID: a learner quoting the ID to support, a learner trying to pay for two
 * courses with one payment, or someone trying IDs they do not own.
 */
export async function recordTransactionAttempt(
  db: Kysely<DatabaseSchema>,
  userId: string,
  course: Pick<Course, 'id' | 'title'>,
  fields: Pick<OrderFields, 'paymentMethod' | 'transactionId'>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('transaction_attempts')
    .values({
      id: randomUUID(),
      payment_method: fields.paymentMethod,
      transaction_id: fields.transactionId,
      user_id: userId,
      course_id: course.id,
      course_title: course.title,
      created_at: now.toISOString(),
    })
    .execute();
}

interface OrderKey {
  user_id: string;
  payment_method: PaymentMethod;
  transaction_id: string;
}

/** Each order's refused attempts at its transaction ID (same method), oldest first. */
export async function transactionAttemptsOf(
  db: Kysely<DatabaseSchema>,
  orders: readonly OrderKey[],
): Promise<TransactionAttempt[][]> {
  const ids = [...new Set(orders.map((order) => order.transaction_id))];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('transaction_attempts as attempt')
    .innerJoin('user as learner', 'learner.id', 'attempt.user_id')
    .select([
      'attempt.payment_method',
      'attempt.transaction_id',
      'attempt.user_id',
      'attempt.course_title',
      'attempt.created_at',
      'learner.email',
      'learner.name',
    ])
    .where('attempt.transaction_id', 'in', ids)
    .orderBy('attempt.created_at')
    .orderBy('attempt.id')
    .execute();
  return orders.map((order) =>
    rows
      .filter(
        (row) =>
          row.payment_method === order.payment_method &&
          row.transaction_id === order.transaction_id,
      )
      .map((row) => ({
        learnerEmail: row.email,
        learnerName: row.name,
        courseTitle: row.course_title,
        attemptedAt: row.created_at,
        sameLearner: row.user_id === order.user_id,
      })),
  );
}
