import { CONTACT_FIELDS, type ContactField } from '../../../shared/schemas/site-form-fields';
import { firstInvalid, type FieldErrors } from './site-form-outcome';

/**
 * The contact form's values; its checks (the shared schema's rules, the same the server applies)
 * are in contact-checks.lazy.ts, loaded once the visitor types.
 */

export type { ContactField };
export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = FieldErrors<ContactField>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

/** The first field (in form order) that has an error: where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactFormErrors): ContactField | undefined {
  return firstInvalid(errors, CONTACT_FIELDS);
}

/** The Subject pre-filled from `?subject=` (e.g. 'Question about Docker Fundamentals'), or ''. */
export function subjectFromSearch(search: string): string {
  return (new URLSearchParams(search).get('subject') ?? '').trim().slice(0, 200);
}
