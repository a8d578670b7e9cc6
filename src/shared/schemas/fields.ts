import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from './account';
import { toLatinDigits } from '../format/digits';
import { TRANSACTION_ID_MAX, TRANSACTION_ID_MIN } from './payment-rules';

/**
 * Every field rule of our payloads, defined once and composed by each schema (order, profile,
 * contact, job application). A rule takes the trimmed, non-blank text; the messages differ per
 * form (each form speaks in its own voice), so rules take them as parameters.
 */

export type Rule<T = string> = (text: string) => { value: T } | { error: string };

export interface TextOptions<T> {
  /** What a value of the wrong type (an object, a boolean...) is told. */
  typeError: string;
  rule?: Rule<T>;
  /** Also accept a JSON number, read as its text (the profile's year and GPA inputs). */
  numbers?: boolean;
}

/** A text field: trimmed; blank (also missing or null) answers `blank`, else `rule` decides. */
function text<T, B>(
  blank: (ctx: z.core.ParsePayload<unknown>, input: unknown) => B,
  { typeError, rule, numbers = false }: TextOptions<T>,
) {
  const raw = numbers
    ? z.union([z.string(), z.number(), z.null()], { error: typeError })
    : z.union([z.string(), z.null()], { error: typeError });
  return z.pipe(
    z.optional(raw),
    z.transform((input: string | number | null | undefined, ctx): T | B => {
      const trimmed = input === null || input === undefined ? '' : String(input).trim();
      if (trimmed === '') return blank(ctx, input);
      if (!rule) return trimmed as T;
      const result = rule(trimmed);
      if ('error' in result) {
        ctx.issues.push({ code: 'custom', message: result.error, input });
        return z.NEVER;
      }
      return result.value;
    }),
  );
}

/** A field that must be given: blank gets `missing`. */
export function requiredText<T = string>(missing: string, options: Partial<TextOptions<T>> = {}) {
  return text<T, never>(
    (ctx, input) => {
      ctx.issues.push({ code: 'custom', message: missing, input });
      return z.NEVER;
    },
    { typeError: missing, ...options },
  );
}

/** A field that may be left blank: blank, missing and null all answer null. */
export function optionalText<T = string>(options: TextOptions<T>) {
  return text<T, null>(() => null, options);
}

export function maxLength(max: number, tooLong: string): Rule {
  return (value) => (value.length > max ? { error: tooLong } : { value });
}

/** A person's name (the account's, the profile's, a contact's or an applicant's). */
export function personName(tooLong: string, max = NAME_MAX_LENGTH): Rule {
  return maxLength(max, tooLong);
}

// The one email rule is email.ts's checkEmail, imported by the schemas that take an address: a
// re-export here would make every form's first view load it (checkout and the staff order list
// take no address).

// 01[3-9] and 8 digits, the 0 also written +880 or 880 (+880 1712…), or both (+88 01712…, as
// people often write it, and +880 01712…). Spaces and dashes between digits are ignored.
const BANGLADESHI_MOBILE = /^(?:(?:\+?880?)?0|\+?880)(1[3-9]\d{8})$/;
const INTERNATIONAL = /^\+\d{7,15}$/;

// Bengali digits are read as Latin ones: '০১৭১২৩৪৫৬৭৮' is 01712345678.
const compact = (value: string) => toLatinDigits(value).replace(/[\s-]/g, '');

/** '+880 1712-345678' → '01712345678'; undefined when it is not a Bangladeshi mobile number. */
export function normaliseMobileNumber(value: string): string | undefined {
  const digits = BANGLADESHI_MOBILE.exec(compact(value))?.[1];
  return digits ? `0${digits}` : undefined;
}

/** A Bangladeshi mobile number, kept as 01XXXXXXXXX (what a bKash or Nagad payment is from). */
export function mobileNumber(invalid: string): Rule {
  return (value) => {
    const normalised = normaliseMobileNumber(value);
    return normalised ? { value: normalised } : { error: invalid };
  };
}

/** A Bangladeshi mobile number (kept as 01XXXXXXXXX) or an international one (+ and digits). */
export function phoneNumber(invalid: string): Rule {
  return (value) => {
    const local = normaliseMobileNumber(value);
    if (local) return { value: local };
    const international = compact(value);
    return INTERNATIONAL.test(international) ? { value: international } : { error: invalid };
  };
}

export { TRANSACTION_ID_MAX, TRANSACTION_ID_MIN };
const TRANSACTION_ID = new RegExp(`^[A-Z0-9]{${TRANSACTION_ID_MIN},${TRANSACTION_ID_MAX}}$`);

/**
 * ' 9ab3xk2lq1 ' → '9AB3XK2LQ1' (Bengali digits read as Latin ones); undefined unless 8 to 12
 * letters and digits (payment-rules.ts).
 */
export function normaliseTransactionId(value: string): string | undefined {
  const id = toLatinDigits(value).trim().toUpperCase();
  return TRANSACTION_ID.test(id) ? id : undefined;
}

export function transactionId(invalid: string): Rule {
  return (value) => {
    const id = normaliseTransactionId(value);
    return id ? { value: id } : { error: invalid };
  };
}

export const LINK_MAX_LENGTH = 2048;

export interface LinkMessages {
  tooLong: string;
  notALink: string;
  notWeb: string;
}

/** A full http(s) link, kept as typed. */
export function webLink(messages: LinkMessages): Rule {
  return (value) => {
    if (value.length > LINK_MAX_LENGTH) return { error: messages.tooLong };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { error: messages.notALink };
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
      return { error: messages.notWeb };
    }
    return { value };
  };
}
