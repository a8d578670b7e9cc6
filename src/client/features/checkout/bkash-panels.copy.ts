import type { CopyShape } from '../../../shared/i18n/copy';
import { BKASH_MESSAGES } from '../../../shared/schemas/bkash';

/** Pay with bKash's panels at checkout (their own chunk, as is this). */
export const bkashPanelsCopy = {
  payHeading: 'Pay with bKash and start now',
  payIntro: (amount: string) =>
    `Approve ${amount} on bKash's own page with your bKash number, verification code and PIN. You are enrolled as soon as bKash confirms, usually in seconds: no transaction ID to type, no waiting for staff.`,
  simulator: `${BKASH_MESSAGES.simulator} (this server has no bKash credentials).`,
  opening: 'Opening bKash…',
  payButton: (amount: string) => `${BKASH_MESSAGES.button} · ${amount}`,
  payOtherWay: 'Prefer to send money yourself, or paying by Nagad? Use the form below.',
  received: 'Payment received, being checked',
  confirming: 'Confirming your bKash payment…',
  receiptEmailed: 'We emailed you the receipt.',
  startLearning: 'Start learning',
  goToProgramme: 'Go to programme',
  cancelled: 'bKash payment cancelled',
  notCompleted: 'bKash payment not completed',
  enrolledMessage: BKASH_MESSAGES.enrolled,
  enrolledDetails: (transactionId: string, amount: string) =>
    `Transaction ${transactionId} · ${amount}. We emailed you the confirmation.`,
};

export type BkashPanelsCopy = CopyShape<typeof bkashPanelsCopy>;
