import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  subjectFromSearch,
  type ContactFormValues,
} from './contact-form';
import { validateContactField, validateContactForm } from './contact-checks.lazy';

const valid: ContactFormValues = {
  firstName: 'Ayesha',
  lastName: 'Rahman',
  email: 'ayesha@example.com',
  subject: 'Question about Docker Fundamentals',
  message: 'Does the course include labs for Docker Compose?',
};

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      subject: 'Enter a subject.',
      message: 'Enter your message.',
    });
  });

  it('treats whitespace-only values as empty', () => {
    expect(validateContactForm({ ...valid, firstName: '   ', subject: '\n\t' })).toEqual({
      firstName: 'Enter your first name.',
      subject: 'Enter a subject.',
    });
  });

  it.each(['ayesha', 'ayesha@', '@example.com', 'ayesha@example', 'ayesha@@example.com'])(
    'rejects the email %j',
    (email) => {
      expect(validateContactForm({ ...valid, email }).email).toBe(
        'Enter a valid email address, like name@example.com.',
      );
    },
  );

  it.each(['a@b.co', ' ayesha.rahman+learn@mail.example.com.bd '])(
    'accepts the email %j',
    (email) => {
      expect(validateContactField('email', email)).toBeUndefined();
    },
  );

  it('needs a message of at least 10 characters, not counting surrounding spaces', () => {
    expect(validateContactField('message', '  123456789  ')).toBe(
      'Your message must be at least 10 characters.',
    );
    expect(validateContactField('message', '1234567890')).toBeUndefined();
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form', () => {
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField(validateContactForm(EMPTY_CONTACT_FORM))).toBe('firstName');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('subjectFromSearch', () => {
  it('reads and decodes ?subject=', () => {
    expect(subjectFromSearch('?subject=Application%3A%20Frontend%20Engineer')).toBe(
      'Application: Frontend Engineer',
    );
  });

  it('is empty without a subject', () => {
    expect(subjectFromSearch('')).toBe('');
    expect(subjectFromSearch('?other=1')).toBe('');
  });
});
