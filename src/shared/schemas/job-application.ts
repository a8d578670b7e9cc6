import * as z from 'zod/mini';
import { positions } from '../catalogue/careers';
import { checkEmail as email } from './email';
import { personName, phoneNumber, webLink, type Rule } from './fields';
import { checkForm, HONEYPOT_FIELD, honeypot, maxLength, optional, required } from './form-rules';
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGE_MAX,
  type ApplicationField,
} from './site-form-fields';

/** A job application: one schema for the application page and POST /api/careers/applications. */

export { APPLICATION_FIELDS, APPLICATION_MESSAGE_MAX, type ApplicationField };

const position: Rule = (id) =>
  positions.some((open) => open.id === id)
    ? { value: id }
    : { error: 'Choose one of the open positions.' };

export const applicationSchema = z.object({
  positionId: required('Choose the position you are applying for.', position),
  name: required('Enter your full name.', personName('Name must be at most 100 characters.')),
  email: required('Enter your email address.', email),
  phone: required(
    'Enter a phone number we can call you on.',
    phoneNumber(
      'Enter a Bangladeshi mobile number like 01712345678, or an international number starting with +.',
    ),
  ),
  cvUrl: required(
    'Enter a link to your CV or portfolio.',
    webLink({
      tooLong: 'The link must be at most 2048 characters.',
      notALink: 'Enter a full link starting with https://, e.g. to your CV or portfolio.',
      notWeb: 'The link must start with https:// or http://.',
    }),
  ),
  message: optional(maxLength('Your message', APPLICATION_MESSAGE_MAX)),
  [HONEYPOT_FIELD]: honeypot,
} satisfies Record<ApplicationField | typeof HONEYPOT_FIELD, unknown>);

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationFields = Omit<z.output<typeof applicationSchema>, typeof HONEYPOT_FIELD>;

/** Checks a job application; the honeypot is read apart, with isSpam (form-rules.ts). */
export const checkApplication = checkForm(applicationSchema, 'application');

/** A job application as staff read it (GET /api/admin/applications). */
export interface JobApplication extends ApplicationFields {
  id: string;
  positionTitle: string;
  createdAt: string;
  handledAt: string | null;
  handledByEmail: string | null;
}
