import * as z from 'zod/mini';
import { positions } from '../catalogue/careers';
import {
  checkForm,
  email,
  field,
  HONEYPOT_FIELD,
  honeypot,
  maxLength,
  phone,
  required,
  webLink,
  type FormCheck,
  type Rule,
} from './form-rules';

/** A job application: one schema for the application page and POST /api/careers/applications. */

export const APPLICATION_MESSAGE_MAX = 2000;

const position: Rule = (id) =>
  positions.some((open) => open.id === id)
    ? { value: id }
    : { error: 'Choose one of the open positions.' };

export const applicationSchema = z.object({
  positionId: required('Choose the position you are applying for.', position),
  name: required('Enter your full name.', maxLength('Name', 100)),
  email: required('Enter your email address.', email),
  phone: required('Enter a phone number we can call you on.', phone),
  cvUrl: required('Enter a link to your CV or portfolio.', webLink),
  message: field(null, maxLength('Your message', APPLICATION_MESSAGE_MAX)),
  [HONEYPOT_FIELD]: honeypot,
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationFields = Omit<z.output<typeof applicationSchema>, typeof HONEYPOT_FIELD>;
export type ApplicationField = keyof ApplicationFields;

export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'positionId',
  'name',
  'email',
  'phone',
  'cvUrl',
  'message',
];

export function checkApplication(input: unknown): FormCheck<ApplicationFields, ApplicationField> {
  return checkForm(applicationSchema, APPLICATION_FIELDS, input, 'application');
}

/** A job application as staff read it (GET /api/admin/applications). */
export interface JobApplication extends ApplicationFields {
  id: string;
  positionTitle: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}
