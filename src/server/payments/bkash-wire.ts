import { z } from 'zod';
import { BKASH_SUCCESS_CODE } from './bkash-codes';
import type { BkashPayment, BkashRefund, BkashTransaction } from './bkash-types';

/**
 * bKash's answers as they come over the wire, read defensively: amounts are strings ("1000.00"),
 * times are bKash's own format, optional fields come and go (or come empty). Each schema turns
 * an answer into the client's types, or fails, which the client reports as an unclear answer.
 */

/** Bangladesh time (UTC+6): what a bKash time without an offset means. */
const BANGLADESH_OFFSET_MINUTES = 6 * 60;

const BKASH_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[:.](\d{1,3}))?\s*(?:(Z)|(?:GMT|UTC)?\s*([+-])(\d{2}):?(\d{2}))?$/;

/**
 * A bKash time as ISO 8601 in UTC: "2024-01-01T12:00:00:000 GMT+0600" (a colon before the
 * milliseconds, which `new Date` cannot read) becomes "2024-01-01T06:00:00.000Z". Undefined for
 * anything else.
 */
export function parseBkashTime(value: string): string | undefined {
  const match = BKASH_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, millis, zulu, sign, offsetHours, offsetMinutes] =
    match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number);
  if (y === undefined || mo === undefined || d === undefined) return undefined;
  if (mo < 1 || mo > 12 || d < 1 || (h ?? 0) > 23 || (mi ?? 0) > 59 || (s ?? 0) > 59) {
    return undefined;
  }
  // 31 February would roll over into March: not a time bKash meant.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return undefined;
  const offset = zulu
    ? 0
    : sign
      ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
      : BANGLADESH_OFFSET_MINUTES;
  const millisecond = Number((millis ?? '0').padEnd(3, '0'));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, millisecond) - offset * 60_000;
  return new Date(utc).toISOString();
}

/** An amount: "1000", "1000.00" or 1000 → 1000. */
const amount = z.union([
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
  z.number().nonnegative(),
]);

/** A string that may be missing, null or empty: '' when it is. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

/** A string that must be there and not empty. */
const required = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const trimmed = String(value).trim();
  if (!trimmed) ctx.addIssue({ code: 'custom', message: 'empty' });
  return trimmed;
});

/** A time that may be missing: '' then; present, it must be one bKash writes. */
const time = text.transform((value, ctx) => {
  if (!value) return '';
  const iso = parseBkashTime(value);
  if (!iso) ctx.addIssue({ code: 'custom', message: `not a bKash time: ${value}` });
  return iso ?? '';
});

/** create, execute and payment/status. */
export const paymentAnswer = z
  .object({
    paymentID: required,
    transactionStatus: required,
    amount,
    currency: text,
    merchantInvoiceNumber: text,
    // payment/status has been seen to name it so.
    merchantInvoice: text,
    trxID: text,
    customerMsisdn: text,
    bkashURL: text,
  })
  .transform((wire): BkashPayment => ({
    paymentId: wire.paymentID,
    transactionStatus: wire.transactionStatus,
    amount: wire.amount,
    currency: wire.currency,
    merchantInvoiceNumber: wire.merchantInvoiceNumber || wire.merchantInvoice,
    ...(wire.trxID ? { trxId: wire.trxID } : {}),
    ...(wire.customerMsisdn ? { customerMsisdn: wire.customerMsisdn } : {}),
    ...(wire.bkashURL ? { bkashUrl: wire.bkashURL } : {}),
  }));

/** create: a payment with the address to send the browser to. */
export const createAnswer = paymentAnswer.refine(
  (payment) => /^https?:\/\//.test(payment.bkashUrl ?? ''),
  'no bkashURL',
);

/** general/searchTransaction. */
export const transactionAnswer = z
  .object({
    trxID: required,
    transactionStatus: required,
    transactionType: text,
    amount,
    currency: text,
    customerMsisdn: text,
    organizationShortCode: text,
    completedTime: time,
  })
  .transform((wire): BkashTransaction => ({
    trxId: wire.trxID,
    transactionStatus: wire.transactionStatus,
    transactionType: wire.transactionType,
    amount: wire.amount,
    currency: wire.currency,
    customerMsisdn: wire.customerMsisdn,
    organizationShortCode: wire.organizationShortCode,
    completedTime: wire.completedTime,
  }));

/** payment/refund, and the refund's status (the same call without an amount). */
export const refundAnswer = z
  .object({
    originalTrxID: text,
    refundTrxID: required,
    transactionStatus: required,
    amount,
    completedTime: time,
  })
  .transform((wire): BkashRefund => ({
    originalTrxId: wire.originalTrxID,
    refundTrxId: wire.refundTrxID,
    transactionStatus: wire.transactionStatus,
    amount: wire.amount,
    completedTime: wire.completedTime,
  }));

/** token/grant and token/refresh. */
export const tokenAnswer = z.object({
  id_token: required,
  refresh_token: text,
  /** Seconds; bKash says 3600. */
  expires_in: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive())
    .optional(),
});

export type TokenAnswer = z.output<typeof tokenAnswer>;

/**
 * The error an answer carries, if any: `errorCode`/`errorMessage` (create, execute), or a
 * `statusCode` other than "0000" with its `statusMessage` (every tokenized call).
 */
export function answerError(body: unknown): { code: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  const asText = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const errorCode = asText(fields.errorCode);
  if (errorCode) return { code: errorCode, message: asText(fields.errorMessage) };
  const statusCode = asText(fields.statusCode);
  if (statusCode && statusCode !== BKASH_SUCCESS_CODE) {
    return { code: statusCode, message: asText(fields.statusMessage) };
  }
  return undefined;
}

/** Whole taka as bKash wants an amount: a string, "1000" (or "99.50" for a fraction). */
export function wireAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
