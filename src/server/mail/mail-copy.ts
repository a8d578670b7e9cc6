import { formatTaka } from '../../shared/format/format';
import type { Locale } from '../../shared/i18n/locale';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/schemas/order';
import { VERIFICATION_HOURS } from '../../shared/schemas/payment-rules';

/** One mail's words: compose() (templates.ts) lays them out as HTML and plain text. */
export interface Layout {
  subject: string;
  name: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}

/** The words around every mail of one language. */
export interface Frame {
  lang: Locale;
  /** The first line; `name` is trimmed and may be empty. */
  greeting: (name: string) => string;
  /** Said above the action's link, for mail clients that do not show the button. */
  linkFallback: string;
  footer: string;
  /** The mail's fonts, first choice first: Bengali text needs a Bengali font before Arial. */
  fontFamily: string;
}

export interface OrderMailDetails {
  name: string;
  courseTitle: string;
  amount: number;
  paymentMethod: PaymentMethod;
  transactionId: string;
  url: string;
}

/** What was bought: a course or a lab programme (a bundle of labs), named as the learner saw it. */
export type ProductKind = 'course' | 'programme';

export interface CertificateMailDetails {
  name: string;
  courseTitle: string;
  url: string;
  pdfUrl: string;
  linkedInUrl: string;
  reissued: boolean;
}

export interface RefundMailDetails {
  name: string;
  courseTitle: string;
  amount: number;
  paymentMethod: PaymentMethod;
  url: string;
}

/**
 * Every mail a learner receives, in one language. Each language's copy is checked against this
 * type, so a mail missing in one language, or one that takes other details, does not compile.
 * Mails to staff (refund requests, contact messages, applications) are English only.
 */
export interface LearnerMailCopy {
  frame: Frame;
  verification: (mail: { name: string; url: string }) => Layout;
  passwordReset: (mail: { name: string; url: string }) => Layout;
  orderReceived: (order: OrderMailDetails & { kind: ProductKind }) => Layout;
  orderVerified: (order: OrderMailDetails) => Layout;
  orderConfirmedByBkash: (order: OrderMailDetails) => Layout;
  orderRejected: (order: OrderMailDetails & { reason: string }) => Layout;
  certificateIssued: (certificate: CertificateMailDetails) => Layout;
  refundApproved: (refund: RefundMailDetails & { refundTransactionId: string }) => Layout;
  refundDeclined: (refund: RefundMailDetails & { reason: string }) => Layout;
  applicationConfirmation: (application: {
    name: string;
    positionTitle: string;
    url: string;
  }) => Layout;
  programmeOpen: (programme: { name: string; title: string; url: string }) => Layout;
  bkashPaymentReceipt: (order: OrderMailDetails & { kind: ProductKind }) => Layout;
}

const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  course: 'Course',
  programme: 'Lab programme',
};

function paymentLine(order: OrderMailDetails): string {
  return `Your ${PAYMENT_METHOD_LABELS[order.paymentMethod]} payment of ${formatTaka(order.amount)} for ${order.courseTitle} (transaction ID ${order.transactionId})`;
}

const THANKS_CLOSING =
  'Thank you for learning with Shikhon Academy. Reply to this email if anything looks wrong.';

