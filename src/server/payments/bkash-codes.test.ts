import { describe, expect, it } from 'vitest';
import { BKASH_CODES, bkashCodeKind, bkashCodeMessage } from './bkash-codes';

describe("bKash's error codes", () => {
  it.each([
    ['2023', 'insufficient_balance', 'Insufficient Balance'],
    [
      '2037',
      'debit_blocked',
      'The account of the debit party is in a state which prohibits execution of this transaction',
    ],
    ['2038', 'debit_blocked', 'Debit party identity tag prohibits execution of this transaction'],
    ['2029', 'duplicate', 'Duplicate for all transactions'],
    ['2056', 'invalid_state', 'Invalid Payment State'],
    ['2062', 'already_completed', 'The payment has already been completed'],
    ['2117', 'already_completed', 'The payment execution has already been completed'],
    [
      '2026',
      'refund_exceeds_paid',
      'The reversal amount cannot be greater than the original transaction amount',
    ],
    [
      '2034',
      'already_refunded',
      'The transaction cannot be reversed because the original transaction has been reversed',
    ],
    ['2002', 'not_found', 'Invalid Payment ID'],
    ['2033', 'not_found', 'Transaction not found'],
    ['503', 'unavailable', 'System is undergoing maintenance. Please try again later.'],
    ['9999', 'unavailable', 'System Error'],
    ['2001', 'auth', 'Invalid App Key'],
    [
      '2035',
      'auth',
      'Reverse failed because the initiator has no permission to reverse the transaction',
    ],
    ['2014', 'declined', 'Wrong PIN'],
    ['2057', 'declined', 'Not a bKash Account'],
  ])('reads %s as %s, documented as "%s"', (code, kind, message) => {
    expect(bkashCodeKind(code)).toBe(kind);
    expect(bkashCodeMessage(code)).toBe(message);
  });

  it('reads a code bKash has not documented as a refusal, named by its code', () => {
    expect(bkashCodeKind('2999')).toBe('declined');
    expect(bkashCodeMessage('2999')).toBe('bKash error 2999');
    // Only the table's own entries count, never an object's inherited names.
    expect(bkashCodeKind('toString')).toBe('declined');
    expect(bkashCodeMessage('__proto__')).toBe('bKash error __proto__');
  });

  it('prefers the message bKash sent to the documented one', () => {
    expect(bkashCodeMessage('2023', ' Insufficient balance in wallet ')).toBe(
      'Insufficient balance in wallet',
    );
    expect(bkashCodeMessage('2023', '  ')).toBe('Insufficient Balance');
  });

  it('documents every code with a message, under a code of digits', () => {
    const entries = Object.entries(BKASH_CODES);
    expect(entries.length).toBeGreaterThan(60);
    for (const [code, entry] of entries) {
      expect(code).toMatch(/^\d{3,4}$/);
      expect(entry.message.trim()).not.toBe('');
    }
  });
});
