import type { Kysely, Migration } from 'kysely';

/**
 * The mail outbox (decision 010): every mail the app sends is a row here first, written in the
 * transaction of the change that causes it, then sent by the server's mail worker. Times are ISO
 * strings, which sort as the instants they name.
 */
export const mailOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text', (col) => col.notNull())
      // 'pending', 'sending' (claimed by a worker until locked_until), 'sent' or 'failed'.
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      // When the current 24-hour window of attempts began: created, or re-queued by staff.
      .addColumn('queued_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('next_attempt_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('locked_until', 'varchar(40)')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('sent_at', 'varchar(40)')
      .execute();
    // The worker's claim: due rows of one status, earliest first.
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    // The staff page: failed mails, newest first.
    await db.schema
      .createIndex('mail_outbox_created_idx')
      .on('mail_outbox')
      .column('created_at')
      .execute();
  },
};
