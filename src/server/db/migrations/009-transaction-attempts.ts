import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Who owns a transaction ID, and every refused attempt to use one again (decision 011).
 *
 * Until now a transaction ID was used once per method, ever (one unique index over all orders),
 * so a learner whose order was rejected (a typo in the mobile number, a payment that had not
 * arrived yet) could never submit that ID again. The rules now:
 * - the first learner to submit an ID owns it for good: `transaction_claims`, one row per method
 *   and ID (its primary key decides between simultaneous first submissions, on both engines);
 *   another learner is refused even after the owner's order was rejected, and told to contact
 *   support (the real payer, if it was theirs);
 * - the owner may submit it again once every order holding it was rejected: the unique index
 *   over orders now leaves rejected ones out;
 * - each refused submission is kept in `transaction_attempts`, so staff see it on the order
 *   holding the ID.
 */
export const transactionAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('transaction_claims')
      .addColumn('payment_method', 'varchar(10)', (col) => col.notNull())
      .addColumn('transaction_id', 'varchar(12)', (col) => col.notNull())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id'))
      .addColumn('claimed_at', 'varchar(40)', (col) => col.notNull())
      .addPrimaryKeyConstraint('transaction_claims_pkey', ['payment_method', 'transaction_id'])
      .execute();
    // Every ID in use today belongs to the learner of the one order that holds it.
    await sql`
      insert into transaction_claims (payment_method, transaction_id, user_id, claimed_at)
      select payment_method, transaction_id, user_id, created_at from orders
    `.execute(db);

    await db.schema.dropIndex('orders_transaction_unique').execute();
    await db.schema
      .createIndex('orders_transaction_open_unique')
      .on('orders')
      .columns(['payment_method', 'transaction_id'])
      .unique()
      .where(sql.ref('payment_status'), '<>', 'rejected')
      .execute();

    await db.schema
      .createTable('transaction_attempts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('payment_method', 'varchar(10)', (col) => col.notNull())
      .addColumn('transaction_id', 'varchar(12)', (col) => col.notNull())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id'))
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('course_title', 'varchar(200)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('transaction_attempts_transaction_idx')
      .on('transaction_attempts')
      .columns(['payment_method', 'transaction_id'])
      .execute();
  },
};
