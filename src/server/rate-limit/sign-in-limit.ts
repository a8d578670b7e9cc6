import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  hitRateLimit,
  type RateLimitRule,
  type RateLimitVerdict,
} from './rate-limit.service';

/**
 * Sign-in attempts per account (decision 026). better-auth's limiter counts per client address
 * only, so a guesser with many addresses got 3 tries every 10 seconds from each; these counters
 * hold whatever the address.
 *
 * - Browsers that never signed in to the account (every stranger, and the owner on a new device)
 *   share one counter per account. Counted before the password is checked, so a burst of
 *   simultaneous guesses is counted too, and for any address, known or not, so a refusal never
 *   tells who has an account.
 * - A browser that signed in to the account before (it holds a signed cookie only a correct
 *   password earns) has its own counter for that account, so strangers filling the shared one
 *   never keep the owner out of their own browser.
 */
export const ACCOUNT_SIGN_IN_RULE: RateLimitRule = { windowMs: 15 * 60 * 1000, max: 10 };
/** The same allowance for each browser the account signed in with before. */
export const KNOWN_BROWSER_SIGN_IN_RULE: RateLimitRule = { windowMs: 15 * 60 * 1000, max: 10 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The account's digest: the normalised address, hashed (an address can be longer than a key). */
function accountDigest(email: string): string {
  return sha256(email.trim().toLowerCase());
}

/** The counter of browsers that never signed in to the account. */
export function accountSignInKey(email: string): string {
  return `sign-in-account:${accountDigest(email)}`;
}

/** Every known browser's counter for the account starts with this. */
function knownBrowserPrefix(email: string): string {
  return `sign-in-browser:${accountDigest(email)}:`;
}

/** The counter of one browser that signed in to the account before. */
export function knownBrowserSignInKey(email: string, browserId: string): string {
  return `${knownBrowserPrefix(email)}${sha256(browserId)}`;
}

/**
 * Counts one sign-in attempt against the account of `email`: in the known browser's own counter
 * when `knownBrowserId` is given (the browser signed in to this account before), else in the
 * account's counter for every other browser.
 */
export function countSignInAttempt(
  db: Kysely<DatabaseSchema>,
  email: string,
  knownBrowserId: string | null = null,
): Promise<RateLimitVerdict> {
  return knownBrowserId === null
    ? hitRateLimit(db, accountSignInKey(email), ACCOUNT_SIGN_IN_RULE)
    : hitRateLimit(db, knownBrowserSignInKey(email, knownBrowserId), KNOWN_BROWSER_SIGN_IN_RULE);
}

/**
 * After a successful sign-in: forgets the attempts of the counter that sign-in was counted in.
 * A known browser's success clears only its own, so the owner signing in at home does not hand
 * a stranger a fresh allowance.
 */
export function clearSignInAttempts(
  db: Kysely<DatabaseSchema>,
  email: string,
  knownBrowserId: string | null = null,
): Promise<void> {
  return clearRateLimit(
    db,
    knownBrowserId === null
      ? accountSignInKey(email)
      : knownBrowserSignInKey(email, knownBrowserId),
  );
}

/**
 * After a password reset: forgets every counter of the account, so whoever holds the mailbox
 * may sign in at once, from any browser, however many guesses were made.
 */
export async function clearAllSignInAttempts(
  db: Kysely<DatabaseSchema>,
  email: string,
): Promise<void> {
  await clearRateLimit(db, accountSignInKey(email));
  await clearRateLimitsStartingWith(db, knownBrowserPrefix(email));
}
