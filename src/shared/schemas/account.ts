/**
 * The account name better-auth stores, from its sign-up and update-user bodies (checked on the
 * server before better-auth sees them, src/server/auth-hooks.ts) and from the /auth sign-up
 * form. better-auth checks its type, but no length (a 15,000-character name was stored). The
 * email's rule, length included, is the forms' one email rule (email.ts). Plain functions, no
 * zod: the /auth page loads this and has no other use for a schema library.
 */

/** The profile's name field keeps the same limit (profile.ts): a profile starts from this name. */
export const NAME_MAX_LENGTH = 100;

export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX_LENGTH} characters.`;

export function nameLengthError(name: string): string | undefined {
  return name.length > NAME_MAX_LENGTH ? NAME_TOO_LONG : undefined;
}

/** `{name: message}` when a body's name is too long to store; undefined when it may be. */
export function accountFieldErrors(
  body: Record<string, unknown>,
): Record<string, string> | undefined {
  const name = typeof body.name === 'string' ? nameLengthError(body.name) : undefined;
  return name ? { name } : undefined;
}

export const NAME_REQUIRED = 'Enter your full name: your certificates carry it.';

/** The sign-up form's name rule, which the server applies too (auth-hooks.ts). */
export function signUpNameError(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return NAME_REQUIRED;
  return nameLengthError(name);
}

/**
 * The email's local part, cut to the name limit: the name accounts made before sign-up asked for
 * one started with (and what a name equal to it still is).
 */
export function accountNameFromEmail(email: string): string {
  const localPart = email.split('@')[0] ?? '';
  return (localPart || email).slice(0, NAME_MAX_LENGTH);
}

/**
 * The name a learner chose, or null when they have not: a blank name, or one that is only the
 * email's local part (what accounts made before sign-up asked for a name started with), is no
 * name. Certificates are issued to this name and the leaderboard shows no one without one, so
 * an email handle is never published.
 */
export function chosenName(name: string | null | undefined, email: string): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return null;
  return trimmed.toLowerCase() === accountNameFromEmail(email).toLowerCase() ? null : trimmed;
}
