import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  checkReviewNote,
  normaliseMobileNumber,
  normaliseTransactionId,
} from './order';

describe('normaliseMobileNumber', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801912345678', '01912345678'],
    ['+880 1312-345 678', '01312345678'],
    // Bengali digits, as a Bangla keyboard types them
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০ ১৯১২-৩৪৫৬৭৮', '01912345678'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each([
    '০১২১২৩৪৫৬৭৮',
    '01212345678',
    '0171234567',
    '017123456789',
    '+8800171234567',
    '1712345678',
    'phone',
  ])('refuses %s', (input) => {
    expect(normaliseMobileNumber(input)).toBeUndefined();
  });
});

describe('normaliseTransactionId', () => {
  it('trims and upper-cases 8 to 12 letters and digits', () => {
    expect(normaliseTransactionId(' 9ab3xk2l ')).toBe('9AB3XK2L');
    expect(normaliseTransactionId('ABCDEF123456')).toBe('ABCDEF123456');
    expect(normaliseTransactionId('9ab৩xk২l')).toBe('9AB3XK2L');
  });
  it.each(['ABC1234', 'ABCDEF1234567', 'ABCD 1234', 'ABCD_1234', 'ঢাকা12345'])(
    'refuses %s',
    (id) => {
      expect(normaliseTransactionId(id)).toBeUndefined();
    },
  );
});

describe('checkOrder', () => {
  it('answers the normalised fields', () => {
    expect(
      checkOrder({
        courseId: ' docker-fundamentals ',
        paymentMethod: 'nagad',
        mobileNumber: '+8801712345678',
        transactionId: 'abcd1234',
      }),
    ).toEqual({
      ok: true,
      data: {
        courseId: 'docker-fundamentals',
        paymentMethod: 'nagad',
        mobileNumber: '01712345678',
        transactionId: 'ABCD1234',
      },
    });
  });

  it('names every missing field with its own message', () => {
    expect(checkOrder({ courseId: 'x' })).toEqual({
      ok: false,
      message: 'Some payment details need correcting.',
      fields: {
        paymentMethod: 'Choose bKash or Nagad.',
        mobileNumber: 'Enter the mobile number you paid from.',
        transactionId: 'Enter the transaction ID from your payment confirmation SMS.',
      },
    });
    expect(checkOrder('nope')).toMatchObject({ ok: false, fields: {} });
  });
});

describe('checkReviewNote', () => {
  it('makes the note optional to verify and required to reject', () => {
    expect(checkReviewNote({}, 'verify')).toEqual({ ok: true, data: { note: null } });
    expect(checkReviewNote({ note: ' ok ' }, 'verify')).toEqual({ ok: true, data: { note: 'ok' } });
    expect(checkReviewNote({ note: ' ' }, 'reject')).toMatchObject({
      ok: false,
      fields: { note: 'Write the reason for rejecting; the learner will see it.' },
    });
    expect(checkReviewNote({ note: 5 }, 'verify')).toMatchObject({ ok: false });
    expect(checkReviewNote({ note: 'x'.repeat(501) }, 'reject')).toMatchObject({ ok: false });
  });
});
