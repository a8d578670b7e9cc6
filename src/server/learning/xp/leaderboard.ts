import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { defaultDisplayName, weekStart } from '../../../shared/achievements/xp-rules';
import type {
  LeaderboardBoard,
  LeaderboardRow,
  LeaderboardSettings,
  LeaderboardSettingsView,
} from '../../../shared/schemas/achievements';

type Db = Kysely<DatabaseSchema>;

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
