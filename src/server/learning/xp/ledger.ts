import type { Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { XP_POINTS, weekStart } from '../../../shared/achievements/xp-rules';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import { earnedBadges } from './badges';
import { refreshLeaderboardListing } from './leaderboard-listing';
import type { FinishedItem, ItemKind } from './finished-item';

type Db = Kysely<DatabaseSchema>;

/**
 * A quiz passed with no failed attempt before it (`at`, the pass: attempts after it, which the
 * start-up repair may find, do not count).
 */
async function passedFirstTry(
  db: Db,
  userId: string,
  courseId: string,
  quizId: string,
  at: string,
) {
  const failed = await db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('quiz_id', '=', quizId)
    .where('passed', '=', 0)
    .where('created_at', '<=', at)
    .limit(1)
    .executeTakeFirst();
  return failed === undefined;
}

export function pointsFor(kind: ItemKind, firstTry: boolean): number {
  if (kind === 'lesson') return XP_POINTS.lesson;
  if (kind === 'lab') return XP_POINTS.lab;
  return firstTry ? XP_POINTS.quizFirstTry : XP_POINTS.quiz;
}

/**
 * After a newly finished item (its progress row was just inserted): the item's XP once (the
 * ledger's key holds under simultaneous calls), the Asia/Dhaka learning day, and any badge its
 * rules now give. Usable inside a transaction (`db` may be one). Returns the points this call
 * awarded (0 when the ledger had them) and the badges it newly gave.
 */
export async function awardFinishedItem(
  db: Db,
  content: LearningContent,
  item: FinishedItem,
): Promise<{ points: number; badges: string[] }> {
  const { userId, courseId, itemId, kind, now } = item;
  const at = now.toISOString();
  const firstTry = kind === 'quiz' && (await passedFirstTry(db, userId, courseId, itemId, at));
  const points = pointsFor(kind, firstTry);
  const week = weekStart(now);
  const inserted = await db
    .insertInto('xp_awards')
    .values({
      user_id: userId,
      course_id: courseId,
      item_id: itemId,
      kind,
      points,
      week_start: week,
      awarded_at: at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'item_id']).doNothing())
    .returning('item_id')
    .executeTakeFirst();
  if (inserted) {
    const total = await db
      .insertInto('xp_totals')
      .values({ user_id: userId, xp: points, updated_at: at })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          xp: eb('xp_totals.xp', '+', eb.ref('excluded.xp')),
          updated_at: at,
        })),
      )
      .returning(['listed', 'xp'])
      .executeTakeFirstOrThrow();
    // The learner's first points (or first since a refund took them all): a row just made is
    // listed by default, and whether they have a name to be shown under is decided now.
    const listed =
      total.xp === points
        ? ((await refreshLeaderboardListing(db, userId)) ?? total.listed)
        : total.listed;
    await db
      .insertInto('xp_weeks')
      .values({ user_id: userId, week_start: week, xp: points, listed })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'week_start']).doUpdateSet((eb) => ({
          xp: eb('xp_weeks.xp', '+', eb.ref('excluded.xp')),
        })),
      )
      .execute();
  }
  await db
    .insertInto('learning_days')
    .values({ user_id: userId, day: dhakaDay(now) })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
    .execute();
  const badges = await earnedBadges(db, content, item, firstTry);
  const newBadges =
    badges.length === 0
      ? []
      : await db
          .insertInto('badges_earned')
          .values(badges.map((badgeId) => ({ user_id: userId, badge_id: badgeId, earned_at: at })))
          .onConflict((conflict) => conflict.columns(['user_id', 'badge_id']).doNothing())
          .returning('badge_id')
          .execute();
  return { points: inserted ? points : 0, badges: newBadges.map((row) => row.badge_id) };
}

/**
 * Takes the chosen ledger rows back: deleted with RETURNING, so of two simultaneous withdrawals
 * only one gets the rows (and subtracts), and recorded in `xp_withdrawals`, so the start-up
 * repair knows these items' missing awards are a refund's, not a crash's. Returns the points.
 */
async function withdraw(
  db: Db,
  userId: string,
  now: Date,
  which: { courseId: string } | { labIds: readonly string[] },
): Promise<number> {
  if ('labIds' in which && which.labIds.length === 0) return 0;
  let query = db.deleteFrom('xp_awards').where('user_id', '=', userId);
  query =
    'courseId' in which
      ? query.where('course_id', '=', which.courseId)
      : query.where('kind', '=', 'lab').where('item_id', 'in', [...which.labIds]);
  const removed = await query
    .returning(['course_id', 'item_id', 'kind', 'points', 'week_start'])
    .execute();
  if (removed.length === 0) return 0;
  const at = now.toISOString();
  await db
    .insertInto('xp_withdrawals')
    .values(removed.map((row) => ({ user_id: userId, ...row, withdrawn_at: at })))
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'item_id']).doNothing())
    .execute();
  const byWeek = new Map<string, number>();
  for (const row of removed)
    byWeek.set(row.week_start, (byWeek.get(row.week_start) ?? 0) + row.points);
  const total = removed.reduce((sum, row) => sum + row.points, 0);
  await db
    .updateTable('xp_totals')
    .set((eb) => ({ xp: eb('xp', '-', total), updated_at: at }))
    .where('user_id', '=', userId)
    .execute();
  for (const [week, points] of byWeek) {
    await db
      .updateTable('xp_weeks')
      .set((eb) => ({ xp: eb('xp', '-', points) }))
      .where('user_id', '=', userId)
      .where('week_start', '=', week)
      .execute();
  }
  return total;
}

/**
 * A refund of a course: the course's XP leaves the learner's totals (all-time and the weeks it
 * was earned in). Badges stay (decision 020). Returns the points withdrawn. Usable inside a
 * transaction.
 */
export async function withdrawCourseXp(
  db: Db,
  { userId, courseId, now }: { userId: string; courseId: string; now: Date },
): Promise<number> {
  return withdraw(db, userId, now, { courseId });
}

/**
 * A refund of a lab programme: the XP of these labs, in whichever course it was recorded (a lab's
 * XP is filed under its course, not under the programme that opened it). The caller chooses the
 * labs (those the refund closed). Returns the points withdrawn. Usable inside a transaction.
 */
export async function withdrawLabXp(
  db: Db,
  { userId, labIds, now }: { userId: string; labIds: readonly string[]; now: Date },
): Promise<number> {
  return withdraw(db, userId, now, { labIds });
}
