import {
  APPLICATION_FIELDS,
  checkApplication,
  type ApplicationField,
} from '../../../shared/schemas/job-application';
import { firstInvalid, type FieldErrors } from './site-form-outcome';

/** The job application form's values and checks (the shared schema's rules, as on the server). */

export type { ApplicationField };
export type ApplicationValues = Record<ApplicationField, string>;
export type ApplicationErrors = FieldErrors<ApplicationField>;

export function emptyApplication(positionId: string): ApplicationValues {
  return { positionId, name: '', email: '', phone: '', cvUrl: '', message: '' };
}

/** Every field's error; an empty object means the form is valid. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const checked = checkApplication(values);
  return checked.ok ? {} : checked.fields;
}

/** The first field (in form order) that has an error: where focus goes after a failed submit. */
export function firstInvalidApplicationField(
  errors: ApplicationErrors,
): ApplicationField | undefined {
  return firstInvalid(errors, APPLICATION_FIELDS);
}
