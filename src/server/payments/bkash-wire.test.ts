import { describe, expect, it } from 'vitest';
import {
  answerError,
  parseBkashTime,
  paymentAnswer,
  refundAnswer,
  tokenAnswer,
  transactionAnswer,
  wireAmount,
} from './bkash-wire';

describe("bKash's wire format", () => {
  it.each([
    // bKash's own: a colon before the milliseconds, the offset as GMT+0600.
    ['2024-01-01T12:00:00:000 GMT+0600', '2024-01-01T06:00:00.000Z'],
    ['2024-01-01T02:30:15:120 GMT+0600', '2023-12-31T20:30:15.120Z'],
    ['2024-06-13T16:27:24:000', '2024-06-13T10:27:24.000Z'],
    ['2024-06-13T16:27:24', '2024-06-13T10:27:24.000Z'],
    ['2024-06-13T16:27:24.5+06:00', '2024-06-13T10:27:24.500Z'],
    ['2024-06-13T10:27:24.000Z', '2024-06-13T10:27:24.000Z'],
  ])('reads the time %s as %s', (wire, iso) => {
    expect(parseBkashTime(wire)).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '2024-02-30T10:00:00:000 GMT+0600',
    '2024-13-01T10:00:00',
    '1700000000',
  ])('reads no time from %o', (wire) => {
    expect(parseBkashTime(wire)).toBeUndefined();
  });

  it('reads amounts written as strings, and refuses one that is not a number', () => {
    const wire = {
      paymentID: 'TR0011abc',
      transactionStatus: 'Completed',
      amount: '1000.00',
      currency: 'BDT',
      merchantInvoiceNumber: 'order-1',
      trxID: 'BFD90JRLST',
      customerMsisdn: '01770618575',
    };
    expect(paymentAnswer.parse(wire)).toEqual({
      paymentId: 'TR0011abc',
      transactionStatus: 'Completed',
      amount: 1000,
      currency: 'BDT',
      merchantInvoiceNumber: 'order-1',
      trxId: 'BFD90JRLST',
      customerMsisdn: '01770618575',
    });
    expect(paymentAnswer.parse({ ...wire, amount: 500 }).amount).toBe(500);
    expect(paymentAnswer.safeParse({ ...wire, amount: '10 taka' }).success).toBe(false);
    expect(paymentAnswer.safeParse({ ...wire, amount: '-5' }).success).toBe(false);
    expect(paymentAnswer.safeParse({ ...wire, paymentID: '' }).success).toBe(false);
    // An empty transaction ID is no transaction ID.
    expect(paymentAnswer.parse({ ...wire, trxID: '' })).not.toHaveProperty('trxId');
  });

  it('reads a transaction and a refund with their times in ISO 8601', () => {
    expect(
      transactionAnswer.parse({
        trxID: 'BFD90JRLST',
        transactionStatus: 'Completed',
        transactionType: 'bKash Tokenized Checkout via API',
        amount: '1500.00',
        currency: 'BDT',
        customerMsisdn: '01770618575',
        organizationShortCode: '50022',
        completedTime: '2024-01-01T12:00:00:000 GMT+0600',
        initiationTime: '2024-01-01T11:59:00:000 GMT+0600',
      }),
    ).toEqual({
      trxId: 'BFD90JRLST',
      transactionStatus: 'Completed',
      transactionType: 'bKash Tokenized Checkout via API',
      amount: 1500,
      currency: 'BDT',
      customerMsisdn: '01770618575',
      organizationShortCode: '50022',
      completedTime: '2024-01-01T06:00:00.000Z',
    });
    expect(
      refundAnswer.parse({
        originalTrxID: 'BFD90JRLST',
        refundTrxID: 'BFD90JRLSU',
        transactionStatus: 'Completed',
        amount: '100',
        currency: 'BDT',
        charge: '0.00',
        completedTime: '2024-01-01T12:00:00:000 GMT+0600',
      }),
    ).toEqual({
      originalTrxId: 'BFD90JRLST',
      refundTrxId: 'BFD90JRLSU',
      transactionStatus: 'Completed',
      amount: 100,
      completedTime: '2024-01-01T06:00:00.000Z',
    });
    expect(
      refundAnswer.safeParse({
        refundTrxID: 'X',
        transactionStatus: 'Completed',
        amount: '100',
        completedTime: 'soon',
      }).success,
    ).toBe(false);
  });

  it('reads a token answer whose expires_in is a number or a string', () => {
    expect(tokenAnswer.parse({ id_token: 'a', refresh_token: 'b', expires_in: '3600' })).toEqual({
      id_token: 'a',
      refresh_token: 'b',
      expires_in: 3600,
    });
    expect(tokenAnswer.safeParse({ id_token: '', expires_in: 3600 }).success).toBe(false);
  });

  it('finds the error in either of the envelopes bKash uses', () => {
    expect(answerError({ statusCode: '2023', statusMessage: 'Insufficient Balance' })).toEqual({
      code: '2023',
      message: 'Insufficient Balance',
    });
    expect(answerError({ errorCode: '2056', errorMessage: 'Invalid Payment State' })).toEqual({
      code: '2056',
      message: 'Invalid Payment State',
    });
    expect(answerError({ statusCode: '0000', statusMessage: 'Successful' })).toBeUndefined();
    expect(answerError({ paymentID: 'x' })).toBeUndefined();
    expect(answerError('text')).toBeUndefined();
  });

  it('writes whole taka as bKash takes an amount', () => {
    expect(wireAmount(1000)).toBe('1000');
    expect(wireAmount(99.5)).toBe('99.50');
  });
});
