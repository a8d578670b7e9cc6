/**
 * The public forms' field names and limits, without their rules: the contact and job application
 * pages render their forms from these, and load the rules (zod, contact.ts and job-application.ts)
 * only when the visitor starts typing, so the pages' first view does not carry them.
 */

/** The honeypot field people never see (form-rules.ts reads it). */
export const HONEYPOT_FIELD = 'website';

/** The contact form's fields, in form order (where focus goes after a failed submit). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The job application's fields, in form order. */
export const APPLICATION_FIELDS = [
  'positionId',
  'name',
  'email',
  'phone',
  'cvUrl',
  'message',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const APPLICATION_MESSAGE_MAX = 2000;
