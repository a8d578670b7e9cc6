/**
 * The payment rules that pages, mail and toasts state in words, written here once (no zod, so a
 * page can read them cheaply): fields.ts checks transaction IDs with these lengths, the order
 * receipt mail and every page that promises verification take the hours from here, and
 * payment-rules.test.ts fails if a source file writes the verification time itself.
 */

/** A transaction ID is this many letters and digits (bKash's and Nagad's are 10). */
export const TRANSACTION_ID_MIN = 8;
export const TRANSACTION_ID_MAX = 12;

/**
 * How soon staff verify a payment, as the academy promises it (docs/product-rules.md, legal
 * promises): a promise staff keep at /admin/orders, not a timer in the code.
 */
export const VERIFICATION_HOURS = 24;

/**
 * A bKash transaction ID typed at checkout is confirmed by bKash's own records (its search) only
 * when it was completed at most this many days before the order was submitted, and not after:
 * an older payment is more likely another purchase's, so staff look at it.
 */
export const TYPED_TRANSACTION_MAX_AGE_DAYS = 30;
