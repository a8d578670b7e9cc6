/**
 * The job application's checks: the shared schema's rules (zod), the same the server applies.
 * Loaded when the applicant first types, not with the page (application-form-panel.tsx), so the
 * application page's first view does not carry ~7 KB it needs only on input.
 */
import { checkApplication } from '../../../shared/schemas/job-application';
import type { ApplicationErrors, ApplicationValues } from './application-form';

export { checkApplication };

/** Every field's error; an empty object means the form is valid. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const checked = checkApplication(values);
  return checked.ok ? {} : checked.fields;
}
