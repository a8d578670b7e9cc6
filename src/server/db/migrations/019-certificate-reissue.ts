import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Certificates re-issued under a learner's new name (decision 036). The re-issued certificate is
 * a new row with its own id and credential; the one it replaces keeps its page and credential and
 * records `superseded_by` (the new id) and `superseded_at`. So one learner and course may now
 * have several rows, and the unique index that made simultaneous completions issue exactly one
 * certificate holds for the current row only (a partial index: SQLite and PostgreSQL both have
 * them). `mailed_at` marks the "your certificate is ready" mail as queued; rows issued before
 * count as mailed, so nobody gets a late mail for an old certificate.
 */
export const certificateReissueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('certificates').addColumn('superseded_by', 'varchar(40)').execute();
    await db.schema.alterTable('certificates').addColumn('superseded_at', 'varchar(40)').execute();
    await db.schema.alterTable('certificates').addColumn('mailed_at', 'varchar(40)').execute();
    await sql`update certificates set mailed_at = issued_at`.execute(db);
    await db.schema.dropIndex('certificates_user_course_unique').execute();
    await db.schema
      .createIndex('certificates_user_course_current')
      .on('certificates')
      .columns(['user_id', 'course_id'])
      .unique()
      .where(sql.ref('superseded_by'), 'is', null)
      .execute();
  },
};
