import type { Kysely, Migration } from 'kysely';

/**
 * Course certificates (decision 019): one row per learner and course, written once when the last
 * item of the course is finished. `id` is the public, unguessable id of the verification page
 * (24 base64url characters of random bytes). The learner's name, the course title, level and
 * hours are copied at issue, so a certificate reads the same after a profile or catalogue
 * change. The unique (user_id, course_id) index is how simultaneous completions of the last
 * item issue exactly one. Revoking keeps the row: its page then says when and why.
 * A learner's certificates go with their account.
 */
export const certificatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('certificates')
      .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('learner_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('course_title', 'varchar(300)', (col) => col.notNull())
      .addColumn('level', 'varchar(40)', (col) => col.notNull())
      .addColumn('hours', 'integer', (col) => col.notNull())
      .addColumn('issued_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('revoked_at', 'varchar(40)')
      .addColumn('revoke_reason', 'varchar(500)')
      .addColumn('revoked_by', 'text')
      .execute();
    await db.schema
      .createIndex('certificates_user_course_unique')
      .on('certificates')
      .columns(['user_id', 'course_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('certificates_issued_idx')
      .on('certificates')
      .column('issued_at')
      .execute();
  },
};
