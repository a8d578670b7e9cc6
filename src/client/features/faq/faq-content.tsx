import { faqItem, type FaqItem } from './faq-parts';
import { CERTIFICATE, LABS_SETUP, NOT_VERIFIED, PAYING, REFUNDS } from './faq-featured';
import { REISSUE_INTERVAL_DAYS } from '../../../shared/schemas/certificate-rules';
import { courses } from '../../../shared/catalogue/courses';
import { formatPrice } from '../../i18n/format.copy';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import {
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
  VERIFICATION_HOURS,
} from '../../../shared/schemas/payment-rules';
import { MONEY_BACK_GUARANTEE, REFUND_PERCENT } from '../../../shared/schemas/refund-rules';
import { faqCopy, type FaqFacts } from './faq.copy';

const prices = courses.map((course) => course.priceBDT);

/** Every number and name the answers state, from the module the server enforces it with. */
export const FAQ_FACTS: FaqFacts = {
  bkash: PAYMENT_METHOD_LABELS.bkash,
  nagad: PAYMENT_METHOD_LABELS.nagad,
  minPrice: formatPrice(Math.min(...prices)),
  maxPrice: formatPrice(Math.max(...prices)),
  transactionIdMin: TRANSACTION_ID_MIN,
  transactionIdMax: TRANSACTION_ID_MAX,
  verificationHours: VERIFICATION_HOURS,
  pending: ORDER_STATUS_LABELS.pending,
  verified: ORDER_STATUS_LABELS.verified,
  rejected: ORDER_STATUS_LABELS.rejected,
  refundPercent: REFUND_PERCENT,
  reissueDays: REISSUE_INTERVAL_DAYS,
  guarantee: MONEY_BACK_GUARANTEE,
};

/** The Help Center's answers, grouped by topic (each topic is one h2 on /faq). */
export interface FaqTopic {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const { topics: titles, items } = faqCopy;

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'payments',
    title: titles.payments,
    items: [
      PAYING,
      faqItem(items.cost(FAQ_FACTS)),
      faqItem(items.fees(FAQ_FACTS)),
      faqItem(items.numbers(FAQ_FACTS)),
      faqItem(items.oneId()),
    ],
  },
  {
    id: 'verification',
    title: titles.verification,
    items: [
      faqItem(items.verificationTime(FAQ_FACTS)),
      faqItem(items.status(FAQ_FACTS)),
      faqItem(items.rejected()),
      NOT_VERIFIED,
    ],
  },
  {
    id: 'refunds',
    title: titles.refunds,
    items: [REFUNDS, faqItem(items.askRefund(FAQ_FACTS)), faqItem(items.afterRefund(FAQ_FACTS))],
  },
  {
    id: 'certificates',
    title: titles.certificates,
    items: [
      CERTIFICATE,
      faqItem(items.certificateName(FAQ_FACTS)),
      faqItem(items.shareCertificate()),
    ],
  },
  {
    id: 'labs',
    title: titles.labs,
    items: [
      LABS_SETUP,
      faqItem(items.tryFirst()),
      faqItem(items.passLab()),
      faqItem(items.labLength()),
    ],
  },
  {
    id: 'accounts',
    title: titles.accounts,
    items: [faqItem(items.verifyEmail()), faqItem(items.forgotPassword()), faqItem(items.google())],
  },
];
