import type { Kysely, Migration } from 'kysely';

/**
 * A learner's name in Bangla script beside the name they chose (issue 31): the profile keeps it
 * (optional), and a certificate issued or re-issued from then on carries both, on its page, its
 * PDF and its signed credential. Nullable columns: every existing row means "none given".
 */
export const namesInBanglaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profile').addColumn('name_bn', 'varchar(200)').execute();
    await db.schema
      .alterTable('certificates')
      .addColumn('learner_name_bn', 'varchar(200)')
      .execute();
  },
};
