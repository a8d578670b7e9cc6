import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** Tokens read in one query at most. */
const TOKENS_PER_QUERY = 100;

/**
 * Which of these sign-ins (better-auth session tokens) have ended: their session row is gone
 * (signed out, revoked by a password reset, deleted with the account) or past its expiry. Read
 * in a query per hundred tokens, so re-checking every open terminal costs one query or a few.
 */
export async function endedSignIns(
  db: Kysely<DatabaseSchema>,
  tokens: readonly string[],
  now: number = Date.now(),
): Promise<Set<string>> {
  const ended = new Set(tokens);
  for (let start = 0; start < tokens.length; start += TOKENS_PER_QUERY) {
    const rows = await db
      .selectFrom('session')
      .select(['token', 'expiresAt'])
      .where('token', 'in', tokens.slice(start, start + TOKENS_PER_QUERY))
      .execute();
    for (const row of rows) {
      if (new Date(row.expiresAt).valueOf() > now) ended.delete(row.token);
    }
  }
  return ended;
}
