import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `xp_withdrawals`: the XP a refund took back, one row per item (decision 020). A refund deletes
 * the item's `xp_awards` row but its progress row stays, so without this record "a progress row
 * with no award" would mean either "withdrawn by a refund" or "left half-written by a crash", and
 * the start-up repair (learning/xp/xp-repair.ts) could not tell a refund from damage. It awards
 * only items with neither an award nor a withdrawal.
 *
 * Refunds approved before this migration deleted their rows without a record: the progress rows
 * of a refunded course finished before its approval, with no award, are written here now (at
 * that time's points, as migration 013 counted them; week '0000-00-00' as there, since a
 * withdrawn row counts in no total).
 */
export const xpWithdrawalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('xp_withdrawals')
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('course_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
      .addColumn('withdrawn_at', 'varchar(40)', (col) => col.notNull())
      .addPrimaryKeyConstraint('xp_withdrawals_pkey', ['user_id', 'course_id', 'item_id'])
      .execute();

    await sql`
      insert into xp_withdrawals
        (user_id, course_id, item_id, kind, points, week_start, withdrawn_at)
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
        '0000-00-00', min(r.decided_at)
      from learning_progress p
      join refund_requests r
        on r.user_id = p.user_id and r.course_id = p.course_id
        and r.status = 'approved' and r.decided_at >= p.finished_at
      where not exists (
        select 1 from xp_awards x
        where x.user_id = p.user_id and x.course_id = p.course_id and x.item_id = p.item_id
      )
      group by p.user_id, p.course_id, p.item_id, p.kind
    `.execute(db);
  },
};
