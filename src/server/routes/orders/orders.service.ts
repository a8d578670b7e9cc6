import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Course } from '../../../shared/catalogue/types';
import {
  ORDER_MESSAGES,
  type MyCourses,
  type Order,
  type OrderFields,
} from '../../../shared/schemas/order';
import { isUniqueViolation } from '../../db/errors';
import type { DatabaseSchema, OrdersTable } from '../../db/schema';
import { hasNul } from '../../http/nul-character';
import { failure, success, type ServiceResult } from '../../http/result';

/** Where prices and titles come from: the built-in catalogue (tests may pass their own). */
export interface CourseCatalogue {
  findCourse: (id: string) => Course | undefined;
}

export const DUPLICATE_TRANSACTION_MESSAGE =
  'This transaction ID has already been submitted. Check the ID in your payment SMS, or contact support if you think this is a mistake.';

export function toOrder(row: Selectable<OrdersTable>): Order {
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    amount: Number(row.amount),
    paymentMethod: row.payment_method,
    mobileNumber: row.mobile_number,
    transactionId: row.transaction_id,
    paymentStatus: row.payment_status,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewNote: row.review_note,
  };
}

export async function isEnrolled(db: Kysely<DatabaseSchema>, userId: string, courseId: string) {
  const row = await db
    .selectFrom('enrollments')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a learner's payment as pending. The amount and title come from the catalogue; the
 * unique indexes decide, even for simultaneous requests, that a transaction ID is used once per
 * method and that a learner has one pending order per course.
 */
export async function createOrder(
  db: Kysely<DatabaseSchema>,
  catalogue: CourseCatalogue,
  userId: string,
  fields: OrderFields,
  now: Date = new Date(),
): Promise<ServiceResult<Order>> {
  const course = catalogue.findCourse(fields.courseId);
  if (!course) {
    return failure(400, 'invalid_input', 'Some payment details need correcting.', {
      courseId: ORDER_MESSAGES.courseUnknown,
    });
  }
  if (course.priceBDT <= 0) {
    return failure(
      409,
      'free_course',
      'This course is free: start it from its page, no payment needed.',
    );
  }
  if (await isEnrolled(db, userId, course.id)) {
    return failure(409, 'already_enrolled', 'You already own this course.');
  }
  const row: Selectable<OrdersTable> = {
    id: randomUUID(),
    user_id: userId,
    course_id: course.id,
    course_title: course.title,
    amount: course.priceBDT,
    payment_method: fields.paymentMethod,
    mobile_number: fields.mobileNumber,
    transaction_id: fields.transactionId,
    payment_status: 'pending',
    created_at: now.toISOString(),
    reviewed_by: null,
    reviewed_at: null,
    review_note: null,
  };
  try {
    await db.insertInto('orders').values(row).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Which rule was broken: the transaction ID's (whoever used it) or this learner's pending one.
    const used = await db
      .selectFrom('orders')
      .select('id')
      .where('payment_method', '=', fields.paymentMethod)
      .where('transaction_id', '=', fields.transactionId)
      .executeTakeFirst();
    if (used) {
      return failure(409, 'duplicate_transaction', DUPLICATE_TRANSACTION_MESSAGE, {
        transactionId: 'This transaction ID has already been submitted.',
      });
    }
    return failure(
      409,
      'order_pending',
      'You already have a payment for this course waiting for verification.',
    );
  }
  return success(toOrder(row));
}

/** The learner's own orders, newest first. */
export async function listOrders(db: Kysely<DatabaseSchema>, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toOrder);
}

/** One of the learner's own orders; another learner's is as absent as a missing one. */
export async function getOrder(db: Kysely<DatabaseSchema>, userId: string, orderId: string) {
  if (hasNul(orderId)) return undefined;
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/** The course ids a learner owns and those with a payment waiting (for /api/me). */
export async function myCourses(db: Kysely<DatabaseSchema>, userId: string): Promise<MyCourses> {
  const [enrolled, pending] = await Promise.all([
    db.selectFrom('enrollments').select('course_id').where('user_id', '=', userId).execute(),
    db
      .selectFrom('orders')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('payment_status', '=', 'pending')
      .execute(),
  ]);
  return {
    enrolled: enrolled.map((row) => row.course_id),
    pending: pending.map((row) => row.course_id),
  };
}
