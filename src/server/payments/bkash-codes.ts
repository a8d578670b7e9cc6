import type { BkashFailureKind } from './bkash-types';

/**
 * bKash's documented error codes (Tokenized Checkout v1.2.0-beta, the developer portal's error
 * code list) with their documented messages, and what each means to the academy. An answer
 * carries one as `errorCode`/`errorMessage` or as a `statusCode` other than "0000" with its
 * `statusMessage`; the message bKash sends wins over the one here, which is the fallback.
 */
export interface BkashCode {
  message: string;
  kind: BkashFailureKind;
}

/** The code of a successful answer (`statusCode`). */
export const BKASH_SUCCESS_CODE = '0000';

export const BKASH_CODES: Readonly<Record<string, BkashCode>> = {
  // Our credentials or permissions: nothing a learner can change.
  '2001': { message: 'Invalid App Key', kind: 'auth' },
  '2035': {
    message: 'Reverse failed because the initiator has no permission to reverse the transaction',
    kind: 'auth',
  },
  '2042': {
    message: 'Reverse failed because the initiator has no permission to reverse the transaction',
    kind: 'auth',
  },
  '2061': {
    message: 'This action can only be performed by the agreement or payment initiator party',
    kind: 'auth',
  },
  '2067': { message: 'Invalid permission', kind: 'auth' },

  // What was asked about does not exist at bKash.
  '2002': { message: 'Invalid Payment ID', kind: 'not_found' },
  '2028': {
    message: 'Reverse failed because the transaction serial number does not exist',
    kind: 'not_found',
  },
  '2033': { message: 'Transaction not found', kind: 'not_found' },

  // The learner's wallet.
  '2023': { message: 'Insufficient Balance', kind: 'insufficient_balance' },
  '2037': {
    message:
      'The account of the debit party is in a state which prohibits execution of this transaction',
    kind: 'debit_blocked',
  },
  '2038': {
    message: 'Debit party identity tag prohibits execution of this transaction',
    kind: 'debit_blocked',
  },

  // The payment's or transaction's state.
  '2029': { message: 'Duplicate for all transactions', kind: 'duplicate' },
  '2056': { message: 'Invalid Payment State', kind: 'invalid_state' },
  '2069': { message: 'Transaction has already been cancelled', kind: 'invalid_state' },
  '2062': { message: 'The payment has already been completed', kind: 'already_completed' },
  '2068': { message: 'Transaction has already been completed', kind: 'already_completed' },
  '2117': {
    message: 'The payment execution has already been completed',
    kind: 'already_completed',
  },
  '2119': {
    message: 'The authorized payment has already been processed',
    kind: 'already_completed',
  },

  // Refunds.
  '2026': {
    message: 'The reversal amount cannot be greater than the original transaction amount',
    kind: 'refund_exceeds_paid',
  },
  '2034': {
    message:
      'The transaction cannot be reversed because the original transaction has been reversed',
    kind: 'already_refunded',
  },

  // bKash cannot serve now: asking later may work.
  '503': {
    message: 'System is undergoing maintenance. Please try again later.',
    kind: 'unavailable',
  },
  '9999': { message: 'System Error', kind: 'unavailable' },
  '2003': { message: 'Process failed', kind: 'unavailable' },
  '2020': { message: 'Exception Occurred', kind: 'unavailable' },
  '2024': { message: 'Exception occurred', kind: 'unavailable' },
  '2064': { message: 'This product mode currently unavailable', kind: 'unavailable' },

  // Refused: a bad request, or the learner's PIN, OTP or wallet (the learner may try again).
  '2004': { message: 'Invalid firstPaymentDate', kind: 'declined' },
  '2005': { message: 'Invalid frequency', kind: 'declined' },
  '2006': { message: 'Invalid amount', kind: 'declined' },
  '2007': { message: 'Invalid currency', kind: 'declined' },
  '2008': { message: 'Invalid intent', kind: 'declined' },
  '2009': { message: 'Invalid Wallet', kind: 'declined' },
  '2010': { message: 'Invalid OTP', kind: 'declined' },
  '2011': { message: 'Invalid PIN', kind: 'declined' },
  '2012': { message: 'Invalid Receiver MSISDN', kind: 'declined' },
  '2013': { message: 'Resend Limit Exceeded', kind: 'declined' },
  '2014': { message: 'Wrong PIN', kind: 'declined' },
  '2015': { message: 'Wrong PIN count exceeded', kind: 'declined' },
  '2016': { message: 'Wrong verification code', kind: 'declined' },
  '2017': { message: 'Wrong verification limit exceeded', kind: 'declined' },
  '2018': { message: 'OTP verification time expired', kind: 'declined' },
  '2019': { message: 'PIN verification time expired', kind: 'declined' },
  '2021': { message: 'Invalid Mandate ID', kind: 'declined' },
  '2022': { message: 'The mandate does not exist', kind: 'declined' },
  '2025': { message: 'Invalid request body', kind: 'declined' },
  '2027': {
    message:
      'The mandate corresponding to the payer reference number already exists and cannot be created again',
    kind: 'declined',
  },
  '2030': { message: 'Invalid mandate request type', kind: 'declined' },
  '2031': { message: 'Invalid merchant invoice number', kind: 'declined' },
  '2032': { message: 'Invalid transfer type', kind: 'declined' },
  '2036': { message: 'The direct debit mandate is not in Active state', kind: 'declined' },
  '2039': {
    message:
      'The account of the credit party is in a state which prohibits execution of this transaction',
    kind: 'declined',
  },
  '2040': {
    message: 'Credit party identity tag prohibits execution of this transaction',
    kind: 'declined',
  },
  '2041': {
    message: 'Credit party identity is in a state which does not support the current service',
    kind: 'declined',
  },
  '2043': { message: 'The security credential of the subscriber is incorrect', kind: 'declined' },
  '2044': {
    message:
      'Identity has not subscribed to a product that contains the expected service or the identity is not in Active status',
    kind: 'declined',
  },
  '2045': { message: 'The MSISDN of the customer does not exist', kind: 'declined' },
  '2046': {
    message: 'Identity has not subscribed to a product that contains requested service',
    kind: 'declined',
  },
  '2047': { message: 'TLV Data Format Error', kind: 'declined' },
  '2048': { message: 'Invalid Payer Reference', kind: 'declined' },
  '2049': { message: 'Invalid Merchant Callback URL', kind: 'declined' },
  '2050': { message: 'Agreement already exists between payer and merchant', kind: 'declined' },
  '2051': { message: 'Invalid Agreement ID', kind: 'declined' },
  '2052': { message: 'Agreement is in incomplete state', kind: 'declined' },
  '2053': { message: 'Agreement has already been cancelled', kind: 'declined' },
  '2054': { message: "Agreement execution pre-requisite hasn't been met", kind: 'declined' },
  '2055': { message: 'Invalid Agreement State', kind: 'declined' },
  '2057': { message: 'Not a bKash Account', kind: 'declined' },
  '2058': { message: 'Not a Customer Wallet', kind: 'declined' },
  '2059': { message: 'Multiple OTP request for a single session denied', kind: 'declined' },
  '2060': { message: "Payment execution pre-requisite hasn't been met", kind: 'declined' },
  '2063': { message: 'Mode is not valid as per request data', kind: 'declined' },
  '2065': { message: 'Mandatory field missing', kind: 'declined' },
  '2066': { message: 'Agreement is not shared with other merchant', kind: 'declined' },
  '2116': { message: 'The agreement execution has already been completed', kind: 'declined' },
  '2118': { message: 'The Platform value is invalid', kind: 'declined' },
};

/** The documented entry of a code (an own key only: never `toString` or `__proto__`). */
function lookup(code: string): BkashCode | undefined {
  return Object.hasOwn(BKASH_CODES, code) ? BKASH_CODES[code] : undefined;
}

/** What a code means to the academy: a code not in the list is a refusal ('declined'). */
export function bkashCodeKind(code: string): BkashFailureKind {
  return lookup(code)?.kind ?? 'declined';
}

/** bKash's own message when it sent one, else the documented one, else the code itself. */
export function bkashCodeMessage(code: string, sent?: string): string {
  return sent?.trim() || lookup(code)?.message || `bKash error ${code}`;
}
