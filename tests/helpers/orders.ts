import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/server/db/schema';
import type { PaymentMethod } from '../../src/shared/schemas/order';
import type { TestClient } from './http-client';

/** A transaction ID no other test uses: 10 upper-case letters and digits. */
export function newTransactionId(): string {
  return randomBytes(8).toString('hex').toUpperCase().slice(0, 10);
}

/** Submits a payment as the checkout page does. */
export function submitOrder(
  client: TestClient,
  courseId: string,
  options: { transactionId?: string; paymentMethod?: PaymentMethod; mobileNumber?: string } = {},
) {
  return client.post('/api/orders', {
    courseId,
    paymentMethod: options.paymentMethod ?? 'bkash',
    mobileNumber: options.mobileNumber ?? '01712345678',
    transactionId: options.transactionId ?? newTransactionId(),
  });
}

/**
 * A verified bKash order of the course and the enrolment it gave, written straight to the database
 * (for tests whose subject comes after paying: refunds, labs of a bought course). Returns its id.
 */
export async function insertPaidOrder(
  db: Kysely<DatabaseSchema>,
  order: {
    userId: string;
    courseId: string;
    courseTitle: string;
    amount?: number;
    /** When staff verified it (and the enrolment began); now by default. */
    verifiedAt?: Date;
    /** When it was submitted; `verifiedAt` by default. */
    createdAt?: Date;
    transactionId?: string;
    reviewedBy?: string | null;
  },
): Promise<string> {
  const verifiedAt = order.verifiedAt ?? new Date();
  const orderId = randomUUID();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: order.userId,
      course_id: order.courseId,
      course_title: order.courseTitle,
      amount: order.amount ?? 1000,
      payment_method: 'bkash',
      mobile_number: '01712345678',
      transaction_id: order.transactionId ?? newTransactionId(),
      payment_status: 'verified',
      created_at: (order.createdAt ?? verifiedAt).toISOString(),
      reviewed_by: order.reviewedBy ?? null,
      reviewed_at: verifiedAt.toISOString(),
      review_note: null,
    })
    .execute();
  await db
    .insertInto('enrollments')
    .values({
      id: randomUUID(),
      user_id: order.userId,
      course_id: order.courseId,
      order_id: orderId,
      created_at: verifiedAt.toISOString(),
    })
    .execute();
  return orderId;
}
