import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Payments and enrolments (docs/product-rules.md, Payments and enrolment). The rules that must hold under concurrent
 * requests live in the database, not in code that checks first and writes later:
 * - a transaction ID is used once per payment method, ever (unique index);
 * - a learner has at most one pending order per course (partial unique index);
 * - a learner is enrolled in a course at most once (unique index).
 * Orders keep their learner: no cascade, payment records outlive a closed account's session.
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id'))
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('course_title', 'varchar(200)', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('payment_method', 'varchar(10)', (col) => col.notNull())
      .addColumn('mobile_number', 'varchar(11)', (col) => col.notNull())
      .addColumn('transaction_id', 'varchar(12)', (col) => col.notNull())
      .addColumn('payment_status', 'varchar(10)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('reviewed_by', 'text', (col) => col.references('user.id'))
      .addColumn('reviewed_at', 'varchar(40)')
      .addColumn('review_note', 'varchar(500)')
      .addCheckConstraint('orders_method_check', sql`payment_method in ('bkash', 'nagad')`)
      .addCheckConstraint(
        'orders_status_check',
        sql`payment_status in ('pending', 'verified', 'rejected')`,
      )
      .addCheckConstraint('orders_amount_check', sql`amount > 0`)
      .execute();
    await db.schema
      .createIndex('orders_transaction_unique')
      .on('orders')
      .columns(['payment_method', 'transaction_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('orders_one_pending_per_course')
      .on('orders')
      .columns(['user_id', 'course_id'])
      .unique()
      .where(sql.ref('payment_status'), '=', 'pending')
      .execute();
    await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();
    await db.schema
      .createIndex('orders_status_created_idx')
      .on('orders')
      .columns(['payment_status', 'created_at'])
      .execute();

    await db.schema
      .createTable('enrollments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id'))
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('order_id', 'text', (col) => col.references('orders.id'))
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addUniqueConstraint('enrollments_user_course_unique', ['user_id', 'course_id'])
      .execute();

    // Staff granted with `npm run staff -- grant`, besides ADMIN_EMAILS.
    await db.schema
      .createTable('staff_grants')
      .addColumn('email', 'varchar(254)', (col) => col.primaryKey())
      .addColumn('granted_at', 'varchar(40)', (col) => col.notNull())
      .execute();
  },
};
