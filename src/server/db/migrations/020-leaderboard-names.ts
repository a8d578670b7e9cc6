import type { Kysely, Migration } from 'kysely';
import { leaderboardName } from '../../../shared/achievements/leaderboard-name';

/** The columns this migration reads and writes, as they are at this point. */
type Tables = {
  user: { id: string; email: string; name: string };
  profile: { user_id: string; name: string | null };
  xp_totals: { user_id: string; display_name: string | null; listed: number };
  xp_weeks: { user_id: string; listed: number };
};

const BATCH = 1000;

/**
 * Nobody is shown on the leaderboard under their email handle (decision 037): until now
 * a learner's default name came from their account's name, which sign-up set to the email's
 * local part. `listed` gains a third value, 2: wants to be shown, but has no name of their own
 * yet. Every listed learner (1) whose names are all their handle gets it here, on the totals and
 * on every week, so the boards follow the rule from the first read after this runs. The rule is
 * the one in src/shared/achievements/leaderboard-name.ts; from now on the server keeps `listed`
 * up to date when names change (learning/xp/leaderboard-listing.ts).
 */
export const leaderboardNamesMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped.withTables<Tables>();
    let after = '';
    for (;;) {
      // Keyset pages: a learner list of any length in bounded reads.
      const rows = await db
        .selectFrom('xp_totals')
        .innerJoin('user', 'user.id', 'xp_totals.user_id')
        .leftJoin('profile', 'profile.user_id', 'xp_totals.user_id')
        .select([
          'xp_totals.user_id as userId',
          'xp_totals.display_name as chosen',
          'profile.name as profile',
          'user.name as account',
          'user.email as email',
        ])
        .where('xp_totals.listed', '=', 1)
        .where('xp_totals.user_id', '>', after)
        .orderBy('xp_totals.user_id')
        .limit(BATCH)
        .execute();
      const last = rows.at(-1);
      if (!last) return;
      after = last.userId;
      const unnamed = rows.filter((row) => leaderboardName(row) === null).map((row) => row.userId);
      if (unnamed.length === 0) continue;
      await db
        .updateTable('xp_totals')
        .set({ listed: 2 })
        .where('user_id', 'in', unnamed)
        .execute();
      await db
        .updateTable('xp_weeks')
        .set({ listed: 2 })
        .where('user_id', 'in', unnamed)
        .where('listed', '=', 1)
        .execute();
    }
  },
};
