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

/**
 * The name a new account starts with: the email's local part (the sign-up form asks for no
 * name; the profile can change it), cut to the name limit.
 */
export function accountNameFromEmail(email: string): string {
  const localPart = email.split('@')[0] ?? '';
  return (localPart || email).slice(0, NAME_MAX_LENGTH);
}
