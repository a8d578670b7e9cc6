import type { Kysely, Migration } from 'kysely';

/**
 * What the course player keeps per learner, on the server so it follows them between devices:
 * - `learning_progress`: one row per finished item (lesson, quiz, later lab). Its primary key
 *   makes finishing idempotent: a repeated or simultaneous "complete" inserts nothing more.
 * - `quiz_attempts`: every graded attempt, with the quiz version, the question ids shown and
 *   those answered wrongly as graded then, so an attempt stays readable after the quiz changes.
 *   `attempt_number` counts a learner's attempts at one quiz; its unique index lets only one of
 *   two simultaneous attempts be stored, which is how the wait after a failed attempt holds on
 *   both engines.
 * - `learning_positions`: the item the learner opened last in each course.
 * A learner's rows go with their account.
 */
export const learningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('learning_progress')
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('finished_at', 'varchar(40)', (col) => col.notNull())
      .addPrimaryKeyConstraint('learning_progress_pkey', ['user_id', 'course_id', 'item_id'])
      .execute();

    await db.schema
      .createTable('quiz_attempts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('quiz_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('attempt_number', 'integer', (col) => col.notNull())
      .addColumn('quiz_version', 'integer', (col) => col.notNull())
      .addColumn('questions', 'text', (col) => col.notNull())
      .addColumn('answers', 'text', (col) => col.notNull())
      .addColumn('wrong', 'text', (col) => col.notNull())
      .addColumn('correct', 'integer', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('score', 'integer', (col) => col.notNull())
      // 1 or 0: the same on both engines.
      .addColumn('passed', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('quiz_attempts_number_unique')
      .on('quiz_attempts')
      .columns(['user_id', 'course_id', 'quiz_id', 'attempt_number'])
      .unique()
      .execute();
    await db.schema
      .createIndex('quiz_attempts_user_quiz_idx')
      .on('quiz_attempts')
      .columns(['user_id', 'quiz_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('learning_positions')
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('opened_at', 'varchar(40)', (col) => col.notNull())
      .addPrimaryKeyConstraint('learning_positions_pkey', ['user_id', 'course_id'])
      .execute();
  },
};
