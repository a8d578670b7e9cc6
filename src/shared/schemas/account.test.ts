import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  NAME_REQUIRED,
  accountFieldErrors,
  accountNameFromEmail,
  chosenName,
  signUpNameError,
} from './account';

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

describe('a chosen name', () => {
  it('is no name when blank or only the email handle', () => {
    expect(chosenName('  Tanvir Rahman ', 'tanvir.rahman@example.com')).toBe('Tanvir Rahman');
    expect(chosenName('tanvir.rahman', 'tanvir.rahman@example.com')).toBe(null);
    expect(chosenName('Tanvir.Rahman', 'tanvir.rahman@example.com')).toBe(null);
    expect(chosenName('   ', 'tanvir@example.com')).toBe(null);
    expect(chosenName(null, 'tanvir@example.com')).toBe(null);
  });

  it('is required at sign-up and kept under the limit', () => {
    expect(signUpNameError('')).toBe(NAME_REQUIRED);
    expect(signUpNameError('  ')).toBe(NAME_REQUIRED);
    expect(signUpNameError(undefined)).toBe(NAME_REQUIRED);
    expect(signUpNameError('Nusrat Jahan')).toBe(undefined);
    expect(signUpNameError('n'.repeat(NAME_MAX_LENGTH + 1))).toMatch(/at most 100/);
  });
});
