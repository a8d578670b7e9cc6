import * as z from 'zod/mini';
import { checkEmail as email } from './email';
import { personName, type Rule } from './fields';
import { checkForm, HONEYPOT_FIELD, honeypot, maxLength, required } from './form-rules';
import { CONTACT_FIELDS, type ContactField } from './site-form-fields';

/** The contact form: one schema for the page and for POST /api/contact. */

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

const contactMessage: Rule = (text) => {
  if (text.length < CONTACT_MESSAGE_MIN) {
    return { error: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters.` };
  }
  return maxLength('Your message', CONTACT_MESSAGE_MAX)(text);
};

export const contactSchema = z.object({
  firstName: required(
    'Enter your first name.',
    personName('First name must be at most 100 characters.'),
  ),
  lastName: required(
    'Enter your last name.',
    personName('Last name must be at most 100 characters.'),
  ),
  email: required('Enter your email address.', email),
  subject: required('Enter a subject.', maxLength('Subject', 200)),
  message: required('Enter your message.', contactMessage),
  [HONEYPOT_FIELD]: honeypot,
} satisfies Record<ContactField | typeof HONEYPOT_FIELD, unknown>);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactFields = Omit<z.output<typeof contactSchema>, typeof HONEYPOT_FIELD>;
export { CONTACT_FIELDS, type ContactField };

/** Checks a contact message; the honeypot is read apart, with isSpam (form-rules.ts). */
export const checkContact = checkForm(contactSchema, 'message');

/** A contact message as staff read it (GET /api/admin/messages). */
export interface ContactMessage extends ContactFields {
  id: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}
