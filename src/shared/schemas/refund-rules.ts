/**
 * The refund rule's numbers and the guarantee's name, written here and nowhere else: the server
 * enforces them (server/routes/refunds/refund-rule.ts) and every page that mentions the guarantee
 * (home, sign-in, course, lab, checkout, about, FAQ, terms) builds its words from them.
 * refund-literals.test.ts fails if another source file writes the days or the percent itself.
 * No zod here, so a page can read it cheaply. Decision 021 and docs/product-rules.md (Refunds).
 */

/**
 * Days after verification (Asia/Dhaka calendar days) on which a refund can still be asked: the
 * verification day is day 0, the last day is day REFUND_DAYS.
 */
export const REFUND_DAYS = 30;

/** A course this far finished (whole percent, rounded down) or further is not refunded. */
export const REFUND_PERCENT = 20;

/** The guarantee as the pages name it (the product specification quotes these words). */
export const MONEY_BACK_GUARANTEE = `${REFUND_DAYS}-day money-back guarantee`;
