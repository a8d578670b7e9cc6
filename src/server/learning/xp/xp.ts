import { sql, type Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema, LearningProgressTable } from '../../db/schema';
import { BADGES, pathBadgeId, type FixedBadgeId } from '../../../shared/achievements/badges';
import {
  STREAK_BADGE_DAYS,
  XP_POINTS,
  currentStreak,
  defaultDisplayName,
  levelOf,
  weekStart,
} from '../../../shared/achievements/xp-rules';
import { dhakaDay, shiftDay } from '../../../shared/format/dhaka-day';
import { learningPaths } from '../../../shared/catalogue/paths';
import type {
  AchievementsView,
  LeaderboardBoard,
  LeaderboardRow,
  LeaderboardSettings,
  LeaderboardSettingsView,
} from '../../../shared/schemas/achievements';

type Db = Kysely<DatabaseSchema>;
type ItemKind = LearningProgressTable['kind'];

export interface FinishedItem {
  userId: string;
  courseId: string;
  itemId: string;
  kind: ItemKind;
  now: Date;
}

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

/** How a finished item is counted here: by kind and id (as learning_progress keeps it). */
function keyOf(kind: ItemKind, id: string): string {
  return `${kind}:${id}`;
}

/**
 * Each module's items as keys: its lessons, its labs, its quiz (what the course player counts;
 * kept here from the content itself so this folder does not import the player's, which calls it).
 */
function moduleKeys(content: LearningContent, courseId: string): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  const course = content.courses.get(courseId);
  if (!course) return modules;
  const labs = [...content.labs.values()].filter((lab) => lab.courseId === courseId);
  for (const module of course.modules) {
    modules.set(module.id, [
      ...module.lessons.map((lesson) => keyOf('lesson', lesson.id)),
      ...labs.filter((lab) => lab.moduleId === module.id).map((lab) => keyOf('lab', lab.id)),
      keyOf('quiz', module.quiz.id),
    ]);
  }
  return modules;
}

/** Every item of each course the learner finished, as keys. */
function finishedByCourse(rows: readonly { course_id: string; item_id: string; kind: ItemKind }[]) {
  const byCourse = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = byCourse.get(row.course_id) ?? new Set<string>();
    set.add(keyOf(row.kind, row.item_id));
    byCourse.set(row.course_id, set);
  }
  return byCourse;
}

function courseFinished(content: LearningContent, courseId: string, done: ReadonlySet<string>) {
  const keys = [...moduleKeys(content, courseId).values()].flat();
  return keys.length > 0 && keys.every((key) => done.has(key));
}

