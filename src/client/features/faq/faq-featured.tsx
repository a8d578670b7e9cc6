import { faqItem, type FaqItem } from './faq-parts';
import { CLOUD_ACCOUNT_COURSES } from '../../../shared/catalogue/course-figures';
import { CERTIFICATE_REQUIREMENTS } from '../../../shared/schemas/certificate-rules';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/lab-rules';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import { QUIZ_PASS_PERCENT } from '../../../shared/schemas/quiz-rules';
import {
  MONEY_BACK_GUARANTEE,
  REFUND_DAYS,
  REFUND_PERCENT,
} from '../../../shared/schemas/refund-rules';
import { faqFeaturedCopy, type FeaturedFacts } from './faq-featured.copy';

/**
 * The most asked questions: answered on the contact page as well as under their topics on /faq.
 * Kept apart from the other answers so the contact page does not load the whole Help Center.
 * Every number and rule comes from the module the server enforces it with (faq-rules.test.tsx).
 */

const FACTS: FeaturedFacts = {
  bkash: PAYMENT_METHOD_LABELS.bkash,
  nagad: PAYMENT_METHOD_LABELS.nagad,
  verificationHours: VERIFICATION_HOURS,
  guarantee: MONEY_BACK_GUARANTEE,
  refundDays: REFUND_DAYS,
  refundPercent: REFUND_PERCENT,
  certificateRequirements: CERTIFICATE_REQUIREMENTS,
  quizPassPercent: QUIZ_PASS_PERCENT,
  labSessionMinutes: LAB_SESSION_MINUTES,
  labExtendMinutes: LAB_EXTEND_MINUTES,
  cloudAccountCourses: [...CLOUD_ACCOUNT_COURSES.values()],
};

export const PAYING: FaqItem = faqItem(faqFeaturedCopy.paying(FACTS));
export const NOT_VERIFIED: FaqItem = faqItem(faqFeaturedCopy.notVerified(FACTS));
export const REFUNDS: FaqItem = faqItem(faqFeaturedCopy.refunds(FACTS));
export const CERTIFICATE: FaqItem = faqItem(faqFeaturedCopy.certificate(FACTS));
export const LABS_SETUP: FaqItem = faqItem(faqFeaturedCopy.labsSetup(FACTS));

export const FEATURED_FAQS: readonly FaqItem[] = [
  PAYING,
  NOT_VERIFIED,
  REFUNDS,
  CERTIFICATE,
  LABS_SETUP,
];
