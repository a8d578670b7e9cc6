import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

const owner = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('user.id').onDelete('cascade');

/**
 * XP, badges, learning days and the leaderboard (decision 020):
 * - `xp_awards`: the ledger, one row per awarded item; its primary key awards an item once, even
 *   under simultaneous completions. `week_start` (the Saturday, Asia/Dhaka) says which weekly
 *   total a withdrawal takes the points from.
 * - `xp_totals`: per learner, all-time XP, their leaderboard name (null: first name and last
 *   initial from the account) and whether they appear (`listed` 1, the default). A row is made on
 *   the first award or the first save of the settings; no row means the defaults.
 * - `xp_weeks`: per learner and week, that week's XP (and `listed`, copied), so a weekly board
 *   and a learner's weekly rank are one indexed read each.
 * - `badges_earned`, `learning_days`: once per learner and badge, per learner and Dhaka day.
 * A learner's rows go with their account.
 *
 * Items finished before this migration earn their XP here, at that time's points (lesson 10,
 * quiz 20 or 30 with no failed attempt, lab 50), counted all-time only: the week they fell in
 * is not worked out in SQL, so they are filed under week '0000-00-00'. Badges and learning days
 * start with the next finished item.
 */
export const achievementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('xp_awards')
      .addColumn('user_id', 'text', owner)
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
      .addColumn('awarded_at', 'varchar(40)', (col) => col.notNull())
      .addPrimaryKeyConstraint('xp_awards_pkey', ['user_id', 'course_id', 'item_id'])
      .execute();

    await db.schema
      .createTable('xp_totals')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('xp', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('display_name', 'varchar(40)')
      .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('xp_totals_rank_idx')
      .on('xp_totals')
      .columns(['listed', 'xp'])
      .execute();

    await db.schema
      .createTable('xp_weeks')
      .addColumn('user_id', 'text', owner)
      .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
      .addColumn('xp', 'integer', (col) => col.notNull())
      // The learner's `listed` copied from xp_totals, so ranking a week reads one index.
      .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('xp_weeks_pkey', ['user_id', 'week_start'])
      .execute();
    await db.schema
      .createIndex('xp_weeks_rank_idx')
      .on('xp_weeks')
      .columns(['week_start', 'listed', 'xp'])
      .execute();

    await db.schema
      .createTable('badges_earned')
      .addColumn('user_id', 'text', owner)
      .addColumn('badge_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('earned_at', 'varchar(40)', (col) => col.notNull())
      .addPrimaryKeyConstraint('badges_earned_pkey', ['user_id', 'badge_id'])
      .execute();

    await db.schema
      .createTable('learning_days')
      .addColumn('user_id', 'text', owner)
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addPrimaryKeyConstraint('learning_days_pkey', ['user_id', 'day'])
      .execute();

    await sql`
      insert into xp_awards (user_id, course_id, item_id, kind, points, week_start, awarded_at)
      select p.user_id, p.course_id, p.item_id, p.kind,
        case
          when p.kind = 'lesson' then 10
          when p.kind = 'lab' then 50
          when exists (
            select 1 from quiz_attempts a
            where a.user_id = p.user_id and a.course_id = p.course_id
              and a.quiz_id = p.item_id and a.passed = 0
          ) then 20
          else 30
        end,
        '0000-00-00', p.finished_at
      from learning_progress p
    `.execute(db);
    await sql`
      insert into xp_totals (user_id, xp, listed, updated_at)
      select user_id, sum(points), 1, max(awarded_at) from xp_awards group by user_id
    `.execute(db);
  },
};
