import type { Checked } from '../../../shared/schemas/check';
import {
  checkProfile,
  type Profile,
  type ProfileField,
  type ProfileFields,
} from '../../../shared/schemas/profile';
import { profileCopy } from './profile.copy';

/** The profile form's state: what the inputs hold, as text (pure, shared by UI and tests). */
export type ProfileFormValues = Record<ProfileField, string>;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** The fields in the order the page shows them: where focus goes after a failed save. */
export const FORM_ORDER: readonly ProfileField[] = [
  'profilePictureUrl',
  'name',
  'nameBn',
  'profession',
  'company',
  'nationality',
  'email',
  'phoneNumber',
  'facebookUrl',
  'linkedinUrl',
  'githubUrl',
  'institute',
  'highSchoolGraduationYear',
  'highSchoolGpa',
];

export const EMPTY_PROFILE_FORM = Object.fromEntries(
  FORM_ORDER.map((field) => [field, '']),
) as ProfileFormValues;

export function toFormValues(profile: Profile): ProfileFormValues {
  const values = { ...EMPTY_PROFILE_FORM };
  for (const field of FORM_ORDER) {
    const value = profile[field];
    values[field] = value === null ? '' : String(value);
  }
  return values;
}

/** The same checks the server makes (one shared schema), run before sending. */
export function checkProfileForm(values: ProfileFormValues): Checked<ProfileFields, ProfileField> {
  const checked = checkProfile(values);
  return checked.ok ? checked : { ...checked, fields: inPageLanguage(checked.fields) };
}

/** The shared rules' messages (English, the server's too) in the page's language. */
export function inPageLanguage(errors: ProfileFormErrors): ProfileFormErrors {
  const worded: ProfileFormErrors = {};
  for (const field of FORM_ORDER) {
    const message = errors[field];
    if (message !== undefined) worded[field] = profileCopy.fieldError(field, message);
  }
  return worded;
}

export function firstInvalidField(errors: ProfileFormErrors): ProfileField | undefined {
  return FORM_ORDER.find((field) => errors[field] !== undefined);
}

/** Up to two initials for the picture placeholder: from the name, else the email. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.map((word) => word.charAt(0)) : [email.trim().charAt(0)];
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export const ACCEPTED_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, checked before sending it (the server checks again). */
export function pictureProblem(file: { type: string; size: number }): string | undefined {
  if (!ACCEPTED_PICTURE_TYPES.includes(file.type)) {
    return profileCopy.picture.wrongType;
  }
  if (file.size > MAX_PICTURE_BYTES) {
    return profileCopy.picture.tooLarge;
  }
  return undefined;
}
