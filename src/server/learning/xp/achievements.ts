import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { BADGES } from '../../../shared/achievements/badges';
import { currentStreak, levelOf } from '../../../shared/achievements/xp-rules';
import type { AchievementsView } from '../../../shared/schemas/achievements';
import { LISTING } from './leaderboard-listing';

type Db = Kysely<DatabaseSchema>;

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
      // The leaderboard listing: the dashboard asks a learner kept off it for want of a name.
      sql<number | null>`listed`.as('listed'),
    ])
    .where('user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('badges_earned')
        .select([
          sql.lit('badge').as('tag'),
          'badge_id as value',
          'earned_at as at',
          sql<number | null>`null`.as('listed'),
        ])
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
        .select([
          sql.lit('day').as('tag'),
          'day as value',
          sql<string | null>`null`.as('at'),
          sql<number | null>`null`.as('listed'),
        ]),
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
    leaderboardNeedsName: xp > 0 && Number(total?.listed) === LISTING.needsName,
    badges: BADGES.map((badge) => ({ ...badge, earnedAt: when.get(badge.id) ?? null })),
  };
}
