/** The contact form's fields and the checks made before sending (pure, shared by UI and tests). */

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const MESSAGE_MIN_LENGTH = 10;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

// Something@something.tld, no spaces: the browser's own email check is stricter than needed here.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED_MESSAGES: Record<ContactField, string> = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter your email address.',
  subject: 'Enter a subject.',
  message: 'Enter your message.',
};

/** The error for one field, or undefined when the value is fine. */
export function validateContactField(field: ContactField, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return REQUIRED_MESSAGES[field];
  if (field === 'email' && !EMAIL_PATTERN.test(trimmed)) {
    return 'Enter a valid email address, like name@example.com.';
  }
  if (field === 'message' && trimmed.length < MESSAGE_MIN_LENGTH) {
    return `Your message must be at least ${MESSAGE_MIN_LENGTH} characters.`;
  }
  return undefined;
}

/** Every field's error; an empty object means the form is valid. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field (in form order) that has an error: where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactFormErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** The Subject pre-filled from `?subject=` (e.g. 'Application: Frontend Engineer'), or ''. */
export function subjectFromSearch(search: string): string {
  return (new URLSearchParams(search).get('subject') ?? '').trim().slice(0, 200);
}
