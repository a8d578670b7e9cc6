import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from './account';
import { checkEmail } from './email';

/**
 * The learner profile: one schema for the /profile form and for PUT /api/profile. Every field may
 * be left blank (blank, missing and null all mean "not given" and are saved as null). zod/mini
 * keeps the page's JavaScript small; the rules themselves are plain functions below.
 */

export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2030;

type Rule<T> = (text: string) => { value: T } | { error: string };

/** A blank-able field: strings are trimmed, '' and null become null, then `rule` decides. */
function blankable<T>(
  rule: Rule<T>,
  typeError: string,
  accepts: 'text' | 'text-or-number' = 'text',
) {
  const raw =
    accepts === 'text'
      ? z.union([z.string(), z.null()], { error: typeError })
      : z.union([z.string(), z.number(), z.null()], { error: typeError });
  return z.pipe(
    z.optional(raw),
    z.transform((input: string | number | null | undefined, ctx): T | null => {
      if (input === null || input === undefined) return null;
      const text = String(input).trim();
      if (text === '') return null;
      const result = rule(text);
      if ('error' in result) {
        ctx.issues.push({ code: 'custom', message: result.error, input });
        return z.NEVER;
      }
      return result.value;
    }),
  );
}

function maxLength(label: string, max: number): Rule<string> {
  return (text) =>
    text.length > max ? { error: `${label} must be at most ${max} characters` } : { value: text };
}

function text(label: string, max: number) {
  return blankable(maxLength(label, max), `${label} must be text`);
}

// 01XXXXXXXXX, optionally written +880 1XXXXXXXXX, 880…, +88 01… (as people do).
const BANGLADESHI_MOBILE = /^(?:(?:\+?880?)?0|\+?880)(1[3-9]\d{8})$/;
const INTERNATIONAL = /^\+\d{7,15}$/;

/** A Bangladeshi mobile number (stored as 01XXXXXXXXX) or an international one (+ and digits). */
const phoneNumber: Rule<string> = (value) => {
  const compact = value.replace(/[\s-]/g, '');
  const local = BANGLADESHI_MOBILE.exec(compact);
  if (local?.[1]) return { value: `0${local[1]}` };
  if (INTERNATIONAL.test(compact)) return { value: compact };
  return {
    error:
      'Phone number must be a Bangladeshi mobile number like 01712345678, or an international number starting with +',
  };
};

function webAddress(label: string): Rule<string> {
  return (value) => {
    if (value.length > 2048) return { error: `${label} must be at most 2048 characters` };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { error: `${label} must be a full web address starting with https://` };
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
      return { error: `${label} must start with http:// or https://` };
    }
    return { value };
  };
}

/** Uploaded pictures live at /media/{uuid}.webp (see POST /api/profile/picture). */
export const PICTURE_PATH =
  /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const pictureUrl: Rule<string> = (value) =>
  PICTURE_PATH.test(value)
    ? { value }
    : { error: 'Profile picture must be a picture uploaded with Upload Picture' };

const graduationYear: Rule<number> = (value) => {
  if (!/^-?\d+(\.0+)?$/.test(value)) return { error: 'Graduation year must be a whole number' };
  const year = Number.parseInt(value, 10);
  if (year < GRADUATION_YEAR_MIN || year > GRADUATION_YEAR_MAX) {
    return {
      error: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`,
    };
  }
  return { value: year };
};

/**
 * GPA from 0 to 5.00 in steps of 0.01, worked out on the decimal text (never in floating point,
 * where 3.555 * 100 rounds to a whole number), returned as exact two-decimal text: '4.50'.
 */
const gpa: Rule<string> = (value) => {
  const parts = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value);
  const [, sign = '', whole = '', fraction = ''] = parts ?? [];
  if (!parts || (whole === '' && fraction === '')) return { error: 'GPA must be a number' };
  const hundredths = fraction.padEnd(2, '0');
  if (/[^0]/.test(hundredths.slice(2))) {
    return { error: 'GPA must have at most 2 decimal places (steps of 0.01)' };
  }
  const total = Number(whole || '0') * 100 + Number(hundredths.slice(0, 2));
  if (total > 500 || (sign === '-' && total > 0)) {
    return { error: 'GPA must be between 0 and 5.00' };
  }
  return { value: `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}` };
};

export const profileSchema = z.object({
  name: text('Name', NAME_MAX_LENGTH),
  profession: text('Profession', 100),
  company: text('Company', 100),
  nationality: text('Nationality', 60),
  email: blankable(checkEmail, 'Email must be text'),
  phoneNumber: blankable(phoneNumber, 'Phone number must be text'),
  facebookUrl: blankable(webAddress('Facebook URL'), 'Facebook URL must be text'),
  linkedinUrl: blankable(webAddress('LinkedIn URL'), 'LinkedIn URL must be text'),
  githubUrl: blankable(webAddress('GitHub URL'), 'GitHub URL must be text'),
  institute: text('Institute', 200),
  highSchoolGraduationYear: blankable(
    graduationYear,
    'Graduation year must be a number',
    'text-or-number',
  ),
  highSchoolGpa: blankable(gpa, 'GPA must be a number', 'text-or-number'),
  profilePictureUrl: blankable(pictureUrl, 'Profile picture must be text'),
});

/** What the form or a client sends (strings from inputs, or numbers for year and GPA). */
export type ProfileInput = z.input<typeof profileSchema>;
/** The checked profile fields: null where not given. */
export type ProfileFields = z.output<typeof profileSchema>;
export type ProfileField = keyof ProfileFields;

/** The profile as GET and PUT /api/profile answer it. */
export interface Profile extends ProfileFields {
  /** ISO time of the last save; null until the first save. */
  updatedAt: string | null;
}

export const PROFILE_FIELDS = Object.keys(profileSchema.shape) as ProfileField[];

export type ProfileCheck =
  | { ok: true; data: ProfileFields }
  | { ok: false; message: string; fields: Partial<Record<ProfileField, string>> };

/** Checks a profile payload; on failure, one human message per bad field (the first found). */
export function checkProfile(input: unknown): ProfileCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: 'Send the profile as a JSON object.', fields: {} };
  }
  const result = profileSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Partial<Record<ProfileField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in profileSchema.shape) {
      fields[key as ProfileField] ??= issue.message;
    }
  }
  return { ok: false, message: 'Some profile fields need correcting.', fields };
}
