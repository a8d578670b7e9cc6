import {
  APPLICATION_FIELDS,
  type ApplicationField,
} from '../../../shared/schemas/site-form-fields';
import { firstInvalid, type FieldErrors } from './site-form-outcome';

/**
 * The job application form's values; its checks (the shared schema's rules, as on the server)
 * are in application-checks.lazy.ts, loaded once the applicant types.
 */

export type { ApplicationField };
export type ApplicationValues = Record<ApplicationField, string>;
export type ApplicationErrors = FieldErrors<ApplicationField>;

export function emptyApplication(positionId: string): ApplicationValues {
  return { positionId, name: '', email: '', phone: '', cvUrl: '', message: '' };
}

/** The first field (in form order) that has an error: where focus goes after a failed submit. */
export function firstInvalidApplicationField(
  errors: ApplicationErrors,
): ApplicationField | undefined {
  return firstInvalid(errors, APPLICATION_FIELDS);
}
