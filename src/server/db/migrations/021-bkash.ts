import { sql, type Kysely, type Migration } from 'kysely';

/**
 * bKash's merchant API (Tokenized Checkout; decision 039).
 * - `bkash_tokens`: the one grant every instance shares (bKash blocks a merchant that grants or
 *   refreshes more than about twice an hour), with a lease so that one instance at a time asks.
 * - `bkash_payments`: a payment created at bKash for one order id (our merchantInvoiceNumber).
 *   It is not an order until bKash says the money moved: then, in one transaction guarded by its
 *   state, the verified order, the transaction ID's claim, the enrolment and the receipt are
 *   written (so a pending order always means "waiting for staff").
 * - `bkash_events`: every call that failed or gave no clear answer, with its time, for staff.
 * - orders: how each was paid (`paid_via`: null for a manual submission checked by staff,
 *   'bkash_checkout', or 'bkash_checked' for a typed ID bKash's search confirmed), bKash's
 *   paymentID, and the automatic check's note when a typed ID went to staff.
 * - refund_requests: where an approved refund's money stands (`payout`: null for a refund sent
 *   by hand; 'paid' or 'failed' through the API) and bKash's reason when it failed.
 */
export const bkashMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bkash_tokens')
      .addColumn('id', 'varchar(20)', (col) => col.primaryKey())
      .addColumn('id_token', 'text')
      .addColumn('refresh_token', 'text')
      .addColumn('expires_at', 'varchar(40)')
      .addColumn('granted_at', 'varchar(40)')
      .addColumn('lease_until', 'varchar(40)')
      .addColumn('lease_holder', 'varchar(64)')
      // when bKash last refused to grant (credentials, or too many asks): a cool-down follows
      .addColumn('refused_at', 'varchar(40)')
      .execute();

    await db.schema
      .createTable('bkash_payments')
      .addColumn('payment_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id'))
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('course_title', 'varchar(200)', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('state', 'varchar(12)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('trx_id', 'varchar(40)')
      .addColumn('customer_msisdn', 'varchar(20)')
      .addColumn('completed_at', 'varchar(40)')
      .addColumn('last_error', 'varchar(500)')
      .addCheckConstraint(
        'bkash_payments_state_check',
        sql`state in ('initiated', 'executing', 'completed', 'failed', 'cancelled', 'expired')`,
      )
      .execute();
    // The sweeper's question: open payments not asked about lately, oldest first.
    await db.schema
      .createIndex('bkash_payments_state_updated_idx')
      .on('bkash_payments')
      .columns(['state', 'updated_at'])
      .execute();
    // One open payment per learner and course: a second tab's payment replaces the first (which
    // is then cancelled here and never executed, so its money cannot move).
    await db.schema
      .createIndex('bkash_payments_one_open')
      .on('bkash_payments')
      .columns(['user_id', 'course_id'])
      .unique()
      .where(sql<boolean>`state in ('initiated', 'executing')`)
      .execute();

    await db.schema
      .createTable('bkash_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('at', 'varchar(40)', (col) => col.notNull())
      .addColumn('call', 'varchar(40)', (col) => col.notNull())
      .addColumn('order_id', 'text')
      .addColumn('payment_id', 'varchar(64)')
      .addColumn('code', 'varchar(20)', (col) => col.notNull())
      .addColumn('message', 'varchar(500)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('bkash_events_at_idx').on('bkash_events').column('at').execute();
    await db.schema
      .createIndex('bkash_events_order_idx')
      .on('bkash_events')
      .column('order_id')
      .execute();

    await db.schema.alterTable('orders').addColumn('paid_via', 'varchar(20)').execute();
    await db.schema.alterTable('orders').addColumn('bkash_payment_id', 'varchar(64)').execute();
    await db.schema.alterTable('orders').addColumn('check_note', 'varchar(500)').execute();
    await db.schema.alterTable('refund_requests').addColumn('payout', 'varchar(10)').execute();
    await db.schema
      .alterTable('refund_requests')
      .addColumn('payout_error', 'varchar(500)')
      .execute();
    await db.schema.alterTable('refund_requests').addColumn('payout_at', 'varchar(40)').execute();
  },
};
