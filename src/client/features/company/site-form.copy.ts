import type { CopyShape } from '../../../shared/i18n/copy';

/** What the public forms (contact, job application) share: the spam trap and the send errors. */
export const siteFormCopy = {
  honeypotLabel: 'Leave this field empty',
  /** A form that could not be sent for another reason than its fields. */
  notSent: (email: string) => `Please try again, or email ${email}.`,
  /**
   * A field's error as shown beside it. The shared schema writes its messages in English (the
   * server answers in the page's language); each language's copy gives them in its own words.
   */
  fieldError: (message: string) => message,
};

export type SiteFormCopy = CopyShape<typeof siteFormCopy>;
