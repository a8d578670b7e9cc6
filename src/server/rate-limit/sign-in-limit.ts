import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import {
  clearRateLimit,
  hitRateLimit,
  type RateLimitRule,
  type RateLimitVerdict,
} from './rate-limit.service';

/**
 * Sign-in attempts per account, whatever address they come from: better-auth's limiter counts
 * per client address only, so a guesser with many addresses got 3 tries every 10 seconds from each.
 * Counted for any address, known or not, so a refusal never tells who has an account.
 */
export const ACCOUNT_SIGN_IN_RULE: RateLimitRule = { windowMs: 15 * 60 * 1000, max: 10 };

/** The counter's key: the normalised address, hashed (an address can be longer than a key). */
export function accountSignInKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `sign-in-account:${createHash('sha256').update(normalised).digest('hex')}`;
}

/** Counts one sign-in attempt against the account of `email`. */
export function countSignInAttempt(
  db: Kysely<DatabaseSchema>,
  email: string,
): Promise<RateLimitVerdict> {
  return hitRateLimit(db, accountSignInKey(email), ACCOUNT_SIGN_IN_RULE);
}

/**
 * Forgets the account's attempts: after a successful sign-in, and after a password reset, so an
 * owner who proved they hold the password (or the mailbox) is not kept out by a guesser's tries.
 */
export function clearSignInAttempts(db: Kysely<DatabaseSchema>, email: string): Promise<void> {
  return clearRateLimit(db, accountSignInKey(email));
}
