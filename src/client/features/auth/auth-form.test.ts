import { describe, expect, it } from 'vitest';
import { tabFromSearch, validateAuthForm } from './auth-form';

describe('validateAuthForm', () => {
  it('accepts a valid sign-in', () => {
    expect(
      validateAuthForm('sign-in', {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        password: 'x',
      }),
    ).toEqual({});
  });

  it('requires both email and password', () => {
    const errors = validateAuthForm('sign-in', { name: 'Rahim Uddin', email: '  ', password: '' });
    expect(errors.email).toBe('Enter your email address.');
    expect(errors.password).toBe('Enter your password.');
  });

  it("refuses an email the forms' one email rule refuses, with that rule's message", () => {
    expect(
      validateAuthForm('sign-in', { name: 'Rahim Uddin', email: 'rahim', password: 'secret' })
        .email,
    ).toBe('Enter a valid email address, like name@example.com.');
    expect(
      validateAuthForm('sign-up', { name: 'Rahim Uddin', email: 'a@b@c', password: 'secret' })
        .email,
    ).toBe('Enter a valid email address, like name@example.com.');
    expect(
      validateAuthForm('sign-up', {
        name: 'Rahim Uddin',
        email: 'a@b.co?cc=x@y.co',
        password: 'secret',
      }).email,
    ).toMatch(/^An email address cannot contain "\?"/);
  });

  it('refuses an email longer than the server stores, with its message', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(email).toHaveLength(255);
    expect(
      validateAuthForm('sign-up', { name: 'Rahim Uddin', email, password: 'secret' }).email,
    ).toBe('Email must be at most 254 characters.');
    expect(
      validateAuthForm('sign-up', {
        name: 'Rahim Uddin',
        email: email.slice(1),
        password: 'secret',
      }),
    ).toEqual({});
  });

  it('asks for at least 6 password characters on sign-up only', () => {
    const short = { name: 'Karim Uddin', email: 'karim@example.com', password: '12345' };
    expect(validateAuthForm('sign-up', short).password).toBe(
      'Use at least 6 characters for your password.',
    );
    expect(validateAuthForm('sign-in', short)).toEqual({});
    expect(validateAuthForm('sign-up', { ...short, password: '123456' })).toEqual({});
  });

  it('does not trim passwords, so spaces count as characters', () => {
    expect(
      validateAuthForm('sign-up', {
        name: 'Rahim Uddin',
        email: 'k@example.com',
        password: '      ',
      }),
    ).toEqual({});
  });
});

describe('the sign-up name', () => {
  it('is required on sign-up only, blank counting as none', () => {
    const values = { name: '   ', email: 'karim@example.com', password: 'secret' };
    expect(validateAuthForm('sign-up', values).name).toBe(
      'Enter your full name: your certificates carry it.',
    );
    expect(validateAuthForm('sign-in', values)).toEqual({});
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
