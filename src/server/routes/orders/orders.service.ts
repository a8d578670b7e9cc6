import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  ORDER_MESSAGES,
  transactionReusedMessage,
  transactionTakenMessage,
  type Order,
  type OrderFields,
} from '../../../shared/schemas/order';
import { isUniqueViolation } from '../../db/errors';
import type { DatabaseSchema, OrdersTable } from '../../db/schema';
import { hasNul } from '../../http/nul-character';
import type { MailOutbox } from '../../mail/outbox';
import { mailRecipient } from '../../mail/learner-language';
import { orderReceivedEmail } from '../../mail/templates';
import { failure, success, type ServiceResult } from '../../services/result';
import type { Product } from '../../../shared/catalogue/products';
import { findProduct, mayBuyProduct, type CourseCatalogue } from '../../learning/enrolments';
import type { Log } from '../../log';
import type { BkashClient } from '../../payments/bkash-types';
import { checkTypedTransaction } from './typed-id-check';

export type { CourseCatalogue };
import { recordTransactionAttempt } from './transaction-attempts.service';

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

export interface OrderDependencies {
  db: Kysely<DatabaseSchema>;
  catalogue: CourseCatalogue;
  /** SUPPORT_EMAIL: where a learner whose transaction ID someone else used is sent. */
  supportEmail: string;
  /** Where the learner's receipt is queued, in the order's own transaction. */
  outbox: MailOutbox;
  /** PUBLIC_URL, for the receipt's link to the dashboard. */
  publicUrl: string;
  /**
   * bKash's merchant API, when set up: a typed bKash transaction ID is then looked up at bKash
   * and, when bKash's record fits the order, verified at once (typed-id-check.ts).
   */
  bkash?: BkashClient;
  log?: Log;
}

/**
 * Records a learner's payment for a course or lab programme as pending. The amount and title come
 * from the catalogue. The
 * database decides, even for simultaneous requests (migration 009):
 * - a transaction ID belongs to the first learner who submits it (the claim's primary key);
 *   another learner is refused and told how to reach support with the ID;
 * - its owner may use it for one order at a time that is not rejected (a partial unique index),
 *   so a rejected payment can be submitted again;
 * - a learner has one pending order per course.
 * Each refusal over a transaction ID is recorded for staff. A recorded order queues the learner's
 * receipt in the same transaction: no receipt for an order that was not kept, and no order
 * without its receipt. Then, for bKash with the merchant API set up, bKash is asked about the
 * typed ID: the answer is the order verified, or pending for staff with what did not match.
 */
export async function createOrder(
  deps: OrderDependencies,
  userId: string,
  fields: OrderFields,
  now: Date = new Date(),
): Promise<ServiceResult<Order>> {
  const { db } = deps;
  const course = findProduct(deps.catalogue, fields.courseId);
  if (!course) {
    return failure(400, 'invalid_input', 'Some payment details need correcting.', {
      courseId: ORDER_MESSAGES.courseUnknown,
    });
  }
  const mayBuy = await mayBuyProduct(db, userId, course);
  if (!mayBuy.ok) return mayBuy;
  const row: OrderRow = {
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
    paid_via: null,
    bkash_payment_id: null,
    check_note: null,
  };
  let outcome: 'created' | 'taken';
  try {
    outcome = await recordOrder(deps, row, course);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return refusedByIndex(db, userId, course, fields, now);
  }
  if (outcome === 'taken') {
    await recordTransactionAttempt(db, userId, course, fields, now);
    return failure(
      409,
      'duplicate_transaction',
      transactionTakenMessage(deps.supportEmail, fields.transactionId),
      { transactionId: ORDER_MESSAGES.transactionTaken },
    );
  }
  deps.outbox.notify();
  if (deps.bkash && row.payment_method === 'bkash') {
    const checked = await checkTypedTransaction({ ...deps, bkash: deps.bkash }, row, course, now);
    return success(toOrder(checked));
  }
  return success(toOrder(row));
}

type OrderRow = Selectable<OrdersTable>;

/**
 * In one transaction: claims the order's transaction ID for its learner ('taken' when another
 * learner holds it), stores the order and queues the receipt. The order's unique indexes may
 * refuse it (a unique violation, thrown).
 */
async function recordOrder(
  deps: OrderDependencies,
  row: OrderRow,
  course: Product,
): Promise<'created' | 'taken'> {
  return deps.db.transaction().execute(async (trx) => {
    // A second claim of the same ID waits here for the first one's transaction (PostgreSQL;
    // SQLite runs one transaction at a time), then finds it committed or rolled back.
    const claimed = await trx
      .insertInto('transaction_claims')
      .values({
        payment_method: row.payment_method,
        transaction_id: row.transaction_id,
        user_id: row.user_id,
        claimed_at: row.created_at,
      })
      .onConflict((conflict) => conflict.columns(['payment_method', 'transaction_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    // Already claimed (the usual case only for a resubmission): by whom?
    const owner =
      claimed ??
      (await trx
        .selectFrom('transaction_claims')
        .select('user_id')
        .where('payment_method', '=', row.payment_method)
        .where('transaction_id', '=', row.transaction_id)
        .executeTakeFirstOrThrow());
    if (owner.user_id !== row.user_id) return 'taken';
    await trx.insertInto('orders').values(row).execute();
    const learner = await mailRecipient(trx, row.user_id);
    await deps.outbox.queue(trx, {
      to: learner.email,
      ...orderReceivedEmail(
        {
          name: learner.name,
          kind: course.kind,
          courseTitle: row.course_title,
          amount: row.amount,
          paymentMethod: row.payment_method,
          transactionId: row.transaction_id,
          url: `${deps.publicUrl}/dashboard`,
        },
        learner.language,
      ),
    });
    return 'created';
  });
}

/**
 * Which index refused the order: the learner's own open order with this ID (recorded as an
 * attempt), or their pending one for this course.
 */
async function refusedByIndex(
  db: Kysely<DatabaseSchema>,
  userId: string,
  course: Product,
  fields: OrderFields,
  now: Date,
): Promise<ServiceResult<Order>> {
  const holder = await db
    .selectFrom('orders')
    .select('course_title')
    .where('user_id', '=', userId)
    .where('payment_method', '=', fields.paymentMethod)
    .where('transaction_id', '=', fields.transactionId)
    .where('payment_status', '<>', 'rejected')
    .executeTakeFirst();
  if (!holder) {
    return failure(
      409,
      'order_pending',
      `You already have a payment for this ${course.kind} waiting for verification.`,
    );
  }
  await recordTransactionAttempt(db, userId, course, fields, now);
  return failure(409, 'duplicate_transaction', transactionReusedMessage(holder.course_title), {
    transactionId: ORDER_MESSAGES.transactionReused,
  });
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
