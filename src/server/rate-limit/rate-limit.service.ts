import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export interface RateLimitRule {
  /** Window length in milliseconds. */
  windowMs: number;
  /** Requests allowed per window. */
  max: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window, in one atomic upsert, so simultaneous
 * requests on any number of instances are all counted. A window that has ended starts again.
 */
export async function hitRateLimit(
  db: Kysely<DatabaseSchema>,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitVerdict> {
  const expired = sql<boolean>`rate_limits.window_start <= ${now - rule.windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= rule.max) return { allowed: true };
  const endsAt = Number(row.window_start) + rule.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/** Forgets `key`'s count, so its next request starts a new window. */
export async function clearRateLimit(db: Kysely<DatabaseSchema>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** The words are shared with the browser (a quiz's wait); server code keeps finding them here. */
export { waitInWords } from '../../shared/format/format';

/** Forgets every count whose key starts with `prefix` (letters, digits and ':' only). */
export async function clearRateLimitsStartingWith(
  db: Kysely<DatabaseSchema>,
  prefix: string,
): Promise<void> {
  if (!/^[A-Za-z0-9:-]+$/.test(prefix)) throw new Error(`Not a rate-limit key prefix: ${prefix}`);
  await db.deleteFrom('rate_limits').where('key', 'like', `${prefix}%`).execute();
}
