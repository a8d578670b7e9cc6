import { describe, expect, it } from 'vitest';
import { checkEmail, EMAIL_MESSAGES, isEmail } from './email';

const refused = (shown: string) =>
  `An email address cannot contain ${shown}. Use only letters, digits and . _ + - ' with one @, like name@example.com.`;

describe('checkEmail: the one email rule of every form', () => {
  it.each([
    'name@example.com',
    'first.last@example.co.uk',
    'rafi+courses@example.com',
    "o'brien@example.ie",
    'user_name-1@sub-domain.example.org',
    'UPPER@EXAMPLE.COM',
    'a@b.co',
    'learner@mail.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s as it is', (address) => {
    expect(checkEmail(address)).toEqual({ value: address });
  });

  it.each([
    // URL and mailto syntax: each would add fields or recipients to a mailto: link.
    ['a@b.c?cc=victim%40x.test&body=phish', refused('"?"')],
    ['a&b@example.com', refused('"&"')],
    ['a@example.com&cc=x', refused('"&"')],
    ['a/b@example.com', refused('"/"')],
    ['a@example.com#frag', refused('"#"')],
    ['a%40b@example.com', refused('"%"')],
    ['a=b@example.com', refused('"="')],
    ['a b@example.com', refused('spaces')],
    ['a\tb@example.com', refused('spaces')],
    ['<a@example.com>', refused('"<"')],
    ['a@example.com>', refused('">"')],
    ['"a"@example.com', refused('quotation marks (")')],
    ['a@example.com,b@example.com', refused('commas')],
    ['mailto:a@example.com', refused('":"')],
    ['a;b@example.com', refused('";"')],
    ['a\u0000b@example.com', refused('control characters')],
    ['a\r\nBcc:b@example.com', refused('spaces')],
    ['ব@example.com', refused('letters outside A to Z, like "ব"')],
    ['rafi@exämple.com', refused('letters outside A to Z, like "ä"')],
    // The shape of an address.
    ['name.example.com', EMAIL_MESSAGES.invalid],
    ['a@b@example.com', EMAIL_MESSAGES.invalid],
    ['@example.com', EMAIL_MESSAGES.invalid],
    ['name@', EMAIL_MESSAGES.invalid],
    ['.name@example.com', EMAIL_MESSAGES.invalid],
    ['name.@example.com', EMAIL_MESSAGES.invalid],
    ['na..me@example.com', EMAIL_MESSAGES.invalid],
    ['name@localhost', EMAIL_MESSAGES.invalid],
    ['name@-example.com', EMAIL_MESSAGES.invalid],
    ['name@example-.com', EMAIL_MESSAGES.invalid],
    ['name@example..com', EMAIL_MESSAGES.invalid],
    ['name@example.c', EMAIL_MESSAGES.invalid],
    ['name@example.123', EMAIL_MESSAGES.invalid],
    ['name@exa_mple.com', EMAIL_MESSAGES.invalid],
    ['name@example.com.', EMAIL_MESSAGES.invalid],
    [`${'a'.repeat(65)}@example.com`, EMAIL_MESSAGES.localTooLong],
    [`a@${'b'.repeat(250)}.com`, EMAIL_MESSAGES.tooLong],
  ])('refuses %j: %s', (address, message) => {
    expect(checkEmail(address)).toEqual({ error: message });
  });

  it('isEmail trims first, as every form field does', () => {
    expect(isEmail(' name@example.com ')).toBe(true);
    expect(isEmail('a@b.c?cc=x')).toBe(false);
  });
});
