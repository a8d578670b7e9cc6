import { checkContact, CONTACT_FIELDS, type ContactField } from '../../../shared/schemas/contact';
import { firstInvalid, type FieldErrors } from './site-form-outcome';

/** The contact form's values and checks (the shared schema's rules, the same the server applies). */

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

/** Every field's error; an empty object means the form is valid. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const checked = checkContact(values);
  return checked.ok ? {} : checked.fields;
}

/** The error for one field, or undefined when the value is fine (fields do not depend on each other). */
export function validateContactField(field: ContactField, value: string): string | undefined {
  return validateContactForm({ ...EMPTY_CONTACT_FORM, [field]: value })[field];
}

/** The first field (in form order) that has an error: where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactFormErrors): ContactField | undefined {
  return firstInvalid(errors, CONTACT_FIELDS);
}

/** The Subject pre-filled from `?subject=` (e.g. 'Question about Docker Fundamentals'), or ''. */
export function subjectFromSearch(search: string): string {
  return (new URLSearchParams(search).get('subject') ?? '').trim().slice(0, 200);
}
