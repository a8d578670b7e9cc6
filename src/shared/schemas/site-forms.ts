import * as z from 'zod/mini';
import { positions } from '../catalogue/careers';

/**
 * The site's two public forms: contact messages and job applications. One schema each for the
 * form and for the server (POST /api/contact, POST /api/careers/applications), plus the shapes
 * the staff pages read. Both forms carry a honeypot field, `website`, that people never see:
 * the server accepts a filled one silently and keeps nothing.
 */

export const HONEYPOT_FIELD = 'website';
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const APPLICATION_MESSAGE_MAX = 2000;

// Something@something.tld, no spaces: the browser's own email check is stricter than needed here.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// 01XXXXXXXXX, optionally written +880 1XXXXXXXXX / 880…, or an international + number.
const BANGLADESHI_MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;
const INTERNATIONAL = /^\+\d{7,15}$/;

type Rule = (text: string) => { value: string } | { error: string };

/** A text field: trimmed; blank gives `missing` (or null when optional); `rule` decides the rest. */
function field(missing: string | null, rule: Rule = (value) => ({ value })) {
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

function required(missing: string, rule?: Rule) {
  return z.pipe(
    field(missing, rule),
    z.transform((value: string | null) => value ?? ''),
  );
}

function maxLength(label: string, max: number): Rule {
  return (text) =>
    text.length > max ? { error: `${label} must be at most ${max} characters.` } : { value: text };
}

const email: Rule = (value) => {
  if (value.length > 254) return { error: 'Email must be at most 254 characters.' };
  return EMAIL_PATTERN.test(value)
    ? { value }
    : { error: 'Enter a valid email address, like name@example.com.' };
};

const phone: Rule = (value) => {
  const compact = value.replace(/[\s-]/g, '');
  const local = BANGLADESHI_MOBILE.exec(compact)?.[1];
  if (local) return { value: `0${local}` };
  if (INTERNATIONAL.test(compact)) return { value: compact };
  return {
    error:
      'Enter a Bangladeshi mobile number like 01712345678, or an international number starting with +.',
  };
};

const webLink: Rule = (value) => {
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

const contactMessage: Rule = (text) => {
  if (text.length < CONTACT_MESSAGE_MIN) {
    return { error: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters.` };
  }
  return maxLength('Your message', CONTACT_MESSAGE_MAX)(text);
};

const position: Rule = (id) =>
  positions.some((open) => open.id === id)
    ? { value: id }
    : { error: 'Choose one of the open positions.' };

/** The honeypot: any value means a robot filled the form. */
const honeypot = z.optional(z.unknown());

export const contactSchema = z.object({
  firstName: required('Enter your first name.', maxLength('First name', 100)),
  lastName: required('Enter your last name.', maxLength('Last name', 100)),
  email: required('Enter your email address.', email),
  subject: required('Enter a subject.', maxLength('Subject', 200)),
  message: required('Enter your message.', contactMessage),
  [HONEYPOT_FIELD]: honeypot,
});

export const applicationSchema = z.object({
  positionId: required('Choose the position you are applying for.', position),
  name: required('Enter your full name.', maxLength('Name', 100)),
  email: required('Enter your email address.', email),
  phone: required('Enter a phone number we can call you on.', phone),
  cvUrl: required('Enter a link to your CV or portfolio.', webLink),
  message: field(null, maxLength('Your message', APPLICATION_MESSAGE_MAX)),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactFields = Omit<z.output<typeof contactSchema>, typeof HONEYPOT_FIELD>;
export type ContactField = keyof ContactFields;
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationFields = Omit<z.output<typeof applicationSchema>, typeof HONEYPOT_FIELD>;
export type ApplicationField = keyof ApplicationFields;

export type FormCheck<T, F extends string> =
  | { ok: true; data: T; isSpam: boolean }
  | { ok: false; message: string; fields: Partial<Record<F, string>> };

function check<T extends Record<string, unknown>, F extends string>(
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

export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'subject',
  'message',
];
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'positionId',
  'name',
  'email',
  'phone',
  'cvUrl',
  'message',
];

export function checkContact(input: unknown): FormCheck<ContactFields, ContactField> {
  return check(contactSchema, CONTACT_FIELDS, input, 'message');
}

export function checkApplication(input: unknown): FormCheck<ApplicationFields, ApplicationField> {
  return check(applicationSchema, APPLICATION_FIELDS, input, 'application');
}

/** A contact message as staff read it (GET /api/admin/messages). */
export interface ContactMessage extends ContactFields {
  id: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}

/** A job application as staff read it (GET /api/admin/applications). */
export interface JobApplication extends ApplicationFields {
  id: string;
  positionTitle: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}
