/**
 * Bengali digits and Latin ones, each way. A module of its own: every form that reads a typed
 * number (checkout, profile) ships toLatinDigits, and none of them needs bangla.ts's formats.
 */

/** The code point of ০, the Bengali zero (U+09E6 = 2534). */
const BENGALI_ZERO = 2534;

/**
 * '০১৭১২৩৪৫৬৭৮' → '01712345678'; every other character stays as it is. Written small: every
 * page with a form that takes a number (checkout, profile) ships it.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** '4,900' → '৪,৯০০'; every other character stays as it is. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) =>
    String.fromCharCode(BENGALI_ZERO + digit.charCodeAt(0) - 48),
  );
}
