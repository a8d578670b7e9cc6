import * as z from 'zod/mini';
import {
  checkForm,
  email,
  HONEYPOT_FIELD,
  honeypot,
  maxLength,
  required,
  type FormCheck,
  type Rule,
} from './form-rules';

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
  firstName: required('Enter your first name.', maxLength('First name', 100)),
  lastName: required('Enter your last name.', maxLength('Last name', 100)),
  email: required('Enter your email address.', email),
  subject: required('Enter a subject.', maxLength('Subject', 200)),
  message: required('Enter your message.', contactMessage),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactFields = Omit<z.output<typeof contactSchema>, typeof HONEYPOT_FIELD>;
export type ContactField = keyof ContactFields;

export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'subject',
  'message',
];

export function checkContact(input: unknown): FormCheck<ContactFields, ContactField> {
  return checkForm(contactSchema, CONTACT_FIELDS, input, 'message');
}

/** A contact message as staff read it (GET /api/admin/messages). */
export interface ContactMessage extends ContactFields {
  id: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}
