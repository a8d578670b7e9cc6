import * as z from 'zod/mini';
import { checkWith, isObject, type Checked } from './check';
import { maxLength as maxLengthRule, requiredText, optionalText, type Rule } from './fields';
import { HONEYPOT_FIELD } from './site-form-fields';

/**
 * What the site's public forms (contact.ts and job-application.ts) share. Both carry a honeypot
 * field, `website`, that people never see: the server accepts a filled one silently and keeps
 * nothing.
 */

export { HONEYPOT_FIELD };

/** The honeypot: any value means a robot filled the form. */
export const honeypot = z.optional(z.unknown());

/** Whether a robot filled the honeypot of a submitted form. */
export function isSpam(input: unknown): boolean {
  const trap = isObject(input) ? input[HONEYPOT_FIELD] : undefined;
  return trap !== undefined && trap !== null && trap !== '';
}

/** A field the form requires: blank (or not text) gets `missing`. */
export function required(missing: string, rule?: Rule) {
  return requiredText(missing, { rule });
}

/** A field that may be left blank (then null). */
export function optional(rule: Rule) {
  return optionalText({ typeError: 'Must be text.', rule });
}

export function maxLength(label: string, max: number): Rule {
  return maxLengthRule(max, `${label} must be at most ${max} characters.`);
}

/** Checks a form's payload (`what` names it in messages); the honeypot is left out of the data. */
export function checkForm<S extends z.core.$ZodLooseShape & { [HONEYPOT_FIELD]: typeof honeypot }>(
  schema: z.ZodMiniObject<S>,
  what: string,
) {
  const check = checkWith(schema, {
    notObject: `Send the ${what} as a JSON object.`,
    invalid: `Some ${what} fields need correcting.`,
  });
  type Fields = Omit<z.output<z.ZodMiniObject<S>>, typeof HONEYPOT_FIELD>;
  return (
    input: unknown,
  ): Checked<Fields, Exclude<Extract<keyof S, string>, typeof HONEYPOT_FIELD>> => {
    const checked = check(input);
    if (!checked.ok) return checked;
    const data = Object.fromEntries(
      Object.entries(checked.data).filter(([key]) => key !== HONEYPOT_FIELD),
    ) as Fields;
    return { ok: true, data };
  };
}
