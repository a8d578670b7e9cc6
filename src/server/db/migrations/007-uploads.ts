import type { Kysely, Migration } from 'kysely';

/**
 * Every uploaded picture, with its owner and time: a learner's previous picture can be deleted
 * when a new one is saved (only their own), and uploads never saved to a profile are swept after
 * a day. No foreign key to the user: the row must outlive an account so its file is still swept.
 */
export const uploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('picture_uploads')
      .addColumn('url', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('picture_uploads_created_idx')
      .on('picture_uploads')
      .column('created_at')
      .execute();
  },
};
