import type { Kysely, Migration } from 'kysely';

/** Key/value facts about this installation (e.g. when it was first started). */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
      .execute();
  },
};
