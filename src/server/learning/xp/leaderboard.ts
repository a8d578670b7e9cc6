import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { leaderboardName, type LearnerNames } from '../../../shared/achievements/leaderboard-name';
import { weekStart } from '../../../shared/achievements/xp-rules';
import {
  LEADERBOARD_NAME_IS_HANDLE,
  type LeaderboardBoard,
  type LeaderboardPlace,
  type LeaderboardRow,
  type LeaderboardSettings,
  type LeaderboardSettingsView,
} from '../../../shared/schemas/achievements';
import { failure, success, type ServiceResult } from '../../services/result';
import { LISTING, learnerNamesQuery, refreshLeaderboardListing } from './leaderboard-listing';

type Db = Kysely<DatabaseSchema>;

/** A board's top rows with the learner ids (kept on the server to mark "you"). */
export interface BoardEntry extends Omit<LeaderboardRow, 'you'> {
  userId: string;
}

/**
 * Competition ranking: equal XP, equal rank (1, 2, 2, 4). A row whose learner has no name of their
 * own is left out: the listing keeps such learners off the board, and this holds even if a
 * listing is stale (an email handle is never shown).
 */
function ranked(rows: readonly (LearnerNames & { userId: string; xp: number })[]) {
  let rank = 0;
  let previous: number | undefined;
  const entries: BoardEntry[] = [];
  for (const row of rows) {
    const displayName = leaderboardName(row);
    if (displayName === null) continue;
    if (row.xp !== previous) rank = entries.length + 1;
    previous = row.xp;
    entries.push({ userId: row.userId, rank, xp: row.xp, displayName });
  }
  return entries;
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
      .leftJoin('profile', 'profile.user_id', 'xp_totals.user_id')
      .select([
        'xp_totals.user_id as userId',
        'xp_totals.xp as xp',
        'xp_totals.display_name as chosen',
        'profile.name as profile',
        'user.name as account',
        'user.email as email',
      ])
      .where('xp_totals.listed', '=', LISTING.listed)
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
    .leftJoin('profile', 'profile.user_id', 'xp_weeks.user_id')
    .select([
      'xp_weeks.user_id as userId',
      'xp_weeks.xp as xp',
      'xp_totals.display_name as chosen',
      'profile.name as profile',
      'user.name as account',
      'user.email as email',
    ])
    .where('xp_weeks.week_start', '=', weekStart(now))
    .where('xp_weeks.listed', '=', LISTING.listed)
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
          .where('listed', '=', LISTING.listed)
          .where('xp', '>', 0)
          .groupBy('xp')
          .orderBy('xp', 'desc')
          .execute()
      : await db
          .selectFrom('xp_weeks')
          .select(['xp', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('week_start', '=', weekStart(now))
          .where('listed', '=', LISTING.listed)
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
 * The learner's own place on a board: hidden when they opted out, or (`needsName`) while they
 * have no name of their own; row null with no XP there. Their XP is read now; the others' from
 * the board's histogram (fresh within its minute).
 */
export async function myPlace(
  db: Db,
  userId: string,
  board: LeaderboardBoard,
  now: Date,
  histogram: XpHistogram,
): Promise<LeaderboardPlace> {
  // One round trip: the learner's names and totals and, for the weekly board, this week's XP.
  const mine = await learnerNamesQuery(db)
    .leftJoin('xp_weeks', (join) =>
      join.onRef('xp_weeks.user_id', '=', 'user.id').on('xp_weeks.week_start', '=', weekStart(now)),
    )
    .select(['xp_totals.xp as total', 'xp_weeks.xp as week'])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!mine) return { hidden: false, needsName: false, row: null };
  if (mine.listed === LISTING.optedOut) return { hidden: true, needsName: false, row: null };
  const displayName = leaderboardName(mine);
  if (displayName === null) return { hidden: true, needsName: true, row: null };
  const xp = (board === 'week' ? mine.week : mine.total) ?? 0;
  if (xp <= 0) return { hidden: false, needsName: false, row: null };
  return {
    hidden: false,
    needsName: false,
    row: { rank: countAbove(histogram, xp) + 1, displayName, xp, you: true },
  };
}

/**
 * GET /api/me/leaderboard-settings: the name shown (the default until one is chosen; '' while
 * the learner has no name of their own, never their email handle).
 */
export async function getLeaderboardSettings(
  db: Db,
  userId: string,
): Promise<LeaderboardSettingsView> {
  const row = await learnerNamesQuery(db).where('user.id', '=', userId).executeTakeFirst();
  const displayName = row ? leaderboardName(row) : null;
  const listed = row?.listed !== LISTING.optedOut;
  return { displayName: displayName ?? '', listed, needsName: listed && displayName === null };
}

/** PUT /api/me/leaderboard-settings: 400 for a name that is the learner's email handle. */
export async function saveLeaderboardSettings(
  db: Db,
  user: { id: string; email: string },
  settings: LeaderboardSettings,
  now: Date,
): Promise<ServiceResult<LeaderboardSettingsView>> {
  // The schema requires a name; null (the default name) only if a caller passes none.
  const chosen = settings.displayName ?? null;
  const names = { chosen, profile: null, account: null, email: user.email };
  if (chosen !== null && leaderboardName(names) === null) {
    return failure(400, 'invalid_input', LEADERBOARD_NAME_IS_HANDLE, {
      displayName: LEADERBOARD_NAME_IS_HANDLE,
    });
  }
  const userId = user.id;
  const listed = settings.listed ? LISTING.listed : LISTING.optedOut;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('xp_totals')
      .values({ user_id: userId, display_name: chosen, listed, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          display_name: chosen,
          listed,
          updated_at: now.toISOString(),
        }),
      )
      .execute();
    await trx.updateTable('xp_weeks').set({ listed }).where('user_id', '=', userId).execute();
    // Without a chosen name, listed only if the learner's own names give one.
    if (chosen === null && settings.listed) await refreshLeaderboardListing(trx, userId);
  });
  return success(await getLeaderboardSettings(db, userId));
}
