import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Lab sessions and their checks:
 * - `lab_sessions`: one row per session a learner asked for, from 'queued' or 'starting' to
 *   'live' to 'ended' (end_reason: ended by the learner, expired, or failed to start). The
 *   partial unique index allows one open (not ended) session per learner on both engines, so
 *   two simultaneous starts cannot both succeed. Servers count 'starting' and 'live' rows to keep
 *   under LAB_MAX_SANDBOXES and read the queue from 'queued' rows in order of creation, so
 *   several instances share one cap and one queue.
 * - `lab_checks`: every step check (when, verdict, the hints shown), for staff and for the
 *   "every step passed in this session" rule.
 * A learner's rows go with their account.
 */
export const labsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lab_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('lab_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('status', 'varchar(10)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('started_at', 'varchar(40)')
      .addColumn('expires_at', 'varchar(40)')
      // 1 or 0: the same on both engines.
      .addColumn('extended', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('ended_at', 'varchar(40)')
      .addColumn('end_reason', 'varchar(10)')
      .execute();
    await db.schema
      .createIndex('lab_sessions_one_open_per_user')
      .on('lab_sessions')
      .column('user_id')
      .unique()
      .where(sql.ref('status'), '<>', 'ended')
      .execute();
    await db.schema
      .createIndex('lab_sessions_status_idx')
      .on('lab_sessions')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('lab_checks')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('session_id', 'text', (col) =>
        col.notNull().references('lab_sessions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('lab_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('step', 'integer', (col) => col.notNull())
      .addColumn('passed', 'integer', (col) => col.notNull())
      .addColumn('checked_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('hints', 'text', (col) => col.notNull())
      .addColumn('duration_ms', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('lab_checks_session_idx')
      .on('lab_checks')
      .columns(['session_id', 'step'])
      .execute();
    await db.schema
      .createIndex('lab_checks_lab_idx')
      .on('lab_checks')
      .columns(['lab_id', 'checked_at'])
      .execute();
  },
};
