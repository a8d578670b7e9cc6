/**
 * The contact form's checks: the shared schema's rules (zod), the same the server applies. Loaded
 * when the visitor first types, not with the page (contact-form-panel.tsx), so /contact's first
 * view does not carry ~7 KB it needs only on input.
 */
import { checkContact } from '../../../shared/schemas/contact';
import {
  EMPTY_CONTACT_FORM,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-form';

export { checkContact };

/** Every field's error; an empty object means the form is valid. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const checked = checkContact(values);
  return checked.ok ? {} : checked.fields;
}

/** The error for one field, or undefined when the value is fine (fields do not depend on each other). */
export function validateContactField(field: ContactField, value: string): string | undefined {
  return validateContactForm({ ...EMPTY_CONTACT_FORM, [field]: value })[field];
}
