import type { Kysely } from 'kysely';
import { leaderboardName } from '../../../shared/achievements/leaderboard-name';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;

/**
 * `xp_totals.listed` (copied to `xp_weeks.listed`): whether a learner is on the boards. A board
 * reads `listed = 1` from its index, so a learner without a name of their own is kept off it
 * here, when names change, not by a join on every read (a join of 100,000 learners' names took
 * the histogram from 10 ms to over a second on SQLite).
 */
export const LISTING = {
  /** Hidden by their own choice on /profile. */
  optedOut: 0,
  listed: 1,
  /** Wants to be shown but has no name of their own yet (only their email handle). */
  needsName: 2,
} as const;

export type Listing = (typeof LISTING)[keyof typeof LISTING];

/**
 * The names a learner could be shown under, and their totals row's listing (null: no row yet,
 * which means the defaults). Starts from the user, so it answers for learners with no XP too.
 */
export function learnerNamesQuery(db: Db) {
  return db
    .selectFrom('user')
    .leftJoin('xp_totals', 'xp_totals.user_id', 'user.id')
    .leftJoin('profile', 'profile.user_id', 'user.id')
    .select([
      'user.id as userId',
      'user.email as email',
      'user.name as account',
      'profile.name as profile',
      'xp_totals.display_name as chosen',
      'xp_totals.listed as listed',
    ]);
}

/**
 * After anything that may change a learner's names (an award that made their totals row, a
 * profile or account save): puts them on the boards or keeps them off as their names now allow.
 * A learner who opted out stays out. Returns the listing now (null: no totals row). Usable
 * inside a transaction.
 */
export async function refreshLeaderboardListing(db: Db, userId: string): Promise<Listing | null> {
  const row = await learnerNamesQuery(db).where('user.id', '=', userId).executeTakeFirst();
  if (!row || row.listed === null) return null;
  if (row.listed === LISTING.optedOut) return LISTING.optedOut;
  const listed = leaderboardName(row) === null ? LISTING.needsName : LISTING.listed;
  if (listed !== row.listed) {
    // Never over an opt-out saved meanwhile.
    await db
      .updateTable('xp_totals')
      .set({ listed })
      .where('user_id', '=', userId)
      .where('listed', '<>', LISTING.optedOut)
      .execute();
    await db
      .updateTable('xp_weeks')
      .set({ listed })
      .where('user_id', '=', userId)
      .where('listed', '<>', LISTING.optedOut)
      .execute();
  }
  return listed;
}
