import { describe, expect, it } from 'vitest';
import { isEmail, tabFromSearch, validateAuthForm } from './auth-form';

describe('validateAuthForm', () => {
  it('accepts a valid sign-in', () => {
    expect(validateAuthForm('sign-in', { email: 'rahim@example.com', password: 'x' })).toEqual({});
  });

  it('requires both email and password', () => {
    const errors = validateAuthForm('sign-in', { email: '  ', password: '' });
    expect(errors.email).toBe('Enter your email address.');
    expect(errors.password).toBe('Enter your password.');
  });

  it('rejects an email the browser would reject', () => {
    expect(validateAuthForm('sign-in', { email: 'rahim', password: 'secret' }).email).toMatch(
      /valid email/,
    );
    expect(validateAuthForm('sign-up', { email: 'a@b@c', password: 'secret' }).email).toMatch(
      /valid email/,
    );
  });

  it('asks for at least 6 password characters on sign-up only', () => {
    const short = { email: 'karim@example.com', password: '12345' };
    expect(validateAuthForm('sign-up', short).password).toBe(
      'Use at least 6 characters for your password.',
    );
    expect(validateAuthForm('sign-in', short)).toEqual({});
    expect(validateAuthForm('sign-up', { ...short, password: '123456' })).toEqual({});
  });

  it('does not trim passwords, so spaces count as characters', () => {
    expect(validateAuthForm('sign-up', { email: 'k@example.com', password: '      ' })).toEqual({});
  });
});

describe('isEmail', () => {
  it('follows the HTML email rule', () => {
    expect(isEmail('name@example.com')).toBe(true);
    expect(isEmail(' name@example.com ')).toBe(true);
    expect(isEmail('name@localhost')).toBe(true);
    expect(isEmail('name.example.com')).toBe(false);
    expect(isEmail('name@')).toBe(false);
    expect(isEmail('name@-example.com')).toBe(false);
  });
});

describe('tabFromSearch', () => {
  it('opens Sign Up only for ?tab=signup', () => {
    expect(tabFromSearch('?tab=signup')).toBe('signup');
    expect(tabFromSearch('?ref=home&tab=signup')).toBe('signup');
    expect(tabFromSearch('?tab=signin')).toBe('signin');
    expect(tabFromSearch('')).toBe('signin');
  });
});