export const EN_MAIL: LearnerMailCopy = {
  frame: {
    lang: 'en',
    greeting: (name) => `Hi ${name || 'there'},`,
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footer: 'Shikhon Academy · DevOps and cloud skills for Bangladesh',
    fontFamily: 'Arial,Helvetica,sans-serif',
  },

  verification: ({ name, url }) => ({
    subject: 'Verify your email for Shikhon Academy',
    name,
    paragraphs: [
      'Welcome to Shikhon Academy! Please confirm your email address to finish creating your account.',
    ],
    action: { label: 'Verify email', url },
    closing: 'If you did not create an account, you can ignore this email.',
  }),

  passwordReset: ({ name, url }) => ({
    subject: 'Reset your Shikhon Academy password',
    name,
    paragraphs: [
      'We received a request to reset your password. The link below expires in 1 hour.',
      'After you choose a new password, you will be signed out of your other sessions.',
    ],
    action: { label: 'Reset password', url },
    closing:
      'If you did not ask for this, you can ignore this email; your password stays the same.',
  }),

  orderReceived: (order) => {
    const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
    return {
      subject: `We received your payment details for ${order.courseTitle}`,
      name: order.name,
      paragraphs: [
        `Thank you! We received your payment details. This is your receipt:`,
        [
          `${PRODUCT_KIND_LABELS[order.kind]}: ${order.courseTitle}`,
          `Amount: ${formatTaka(order.amount)}`,
          `Payment method: ${method}`,
          `Transaction ID: ${order.transactionId}`,
          'Status: waiting for verification',
        ].join('\n'),
        `What happens next: our staff check your transaction ID against the payments our ${method} number received. Your payment is being verified; you will receive confirmation by email within ${VERIFICATION_HOURS} hours. Once it is verified, the ${order.kind === 'course' ? 'course' : 'lab programme'} opens in your dashboard. If we cannot verify it, we email you the reason and how to submit it again.`,
        'You can follow the status of your order in your dashboard at any time.',
      ],
      action: { label: 'Open my dashboard', url: order.url },
      closing: 'If any detail above is wrong, reply to this email and we will help.',
    };
  },

  orderVerified: (order) => ({
    subject: `You're enrolled in ${order.courseTitle}`,
    name: order.name,
    paragraphs: [
      `${paymentLine(order)} has been verified, and you are now enrolled.`,
      'Everything you bought is waiting for you in your dashboard.',
    ],
    action: { label: 'Open my dashboard', url: order.url },
    closing: THANKS_CLOSING,
  }),

  // A typed bKash transaction ID that bKash's own records confirmed (its search): enrolled with
  // no staff check, so the words say bKash confirmed it, not that someone verified it.
  orderConfirmedByBkash: (order) => ({
    subject: `You're enrolled in ${order.courseTitle}`,
    name: order.name,
    paragraphs: [
      `bKash confirmed ${paymentLine(order).replace(/^Your/, 'your')}, and you are now enrolled.`,
      'Everything you bought is waiting for you in your dashboard.',
    ],
    action: { label: 'Open my dashboard', url: order.url },
    closing: THANKS_CLOSING,
  }),

  orderRejected: (order) => ({
    subject: `We could not verify your payment for ${order.courseTitle}`,
    name: order.name,
    paragraphs: [
      `${paymentLine(order)} could not be verified.`,
      `Reason: ${order.reason}`,
      'If you did pay, check the transaction ID in your payment SMS and submit it again, or reply to this email and we will help.',
    ],
    action: { label: 'Submit the payment again', url: order.url },
    closing:
      'If you think this is a mistake, reply to this email with your payment SMS and we will sort it out.',
  }),

  certificateIssued: (certificate) => ({
    subject: certificate.reissued
      ? `Your certificate for ${certificate.courseTitle} now carries your new name`
      : `Your certificate for ${certificate.courseTitle} is ready`,
    name: certificate.name,
    paragraphs: [
      certificate.reissued
        ? `Your certificate for ${certificate.courseTitle} was re-issued to ${certificate.name}. The earlier one stays verifiable and its page points to this one.`
        : `Congratulations! You finished every lesson, quiz and lab of ${certificate.courseTitle}, and your certificate is issued to ${certificate.name}.`,
      `Anyone can check it on its page. Download it as a PDF: ${certificate.pdfUrl}`,
      `Add it to your LinkedIn profile: ${certificate.linkedInUrl}`,
    ],
    action: { label: 'View your certificate', url: certificate.url },
    closing:
      'If the name on it is wrong, change it on your profile and re-issue it from your dashboard.',
  }),

  refundApproved: (refund) => {
    const method = PAYMENT_METHOD_LABELS[refund.paymentMethod];
    return {
      subject: `Your refund for ${refund.courseTitle}`,
      name: refund.name,
      paragraphs: [
        `We have refunded your payment of ${formatTaka(refund.amount)} for ${refund.courseTitle} to the ${method} number you paid from. The refund's ${method} transaction ID is ${refund.refundTransactionId}.`,
        'Your enrolment in the course has ended, so its lessons and labs are no longer open to you.',
      ],
      action: { label: 'Open my dashboard', url: refund.url },
      closing:
        'If you cannot find the money in your account, reply to this email and quote the ID above.',
    };
  },

  refundDeclined: (refund) => ({
    subject: `Your refund request for ${refund.courseTitle}`,
    name: refund.name,
    paragraphs: [
      `We could not approve your refund request for ${refund.courseTitle}.`,
      `Reason: ${refund.reason}`,
      'You are still enrolled in the course.',
    ],
    action: { label: 'Open my dashboard', url: refund.url },
    closing: 'If you think this is a mistake, reply to this email and we will look again.',
  }),

  applicationConfirmation: (application) => ({
    subject: `We received your application for ${application.positionTitle}`,
    name: application.name,
    paragraphs: [
      `Thank you for applying for ${application.positionTitle} at Shikhon Academy. Our team reads every application and will contact you about the next steps.`,
      'You can reply to this email if you want to add anything.',
    ],
    action: { label: 'See our open positions', url: application.url },
    closing: 'If you did not apply, you can ignore this email.',
  }),

  programmeOpen: (programme) => ({
    subject: `${programme.title} is open`,
    name: programme.name,
    paragraphs: [
      `You asked us to tell you when ${programme.title} goes on sale. Its labs are ready, and you can enrol now.`,
      'This is the only email we send about it.',
    ],
    action: { label: 'See the programme', url: programme.url },
    closing: 'Thank you for learning with Shikhon Academy.',
  }),

  // A payment bKash confirmed itself (Tokenized Checkout): the money moved and the learner is
  // enrolled, in one mail; nobody has anything left to check.
  bkashPaymentReceipt: (order) => ({
    subject: `You're enrolled in ${order.courseTitle}`,
    name: order.name,
    paragraphs: [
      `Thank you! bKash confirmed your payment and you are now enrolled. This is your receipt:`,
      [
        `${PRODUCT_KIND_LABELS[order.kind]}: ${order.courseTitle}`,
        `Amount: ${formatTaka(order.amount)}`,
        `Payment method: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
        `Transaction ID: ${order.transactionId}`,
        'Status: paid, enrolled',
      ].join('\n'),
      `The ${order.kind === 'course' ? 'course' : 'lab programme'} is waiting for you in your dashboard.`,
    ],
    action: { label: 'Open my dashboard', url: order.url },
    closing: 'If any detail above is wrong, reply to this email and we will help.',
  }),
};
