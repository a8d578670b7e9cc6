/** Password rules beyond the minimum length (docs/product-rules.md, Accounts): the server's weak-password reasons. */

export const MIN_PASSWORD_LENGTH = 6;

/** A short list of the most used passwords; checked case-insensitively. */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwerty',
  'qwerty123',
  'abc123',
  '111111',
  '000000',
  '123123',
  'iloveyou',
  'admin',
  'admin123',
  'welcome',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'bangladesh',
  'dhaka123',
  'shikhon',
]);

/** Why a password is weak; an empty list means it may be used. */
export function weakPasswordReasons(password: string, email: string): string[] {
  const reasons: string[] = [];
  const lower = password.toLowerCase();
  if (password.length < MIN_PASSWORD_LENGTH) {
    reasons.push(`It must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if (COMMON_PASSWORDS.has(lower)) reasons.push('It is one of the most common passwords.');
  if (password.length > 0 && new Set(password).size === 1) {
    reasons.push('It repeats a single character.');
  }
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && lower.includes(localPart)) {
    reasons.push('It contains your email address.');
  }
  return reasons;
}
