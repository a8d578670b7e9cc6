import type { Kysely, Migration } from 'kysely';

/**
 * The language a learner chose for what the academy sends them (mail now; the Bangla pages
 * later). A table of its own rather than a profile column: a profile row means "saved by the
 * learner", and choosing a language must not make an unsaved profile look saved. No row: English.
 */
export const learnerLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('learner_language')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('language', 'varchar(2)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
      .execute();
  },
};
