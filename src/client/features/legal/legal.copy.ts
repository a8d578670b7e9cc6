import type { CopyShape } from '../../../shared/i18n/copy';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';

/** The legal pages' frame (the documents themselves are privacy-policy.copy and terms-of-service.copy). */
export const legalCopy = {
  eyebrow: 'Legal',
  lastUpdated: (date: string) => `Last updated: ${date}`,
  onThisPage: 'On this page',
  /** The closing line: '{updated}. See also our {related} or {contact us} with any question.' */
  closing: {
    beforeRelated: '. See also our ',
    beforeContact: ' or ',
    contact: 'contact us',
    after: ' with any question.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'What personal information Shikhon Academy collects, why, how long we keep it and your rights. We use only a session cookie and reply to privacy requests within 30 days.',
  },
  terms: {
    title: 'Terms of Service',
    description: `The terms for using Shikhon Academy: minimum age 16, payment by bKash or Nagad, a ${MONEY_BACK_GUARANTEE}, acceptable use of labs and Bangladeshi law.`,
  },
};

export type LegalCopy = CopyShape<typeof legalCopy>;
