import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { weekStart } from '../../../shared/achievements/xp-rules';
import { refreshLeaderboardListing } from './leaderboard-listing';
import { awardFinishedItem } from './ledger';

type Db = Kysely<DatabaseSchema>;

/**
 * Items filed before weeks were kept (migration 013) count all-time only: no weekly total holds
 * them, so the weekly check leaves them out.
 */
const NO_WEEK = '0000-00-00';

export interface XpRepairReport {
  /** Progress rows that had neither an award nor a refund's withdrawal, now awarded. */
  awarded: number;
  /** Learners whose all-time or weekly totals disagreed with their awards, now set to them. */
  learnersResynced: number;
}

/**
 * Repairs what a crash (or a server older than decision 020's transaction) left half-written,
 * at start-up; idempotent, and safe while other instances award XP:
 * - a progress row with no award and no withdrawal (a refund's) is awarded now, as it would have
 *   been when the item was finished (its points, its week, its learning day, its badges);
 * - a learner whose all-time total or this week's total (`now`'s) disagrees with the sum of their
 *   awards gets the sums, for every week.
 */
export async function repairXp(
  db: Db,
  content: LearningContent,
  now: Date = new Date(),
): Promise<XpRepairReport> {
  const awarded = await awardMissing(db, content);
  let learnersResynced = 0;
  for (const userId of await learnersOutOfStep(db, weekStart(now))) {
    if (await resyncTotals(db, userId)) learnersResynced += 1;
  }
  return { awarded, learnersResynced };
}

/** A progress row with no row for the same learner, course and item in `table`. */
function noSameItemIn(table: 'xp_awards' | 'xp_withdrawals') {
  return ({ not, exists, selectFrom }: ExpressionBuilder<DatabaseSchema, 'learning_progress'>) =>
    not(
      exists(
        selectFrom(table)
          .select('item_id')
          .whereRef('user_id', '=', 'learning_progress.user_id')
          .whereRef('course_id', '=', 'learning_progress.course_id')
          .whereRef('item_id', '=', 'learning_progress.item_id'),
      ),
    );
}

async function awardMissing(db: Db, content: LearningContent): Promise<number> {
  const missing = await db
    .selectFrom('learning_progress')
    .select(['user_id', 'course_id', 'item_id', 'kind', 'finished_at'])
    .where(noSameItemIn('xp_awards'))
    .where(noSameItemIn('xp_withdrawals'))
    .orderBy('finished_at')
    .execute();
  let awarded = 0;
  for (const row of missing) {
    // One transaction per item, as a completion is: the award's insert is "on conflict do
    // nothing", so an item another instance awards meanwhile is not counted twice.
    const inserted = await db.transaction().execute(async (trx) => {
      // Asked again inside the transaction: awarded or refunded since the list was read.
      const settled = await trx
        .selectFrom('xp_awards')
        .select('item_id')
        .where('user_id', '=', row.user_id)
        .where('course_id', '=', row.course_id)
        .where('item_id', '=', row.item_id)
        .union(
          trx
            .selectFrom('xp_withdrawals')
            .select('item_id')
            .where('user_id', '=', row.user_id)
            .where('course_id', '=', row.course_id)
            .where('item_id', '=', row.item_id),
        )
        .executeTakeFirst();
      if (settled) return false;
      await awardFinishedItem(trx, content, {
        userId: row.user_id,
        courseId: row.course_id,
        itemId: row.item_id,
        kind: row.kind,
        now: new Date(row.finished_at),
      });
      return true;
    });
    if (inserted) awarded += 1;
  }
  return awarded;
}

/**
 * Learners whose all-time total, or this week's total (the only week a board shows), differs
 * from the sums of their awards: one pass over the ledger in its key's order (grouped by
 * learner, no sort), and one over the totals for learners with no award at all. Earlier weeks
 * are not compared: no page shows them, and comparing every week needs a sort of the whole
 * ledger (about twice the time at 1,000,000 awards). A learner found here gets every week set.
 */
