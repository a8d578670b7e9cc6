import { randomBytes, randomInt } from 'node:crypto';

/**
 * How the simulator writes what bKash writes: its codes and their documented messages, its time
 * format, the shapes of its identifiers, and the envelope a refusal comes in.
 */

/** The error codes the simulator answers, with the messages of bKash's published code list. */
export const SIMULATOR_CODES = {
  '2001': 'Invalid App Key',
  '2002': 'Invalid Payment ID',
  '2006': 'Invalid amount',
  '2007': 'Invalid currency',
  '2008': 'Invalid intent',
  '2014': 'Wrong PIN',
  '2015': 'Wrong PIN count exceeded',
  '2016': 'Wrong verification code',
  '2017': 'Wrong verification limit exceeded',
  '2023': 'Insufficient Balance',
  '2025': 'Invalid request body',
  '2026': 'The reversal amount cannot be greater than the original transaction amount',
  '2028': 'Reverse failed because the transaction serial number does not exist',
  '2029': 'Duplicate for all transactions',
  '2031': 'Invalid merchant invoice number',
  '2033': 'Transaction not found',
  '2034': 'The transaction cannot be reversed because the original transaction has been reversed',
  '2035': 'Reverse failed because the initiator has no permission to reverse the transaction',
  '2037':
    'The account of the debit party is in a state which prohibits execution of this transaction',
  '2048': 'Invalid Payer Reference',
  '2049': 'Invalid Merchant Callback URL',
  '2056': 'Invalid Payment State',
  '2057': 'Not a bKash Account',
  '2063': 'Mode is not valid as per request data',
  '2065': 'Mandatory field missing',
  '2117': 'The payment execution has already been completed',
  '503': 'System is undergoing maintenance. Please try again later',
  // Not in bKash's published list; integrations report it as a generic system error.
  '9999': 'System Error',
} as const;

export type SimulatorCode = keyof typeof SIMULATOR_CODES;

/** A documented message for any code, or a plain one for a code a test made up. */
export function codeMessage(code: string): string {
  return Object.hasOwn(SIMULATOR_CODES, code)
    ? SIMULATOR_CODES[code as SimulatorCode]
    : `Error ${code}`;
}

/**
 * How a refusal is written. bKash's developer portal documents `errorCode`/`errorMessage` for
 * create and execute, but its sandbox answers every tokenized call with a `statusCode` other
 * than "0000" and its `statusMessage` (bKash's own WooCommerce plugin reads tokenized errors so;
 * integrators post answers such as {"statusCode":"2056","statusMessage":"Invalid Payment
 * State"}). The default is what the sandbox does; 'errorCode' gives the documented shape.
 */
export type ErrorEnvelope = 'statusCode' | 'errorCode';

export function refusalBody(
  envelope: ErrorEnvelope,
  code: string,
  message = codeMessage(code),
): Record<string, string> {
  return envelope === 'errorCode'
    ? { errorCode: code, errorMessage: message }
    : { statusCode: code, statusMessage: message };
}

export const SUCCESS = { statusCode: '0000', statusMessage: 'Successful' } as const;

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** bKash's time format, in Bangladesh time: "2024-01-01T12:00:00:000 GMT+0600". */
export function bkashTime(at: Date): string {
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString(); // …T06:00:00.000Z
  return `${local.slice(0, 19)}:${local.slice(20, 23)} GMT+0600`;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += alphabet[randomInt(alphabet.length)];
  }
  return text;
}

/** A paymentID as bKash makes them: "TR0011" (the mode), 7 letters, the time in ms. */
export function newPaymentId(at: Date): string {
  return `TR0011${randomText(ALPHANUMERIC, 7)}${at.getTime()}`;
}

/** A transaction ID as a learner reads it in the bKash app: 10 capitals and digits. */
export function newTrxId(): string {
  return `${randomText('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3)}${randomText(UPPER_ALPHANUMERIC, 7)}`;
}

/** The 10-character signature bKash appends to every callback of one payment. */
export function newSignature(): string {
  return randomText(ALPHANUMERIC, 10);
}

/** The `hash` bKash puts in bkashURL: without it the payment page shows nothing. */
export function newPageHash(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * An id_token shaped like bKash's (a JWT: three base64url parts) but opaque: the simulator only
 * looks it up, so its claims are for the eye.
 */
export function newIdToken(at: Date, expiresInSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const issuedAt = Math.floor(at.getTime() / 1000);
  return [
    part({ kid: 'bkash-simulator', alg: 'RS256' }),
    part({ iss: 'bkash-simulator', iat: issuedAt, exp: issuedAt + expiresInSeconds }),
    randomBytes(32).toString('base64url'),
  ].join('.');
}

export function newRefreshToken(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * An amount as bKash takes one: a string or number with at most two decimals, more than zero.
 * Answers echo what the merchant sent ("1000" stays "1000"), as bKash's samples do.
 */
export function readAmount(value: unknown): { text: string; paisa: number } | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const paisa = Math.round(Number(text.trim()) * 100);
  return paisa > 0 ? { text: text.trim(), paisa } : undefined;
}

/** Paisa as an amount with two decimals ("500.00"), for amounts the simulator makes up. */
export function amountText(paisa: number): string {
  return (paisa / 100).toFixed(2);
}