/** The badges the finished item may have earned, by their rules. */
async function earnedBadges(
  db: Db,
  content: LearningContent,
  item: FinishedItem,
  firstTry: boolean,
): Promise<string[]> {
  const earned: string[] = [];
  const fixed = (id: FixedBadgeId) => earned.push(id);
  if (item.kind === 'lesson') fixed('first-lesson');
  if (item.kind === 'lab') fixed('first-lab');
  if (item.kind === 'quiz' && firstTry) fixed('first-try-quiz');

  const progress = await db
    .selectFrom('learning_progress')
    .select(['course_id', 'item_id', 'kind'])
    .where('user_id', '=', item.userId)
    .execute();
  const byCourse = finishedByCourse(progress);
  const done = byCourse.get(item.courseId) ?? new Set<string>();
  const ownKey = keyOf(item.kind, item.itemId);
  for (const keys of moduleKeys(content, item.courseId).values()) {
    if (keys.includes(ownKey) && keys.every((key) => done.has(key))) fixed('module-finished');
  }
  if (courseFinished(content, item.courseId, done)) {
    fixed('course-finished');
    const finished = new Set(
      [...byCourse].filter(([id, set]) => courseFinished(content, id, set)).map(([id]) => id),
    );
    if (finished.size >= 3) fixed('three-courses');
    for (const path of learningPaths) {
      if (path.courseIds.length > 0 && path.courseIds.every((id) => finished.has(id))) {
        earned.push(pathBadgeId(path.id));
      }
    }
  }

  const today = dhakaDay(item.now);
  const days = await db
    .selectFrom('learning_days')
    .select('day')
    .where('user_id', '=', item.userId)
    .where('day', '>', shiftDay(today, -STREAK_BADGE_DAYS - 1))
    .execute();
  if (
    currentStreak(
      days.map((row) => row.day),
      item.now,
    ) >= STREAK_BADGE_DAYS
  ) {
    fixed('streak-7');
  }
  return earned;
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
      .returning('listed')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('xp_weeks')
      .values({ user_id: userId, week_start: week, xp: points, listed: total.listed })
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

/** GET /api/me/achievements: XP, level, streak and every badge, earned or not. */
export async function getAchievements(
  db: Db,
  userId: string,
  now: Date,
): Promise<AchievementsView> {
  // One round trip, not three: the XP total, the badges earned and the latest learning days as
  // tagged rows of one UNION ALL. On PostgreSQL each query's trip over the socket was the largest
  // share of this answer's time under load (decision 029).
  const rows = await db
    .selectFrom('xp_totals')
    .select([
      sql.lit('xp').as('tag'),
      sql<string>`cast(xp as text)`.as('value'),
      sql<string | null>`null`.as('at'),
    ])
    .where('user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('badges_earned')
        .select([sql.lit('badge').as('tag'), 'badge_id as value', 'earned_at as at'])
        .where('user_id', '=', userId),
    )
    .unionAll(
      db
        .selectFrom(
          db
            .selectFrom('learning_days')
            .select('day')
            .where('user_id', '=', userId)
            .orderBy('day', 'desc')
            .limit(400)
            .as('recent'),
        )
        .select([sql.lit('day').as('tag'), 'day as value', sql<string | null>`null`.as('at')]),
    )
    .execute();
  const total = rows.find((row) => row.tag === 'xp');
  const when = new Map<string, string>();
  const days: string[] = [];
  for (const row of rows) {
    if (row.tag === 'badge' && row.at !== null) when.set(row.value, row.at);
    else if (row.tag === 'day') days.push(row.value);
  }
  const xp = Math.max(0, Number(total?.value ?? 0));
  const level = levelOf(xp);
  return {
    xp,
    level: level.level,
    levelName: level.name,
    intoLevel: level.intoLevel,
    levelSize: level.levelSize,
    toNext: level.toNext,
    streakDays: currentStreak(days, now),
    badges: BADGES.map((badge) => ({ ...badge, earnedAt: when.get(badge.id) ?? null })),
  };
}

/** A board's top rows with the learner ids (kept on the server to mark "you"). */
export interface BoardEntry extends Omit<LeaderboardRow, 'you'> {
  userId: string;
}

/** Competition ranking: equal XP, equal rank (1, 2, 2, 4). */
function ranked(
  rows: readonly { userId: string; name: string; custom: string | null; xp: number }[],
) {
  let rank = 0;
  let previous: number | undefined;
  return rows.map((row, index): BoardEntry => {
    if (row.xp !== previous) rank = index + 1;
    previous = row.xp;
    return {
      userId: row.userId,
      rank,
      xp: row.xp,
      displayName: row.custom ?? defaultDisplayName(row.name),
    };
  });
}

/** The top of a board: listed learners with XP on it, most XP first. */
export async function readBoard(
  db: Db,
  board: LeaderboardBoard,
  now: Date,
  limit = 50,
): Promise<BoardEntry[]> {
  if (board === 'all') {
    const rows = await db
      .selectFrom('xp_totals')
      .innerJoin('user', 'user.id', 'xp_totals.user_id')
      .select([
        'xp_totals.user_id as userId',
        'xp_totals.xp as xp',
        'xp_totals.display_name as custom',
        'user.name as name',
      ])
      .where('xp_totals.listed', '=', 1)
      .where('xp_totals.xp', '>', 0)
      // XP alone: the (listed, xp) index gives this order, so 50 rows are read, not all sorted.
      .orderBy('xp_totals.xp', 'desc')
      .limit(limit)
      .execute();
    return ranked(rows);
  }
  const rows = await db
    .selectFrom('xp_weeks')
    .innerJoin('xp_totals', 'xp_totals.user_id', 'xp_weeks.user_id')
    .innerJoin('user', 'user.id', 'xp_weeks.user_id')
    .select([
      'xp_weeks.user_id as userId',
      'xp_weeks.xp as xp',
      'xp_totals.display_name as custom',
      'user.name as name',
    ])
    .where('xp_weeks.week_start', '=', weekStart(now))
    .where('xp_weeks.listed', '=', 1)
    .where('xp_weeks.xp', '>', 0)
    .orderBy('xp_weeks.xp', 'desc')
    .limit(limit)
    .execute();
  return ranked(rows);
}

/**
 * How many listed learners have each XP on a board, most XP first, with running totals: a
 * learner's rank is then a binary search, not a count over the index per request (which on
 * SQLite, one connection for all requests, cost every other request its wait).
 */
export interface XpHistogram {
  /** Distinct XP values, descending. */
  xp: number[];
  /** `above[i]`: learners with more XP than `xp[i]`. */
  above: number[];
  /** All listed learners with XP on the board. */
  total: number;
}

export async function readHistogram(
  db: Db,
  board: LeaderboardBoard,
  now: Date,
): Promise<XpHistogram> {
  const rows =
    board === 'all'
      ? await db
          .selectFrom('xp_totals')
          .select(['xp', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('listed', '=', 1)
          .where('xp', '>', 0)
          .groupBy('xp')
          .orderBy('xp', 'desc')
          .execute()
      : await db
          .selectFrom('xp_weeks')
          .select(['xp', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('week_start', '=', weekStart(now))
          .where('listed', '=', 1)
          .where('xp', '>', 0)
          .groupBy('xp')
          .orderBy('xp', 'desc')
          .execute();
  const histogram: XpHistogram = { xp: [], above: [], total: 0 };
  for (const row of rows) {
    histogram.xp.push(row.xp);
    histogram.above.push(histogram.total);
    histogram.total += Number(row.n);
  }
  return histogram;
}

/** Listed learners with more XP than `xp` (by the histogram). */
export function countAbove(histogram: XpHistogram, xp: number): number {
  // The first value not above `xp`: everyone before it has more.
  let low = 0;
  let high = histogram.xp.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((histogram.xp[middle] ?? 0) > xp) low = middle + 1;
    else high = middle;
  }
  return low < histogram.xp.length ? (histogram.above[low] ?? 0) : histogram.total;
}

/**
 * The learner's own place on a board: hidden when they opted out; row null with no XP there.
 * Their XP is read now; the others' from the board's histogram (fresh within its minute).
 */
export async function myPlace(
  db: Db,
  user: { id: string; name: string },
  board: LeaderboardBoard,
  now: Date,
  histogram: XpHistogram,
): Promise<{ hidden: boolean; row: LeaderboardRow | null }> {
  // One round trip: the learner's totals and, for the weekly board, this week's XP beside them.
  const mine = await db
    .selectFrom('xp_totals')
    .leftJoin('xp_weeks', (join) =>
      join
        .onRef('xp_weeks.user_id', '=', 'xp_totals.user_id')
        .on('xp_weeks.week_start', '=', weekStart(now)),
    )
    .select([
      'xp_totals.xp as total',
      'xp_weeks.xp as week',
      'xp_totals.listed as listed',
      'xp_totals.display_name as displayName',
    ])
    .where('xp_totals.user_id', '=', user.id)
    .executeTakeFirst();
  if (mine && !mine.listed) return { hidden: true, row: null };
  const displayName = mine?.displayName ?? defaultDisplayName(user.name);
  const xp = (board === 'week' ? mine?.week : mine?.total) ?? 0;
  if (xp <= 0) return { hidden: false, row: null };
  return {
    hidden: false,
    row: { rank: countAbove(histogram, xp) + 1, displayName, xp, you: true },
  };
}

/** GET /api/me/leaderboard-settings: the name shown (the default until one is chosen). */
export async function getLeaderboardSettings(
  db: Db,
  user: { id: string; name: string },
): Promise<LeaderboardSettingsView> {
  const row = await db
    .selectFrom('xp_totals')
    .select(['display_name', 'listed'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    displayName: row?.display_name ?? defaultDisplayName(user.name),
    listed: row ? Boolean(row.listed) : true,
  };
}

/** PUT /api/me/leaderboard-settings. */
export async function saveLeaderboardSettings(
  db: Db,
  user: { id: string; name: string },
  settings: LeaderboardSettings,
  now: Date,
): Promise<LeaderboardSettingsView> {
  const userId = user.id;
  const listed = settings.listed ? 1 : 0;
  // The schema requires a name; null (the default name) only if a caller passes none.
  const displayName = settings.displayName ?? null;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('xp_totals')
      .values({
        user_id: userId,
        display_name: displayName,
        listed,
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          display_name: settings.displayName,
          listed,
          updated_at: now.toISOString(),
        }),
      )
      .execute();
    await trx.updateTable('xp_weeks').set({ listed }).where('user_id', '=', userId).execute();
  });
  return getLeaderboardSettings(db, user);
}
