import * as z from 'zod/mini';
import { checkEmail } from './email';

/**
 * Rules shared by the site's public forms (src/shared/schemas/contact.ts and
 * job-application.ts). Both forms carry a honeypot field, `website`, that people never see: the
 * server accepts a filled one silently and keeps nothing.
 */

export const HONEYPOT_FIELD = 'website';

// 01XXXXXXXXX, optionally written +880 1XXXXXXXXX / 880…, or an international + number.
const BANGLADESHI_MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;
const INTERNATIONAL = /^\+\d{7,15}$/;

export type Rule = (text: string) => { value: string } | { error: string };

/** A text field: trimmed; blank gives `missing` (or null when optional); `rule` decides the rest. */
export function field(missing: string | null, rule: Rule = (value) => ({ value })) {
  return z.pipe(
    z.optional(z.union([z.string(), z.null()], { error: missing ?? 'Must be text.' })),
    z.transform((input: string | null | undefined, ctx): string | null => {
      const text = (input ?? '').trim();
      if (text === '') {
        if (missing === null) return null;
        ctx.issues.push({ code: 'custom', message: missing, input });
        return z.NEVER;
      }
      const result = rule(text);
      if ('error' in result) {
        ctx.issues.push({ code: 'custom', message: result.error, input });
        return z.NEVER;
      }
      return result.value;
    }),
  );
}

export function required(missing: string, rule?: Rule) {
  return z.pipe(
    field(missing, rule),
    z.transform((value: string | null) => value ?? ''),
  );
}

export function maxLength(label: string, max: number): Rule {
  return (text) =>
    text.length > max ? { error: `${label} must be at most ${max} characters.` } : { value: text };
}

/** The one email rule of every form (src/shared/schemas/email.ts). */
export const email: Rule = checkEmail;

export const phone: Rule = (value) => {
  const compact = value.replace(/[\s-]/g, '');
  const local = BANGLADESHI_MOBILE.exec(compact)?.[1];
  if (local) return { value: `0${local}` };
  if (INTERNATIONAL.test(compact)) return { value: compact };
  return {
    error:
      'Enter a Bangladeshi mobile number like 01712345678, or an international number starting with +.',
  };
};

export const webLink: Rule = (value) => {
  if (value.length > 2048) return { error: 'The link must be at most 2048 characters.' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: 'Enter a full link starting with https://, e.g. to your CV or portfolio.' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return { error: 'The link must start with https:// or http://.' };
  }
  return { value };
};

/** The honeypot: any value means a robot filled the form. */
export const honeypot = z.optional(z.unknown());

export type FormCheck<T, F extends string> =
  | { ok: true; data: T; isSpam: boolean }
  | { ok: false; message: string; fields: Partial<Record<F, string>> };

export function checkForm<T extends Record<string, unknown>, F extends string>(
  schema: z.ZodMiniType<T>,
  keys: readonly string[],
  input: unknown,
  what: string,
): FormCheck<Omit<T, typeof HONEYPOT_FIELD>, F> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: `Send the ${what} as a JSON object.`, fields: {} };
  }
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  const isSpam = trap !== undefined && trap !== null && trap !== '';
  const result = schema.safeParse(input);
  if (result.success) {
    const data = Object.fromEntries(
      Object.entries(result.data).filter(([key]) => key !== HONEYPOT_FIELD),
    ) as Omit<T, typeof HONEYPOT_FIELD>;
    return { ok: true, data, isSpam };
  }
  const fields: Partial<Record<F, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && keys.includes(key)) fields[key as F] ??= issue.message;
  }
  return { ok: false, message: `Some ${what} fields need correcting.`, fields };
}
