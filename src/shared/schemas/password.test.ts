import { describe, expect, it } from 'vitest';
import { weakPasswordReasons } from './password';

describe('weakPasswordReasons', () => {
  it('accepts a reasonable password', () => {
    expect(weakPasswordReasons('Padma-Bridge-2025', 'rahim@example.com')).toEqual([]);
  });

  it.each([
    ['12345', 'It must be at least 6 characters long.'],
    ['Password', 'It is one of the most common passwords.'],
    ['aaaaaaaa', 'It repeats a single character.'],
    ['rahim-2024', 'It contains your email address.'],
  ])('refuses %s: %s', (password, reason) => {
    expect(weakPasswordReasons(password, 'Rahim@example.com')).toContain(reason);
  });

  it('lists every reason that applies', () => {
    expect(weakPasswordReasons('11111', 'x@example.com')).toEqual([
      'It must be at least 6 characters long.',
      'It repeats a single character.',
    ]);
  });
});
