import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, accountFieldErrors, accountNameFromEmail } from './account';

describe('account name length', () => {
  it('names a too-long name, and leaves types to better-auth', () => {
    expect(accountFieldErrors({ name: 'n'.repeat(NAME_MAX_LENGTH) })).toBe(undefined);
    expect(accountFieldErrors({ name: 'n'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      name: 'Name must be at most 100 characters.',
    });
    expect(accountFieldErrors({ name: 42 })).toBe(undefined);
    expect(accountFieldErrors({})).toBe(undefined);
  });

  it('starts a name from the email, short enough to be stored', () => {
    expect(accountNameFromEmail('rahim@example.com')).toBe('rahim');
    expect(accountNameFromEmail(`${'r'.repeat(200)}@example.com`)).toBe('r'.repeat(100));
  });
});