async function learnersOutOfStep(db: Db, week: string): Promise<string[]> {
  const sums = db
    .selectFrom('xp_awards')
    // Compared in SQL only (PostgreSQL's sum is a bigint, read as a string).
    .select([
      'user_id',
      (eb) => eb.fn.sum<number>('points').as('xp'),
      (eb) =>
        eb.fn
          .sum<number>(eb.case().when('week_start', '=', week).then(eb.ref('points')).else(0).end())
          .as('week_xp'),
    ])
    .groupBy('user_id')
    .as('sums');
  const rows = await db
    .selectFrom(sums)
    .leftJoin('xp_totals', 'xp_totals.user_id', 'sums.user_id')
    .leftJoin('xp_weeks', (join) =>
      join.onRef('xp_weeks.user_id', '=', 'sums.user_id').on('xp_weeks.week_start', '=', week),
    )
    .select('sums.user_id as userId')
    .where((eb) =>
      eb.or([
        eb('xp_totals.xp', 'is', null),
        eb('xp_totals.xp', '<>', eb.ref('sums.xp')),
        eb(eb.fn.coalesce('xp_weeks.xp', eb.lit(0)), '<>', eb.ref('sums.week_xp')),
      ]),
    )
    .union(
      db
        .selectFrom('xp_totals')
        .leftJoin('xp_weeks', (join) =>
          join
            .onRef('xp_weeks.user_id', '=', 'xp_totals.user_id')
            .on('xp_weeks.week_start', '=', week),
        )
        .select('xp_totals.user_id as userId')
        .where((eb) =>
          eb.or([
            eb('xp_totals.xp', '<>', 0),
            eb(eb.fn.coalesce('xp_weeks.xp', eb.lit(0)), '<>', 0),
          ]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('xp_awards')
                .select('xp_awards.user_id')
                .whereRef('xp_awards.user_id', '=', 'xp_totals.user_id'),
            ),
          ),
        ),
    )
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * Sets one learner's totals to the sums of their awards; true when anything changed. The totals
 * row is locked before the awards are summed: a completion adds to the totals in the same
 * transaction as its award, so one that committed before the lock is in the sum, and one still
 * open adds its points on top of what this writes (PostgreSQL read committed: each statement
 * sees what was committed when it began; SQLite has one writer at a time).
 */
async function resyncTotals(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    await trx
      .insertInto('xp_totals')
      .values({ user_id: userId, xp: 0, updated_at: at })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    // An update that changes nothing, for its row lock (portable, unlike SELECT … FOR UPDATE).
    const locked = await trx
      .updateTable('xp_totals')
      .set({ xp: sql<number>`xp` })
      .where('user_id', '=', userId)
      .returning(['xp', 'listed'])
      .executeTakeFirstOrThrow();
    // A row the insert above made is listed by default: keep a learner with no name off the boards.
    const listed = (await refreshLeaderboardListing(trx, userId)) ?? locked.listed;
    const awards = await trx
      .selectFrom('xp_awards')
      .select(['week_start', (eb) => eb.fn.sum<string | number>('points').as('xp')])
      .where('user_id', '=', userId)
      .groupBy('week_start')
      .execute();
    const total = awards.reduce((sum, row) => sum + Number(row.xp), 0);
    let changed = false;
    if (Number(locked.xp) !== total) {
      await trx
        .updateTable('xp_totals')
        .set({ xp: total, updated_at: at })
        .where('user_id', '=', userId)
        .execute();
      changed = true;
    }
    const weeks = new Map(
      awards
        .filter((row) => row.week_start !== NO_WEEK)
        .map((row) => [row.week_start, Number(row.xp)]),
    );
    const stored = await trx
      .selectFrom('xp_weeks')
      .select(['week_start', 'xp'])
      .where('user_id', '=', userId)
      .execute();
    for (const row of stored) {
      const xp = weeks.get(row.week_start) ?? 0;
      weeks.delete(row.week_start);
      if (Number(row.xp) === xp) continue;
      await trx
        .updateTable('xp_weeks')
        .set({ xp })
        .where('user_id', '=', userId)
        .where('week_start', '=', row.week_start)
        .execute();
      changed = true;
    }
    for (const [week, xp] of weeks) {
      await trx
        .insertInto('xp_weeks')
        .values({ user_id: userId, week_start: week, xp, listed })
        .execute();
      changed = true;
    }
    return changed;
  });
}
