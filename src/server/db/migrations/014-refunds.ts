import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Refund requests (docs/product-rules.md, Refunds; decision 021). A request belongs to one
 * verified order. The rule that must hold under concurrent requests lives in the database: an
 * order has at most one open request (pending or approved) — a partial unique index; a declined
 * request leaves room for another. The learner's progress and days since verification are kept
 * as measured at the request, so staff see what the rule was checked against. Rows outlive the
 * enrolment they end: with the order, they are the record of the refund.
 */
export const refundsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('refund_requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id'))
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('requested_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('reason', 'varchar(500)')
      .addColumn('status', 'varchar(10)', (col) => col.notNull())
      .addColumn('decided_by', 'text', (col) => col.references('user.id'))
      .addColumn('decided_at', 'varchar(40)')
      .addColumn('decline_reason', 'varchar(500)')
      .addColumn('refund_transaction_id', 'varchar(12)')
      .addColumn('percent_at_request', 'integer', (col) => col.notNull())
      .addColumn('days_at_request', 'integer', (col) => col.notNull())
      .addCheckConstraint(
        'refund_requests_status_check',
        sql`status in ('pending', 'approved', 'declined')`,
      )
      .execute();
    await db.schema
      .createIndex('refund_requests_one_open_per_order')
      .on('refund_requests')
      .column('order_id')
      .unique()
      .where(sql<boolean>`status in ('pending', 'approved')`)
      .execute();
    await db.schema
      .createIndex('refund_requests_user_idx')
      .on('refund_requests')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('refund_requests_status_requested_idx')
      .on('refund_requests')
      .columns(['status', 'requested_at'])
      .execute();
  },
};
