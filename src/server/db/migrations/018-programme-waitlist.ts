import type { Kysely, Migration } from 'kysely';

/**
 * Learners who asked to be told when a lab programme in preparation goes on sale: one row per
 * learner and programme; `notified_at` is set in the transaction that queues the one mail.
 */
export const programmeWaitlistMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('programme_waitlist')
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('programme_slug', 'varchar(100)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('notified_at', 'varchar(40)')
      .addPrimaryKeyConstraint('programme_waitlist_pk', ['user_id', 'programme_slug'])
      .execute();
  },
};
