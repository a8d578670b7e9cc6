import type { Kysely, Migration } from 'kysely';

/**
 * `lab_sessions.free`: 1 when the session was started on a free first lab by a learner with no
 * other access to it (neither enrolled in its course or a programme bundling it, nor staff), 0
 * otherwise. The queue reads it (decision 027): free sessions may hold only a share of
 * LAB_MAX_SANDBOXES, and queued sessions of paying learners start before free ones. Sessions
 * from before it count as paid (0), as they were treated then.
 */
export const labSessionFreeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('lab_sessions')
      .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
