/**
 * The one rule for an email address typed into any of our forms (contact, careers, sign-up and
 * sign-in, password reset, profile), run in the page and again by the server.
 *
 * It is narrower than RFC 5322 on purpose. The addresses people type end up in `mailto:` links,
 * `Reply-To` headers and staff's screens, where URL and header syntax (`? & / # % = , : ; < >`,
 * quotes, spaces) could add recipients or fields: `a@b.c?cc=x@y.z&body=…` is one "address" to a
 * loose pattern and a whole prepared mail to a mail client. Real addresses need only letters,
 * digits and `. _ + - '` before the @ (the set better-auth itself accepts at sign-up, so every
 * existing account can still sign in) and a dotted domain of letters, digits and hyphens after it.
 */

export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321's limit for the part before the @. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export const EMAIL_MESSAGES = {
  invalid: 'Enter a valid email address, like name@example.com.',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  localTooLong: `The part of your email before the @ must be at most ${EMAIL_LOCAL_MAX_LENGTH} characters.`,
} as const;

export type EmailCheck = { value: string } | { error: string };

const ALLOWED_CHARACTER = /^[A-Za-z0-9._+'-]$/;
const LOCAL_PART = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*$/;
// Labels of letters, digits and inner hyphens; at least two, the last (the TLD) starting with a
// letter and at least two characters long (this also accepts punycode TLDs such as xn--p1ai).
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$/;

/** Names a character the rule refuses, the way a person would read it in a message. */
function describe(character: string): string {
  if (/\s/.test(character)) return 'spaces';
  if (character === '"') return 'quotation marks (")';
  if (character === ',') return 'commas';
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return 'control characters';
  if (code > 0x7e) return `letters outside A to Z, like "${character}"`;
  return `"${character}"`;
}

/**
 * Checks one address (already trimmed by the form's field rule). A refused character is named,
 * as nothing else would tell a person why `a&b@example.com` is refused; any other malformed
 * address gets the one familiar message with an example.
 */
export function checkEmail(value: string): EmailCheck {
  if (value.length > EMAIL_MAX_LENGTH) return { error: EMAIL_MESSAGES.tooLong };
  for (const character of value) {
    if (character !== '@' && !ALLOWED_CHARACTER.test(character)) {
      return {
        error: `An email address cannot contain ${describe(character)}. Use only letters, digits and . _ + - ' with one @, like name@example.com.`,
      };
    }
  }
  const parts = value.split('@');
  const [local = '', domain = ''] = parts;
  if (parts.length !== 2 || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) {
    return { error: EMAIL_MESSAGES.invalid };
  }
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return { error: EMAIL_MESSAGES.localTooLong };
  return { value };
}

/** True when `value`, trimmed, is an address the forms accept. */
export function isEmail(value: string): boolean {
  return 'value' in checkEmail(value.trim());
}
