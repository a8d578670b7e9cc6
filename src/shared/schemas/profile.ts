import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from './account';
import { toLatinDigits } from '../format/digits';
import { checkWith } from './check';
import { checkEmail as email } from './email';
import {
  maxLength as maxLengthRule,
  optionalText,
  personName,
  phoneNumber,
  webLink,
  type Rule,
} from './fields';

/**
 * The learner profile: one schema for the /profile form and for PUT /api/profile. Every field may
 * be left blank (blank, missing and null all mean "not given" and are saved as null). zod/mini
 * keeps the page's JavaScript small; the rules themselves are plain functions (fields.ts, below).
 */

export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2030;

/** A blank-able field: strings are trimmed, '' and null become null, then `rule` decides. */
function blankable<T>(
  rule: Rule<T>,
  typeError: string,
  accepts: 'text' | 'text-or-number' = 'text',
) {
  return optionalText({ rule, typeError, numbers: accepts === 'text-or-number' });
}

function maxLength(label: string, max: number): Rule {
  return maxLengthRule(max, `${label} must be at most ${max} characters`);
}

function text(label: string, max: number) {
  return blankable(maxLength(label, max), `${label} must be text`);
}

const phone = phoneNumber(
  'Phone number must be a Bangladeshi mobile number like 01712345678, or an international number starting with +',
);

function webAddress(label: string): Rule {
  return webLink({
    tooLong: `${label} must be at most 2048 characters`,
    notALink: `${label} must be a full web address starting with https://`,
    notWeb: `${label} must start with http:// or https://`,
  });
}

/** Uploaded pictures live at /media/{uuid}.webp (see POST /api/profile/picture). */
export const PICTURE_PATH =
  /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const pictureUrl: Rule = (value) =>
  PICTURE_PATH.test(value)
    ? { value }
    : { error: 'Profile picture must be a picture uploaded with Upload Picture' };

const graduationYear: Rule<number> = (typed) => {
  const value = toLatinDigits(typed);
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
const gpa: Rule = (typed) => {
  const parts = /^(-?)(\d*)(?:\.(\d*))?$/.exec(toLatinDigits(typed));
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

/** Bengali letters and signs (U+0980-U+09FF): a name in Bangla has them and no Latin letter. */
const BENGALI_LETTER = /[\u0980-\u09FF]/u;
const LATIN_LETTER = /[A-Za-z]/;

export const NAME_BN_MESSAGES = {
  tooLong: `Name in Bangla must be at most ${NAME_MAX_LENGTH} characters`,
  notBangla: 'Name in Bangla must be written in Bangla letters, like নুসরাত জাহান',
} as const;

/** The name in Bangla script that certificates carry beside the chosen name (optional). */
const nameInBangla: Rule = (value) => {
  const checked = personName(NAME_BN_MESSAGES.tooLong)(value);
  if ('error' in checked) return checked;
  if (!BENGALI_LETTER.test(value) || LATIN_LETTER.test(value)) {
    return { error: NAME_BN_MESSAGES.notBangla };
  }
  return checked;
};

export const profileSchema = z.object({
  name: blankable(
    personName(`Name must be at most ${NAME_MAX_LENGTH} characters`),
    'Name must be text',
  ),
  nameBn: blankable(nameInBangla, 'Name in Bangla must be text'),
  profession: text('Profession', 100),
  company: text('Company', 100),
  nationality: text('Nationality', 60),
  email: blankable(email, 'Email must be text'),
  phoneNumber: blankable(phone, 'Phone number must be text'),
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

/** Checks a profile payload; on failure, one human message per bad field (the first found). */
export const checkProfile = checkWith(profileSchema, {
  notObject: 'Send the profile as a JSON object.',
  invalid: 'Some profile fields need correcting.',
});
