import { describe, expect, it } from 'vitest';
import { checkContact } from './contact';
import { isSpam } from './form-rules';
import { checkApplication } from './job-application';

const CONTACT = {
  firstName: ' Nusrat ',
  lastName: 'Jahan',
  email: 'nusrat@example.com',
  subject: 'Bulk enrolment',
  message: 'We want to enrol ten engineers in Kubernetes Mastery.',
};

describe('checkContact', () => {
  it('answers the trimmed fields, without the honeypot', () => {
    expect(checkContact({ ...CONTACT, website: '' })).toEqual({
      ok: true,
      data: { ...CONTACT, firstName: 'Nusrat' },
    });
    expect(isSpam({ ...CONTACT, website: '' })).toBe(false);
  });

  it('marks a filled honeypot as spam', () => {
    expect(checkContact({ ...CONTACT, website: 'http://spam.example' })).toMatchObject({
      ok: true,
    });
    expect(isSpam({ ...CONTACT, website: 'http://spam.example' })).toBe(true);
    expect(isSpam({ ...CONTACT, website: null })).toBe(false);
  });

  it('names each bad field with its own message', () => {
    expect(checkContact({ email: 'nope', message: 'short' })).toEqual({
      ok: false,
      message: 'Some message fields need correcting.',
      fields: {
        firstName: 'Enter your first name.',
        lastName: 'Enter your last name.',
        email: 'Enter a valid email address, like name@example.com.',
        subject: 'Enter a subject.',
        message: 'Your message must be at least 10 characters.',
      },
    });
    expect(checkContact({ ...CONTACT, message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      fields: { message: 'Your message must be at most 5000 characters.' },
    });
  });
});

describe('checkApplication', () => {
  const APPLICATION = {
    positionId: 'frontend-engineer',
    name: 'Rafi Islam',
    email: 'rafi@example.com',
    phone: '+880 1712-345678',
    cvUrl: 'https://example.com/rafi-cv.pdf',
  };

  it('normalises the phone number; the message is optional', () => {
    expect(isSpam(APPLICATION)).toBe(false);
    expect(checkApplication(APPLICATION)).toEqual({
      ok: true,
      data: { ...APPLICATION, phone: '01712345678', message: null },
    });
  });

  it('refuses an unknown position, a bad phone and a link that is not a web address', () => {
    expect(
      checkApplication({
        ...APPLICATION,
        positionId: 'ceo',
        phone: '123',
        cvUrl: 'javascript:alert(1)',
      }),
    ).toMatchObject({
      ok: false,
      fields: {
        positionId: 'Choose one of the open positions.',
        phone: expect.stringContaining('Bangladeshi mobile number'),
        cvUrl: 'The link must start with https:// or http://.',
      },
    });
  });
});
