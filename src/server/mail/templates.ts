import { formatTaka } from '../../shared/format/format';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/schemas/order';
import {
  EN_MAIL,
  type CertificateMailDetails,
  type Frame,
  type Layout,
  type LearnerMailCopy,
} from './mail-copy';
import { BN_MAIL } from './mail-copy-bn';

export type { OrderMailDetails, ProductKind, RefundMailDetails } from './mail-copy';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Shikhon Academy';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const COPIES: Readonly<Record<Locale, LearnerMailCopy>> = { en: EN_MAIL, bn: BN_MAIL };

/** A learner's mail in their language (English unless they chose Bangla). */
function learnerMail<Details>(
  pick: (copy: LearnerMailCopy) => (details: Details) => Layout,
): (details: Details, locale?: Locale) => MailContent {
  return (details, locale = DEFAULT_LOCALE) => {
    const copy = COPIES[locale];
    return compose(pick(copy)(details), copy.frame);
  };
}

export const verificationEmail = learnerMail((copy) => copy.verification);
export const passwordResetEmail = learnerMail((copy) => copy.passwordReset);
/**
 * The receipt sent when a learner submits a payment: what they bought, for how much, how they
 * paid and with which transaction ID, and what happens next (staff verify within VERIFICATION_HOURS).
 */
export const orderReceivedEmail = learnerMail((copy) => copy.orderReceived);
export const orderVerifiedEmail = learnerMail((copy) => copy.orderVerified);
/** A typed bKash transaction ID that bKash's own records confirmed: enrolled with no staff check. */
export const orderConfirmedByBkashEmail = learnerMail((copy) => copy.orderConfirmedByBkash);
export const orderRejectedEmail = learnerMail((copy) => copy.orderRejected);
/** A certificate was issued (or re-issued under a new name): its page, PDF and LinkedIn link. */
export const certificateIssuedEmail = learnerMail<CertificateMailDetails>(
  (copy) => copy.certificateIssued,
);
/** A refund was approved: the course access ended and the money went back by bKash or Nagad. */
export const refundApprovedEmail = learnerMail((copy) => copy.refundApproved);
/** A refund was declined, with staff's reason. */
export const refundDeclinedEmail = learnerMail((copy) => copy.refundDeclined);
export const applicationConfirmationEmail = learnerMail((copy) => copy.applicationConfirmation);
export const programmeOpenEmail = learnerMail((copy) => copy.programmeOpen);
/**
 * The receipt of a payment bKash confirmed itself (Tokenized Checkout): the money moved and the
 * learner is enrolled, in one mail; nobody has anything left to check.
 */
export const bkashPaymentReceiptEmail = learnerMail((copy) => copy.bkashPaymentReceipt);

// Mails to the academy's own staff: English only.

/**
 * To SUPPORT_EMAIL when a learner asks for a refund: who, which order, how much, what the rule
 * measured, and where staff decide it.
 */
export function refundRequestedEmail(request: {
  learnerName: string;
  learnerEmail: string;
  courseTitle: string;
  orderId: string;
  amount: number;
  paymentMethod: PaymentMethod;
  transactionId: string;
  percent: number;
  days: number;
  reason: string | null;
  url: string;
}): MailContent {
  const learner = request.learnerName.trim()
    ? `${request.learnerName.trim()} <${request.learnerEmail}>`
    : request.learnerEmail;
  return compose({
    subject: `Refund request: ${request.courseTitle} (${formatTaka(request.amount)}) from ${request.learnerEmail}`,
    name: 'Shikhon Academy team',
    paragraphs: [
      `${learner} asked for a refund. Reply to this email to answer them.`,
      [
        `Order: ${request.orderId}`,
        `Course: ${request.courseTitle}`,
        `Amount: ${formatTaka(request.amount)}`,
        `Paid by: ${PAYMENT_METHOD_LABELS[request.paymentMethod]}, transaction ID ${request.transactionId}`,
        `Measured at the request: ${request.percent}% complete, day ${request.days} after verification`,
      ].join('\n'),
      ...(request.reason ? [`Reason: ${request.reason}`] : []),
    ],
    action: { label: 'Open refund requests in the staff area', url: request.url },
    closing:
      'Approve it with the refund transaction ID once the money is sent back, or decline it with a reason; the learner is mailed either way.',
  });
}

export function contactMessageEmail(message: {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  url: string;
}): MailContent {
  return compose({
    subject: `Contact form: ${message.subject}`,
    name: 'Shikhon Academy team',
    paragraphs: [
      `${message.firstName} ${message.lastName} <${message.email}> wrote through the contact form. Reply to this email to answer them.`,
      `Subject: ${message.subject}`,
      message.message,
    ],
    action: { label: 'Open messages in the staff area', url: message.url },
    closing: 'We promise a reply within 24 hours.',
  });
}

export function applicationReceivedEmail(application: {
  name: string;
  email: string;
  phone: string;
  cvUrl: string;
  message: string | null;
  positionTitle: string;
  url: string;
}): MailContent {
  return compose({
    subject: `Application: ${application.positionTitle} from ${application.name}`,
    name: 'Shikhon Academy team',
    paragraphs: [
      `${application.name} <${application.email}> applied for ${application.positionTitle}. Reply to this email to answer them.`,
      `Phone: ${application.phone}`,
      `CV or portfolio: ${application.cvUrl}`,
      ...(application.message ? [`Message: ${application.message}`] : []),
    ],
    action: { label: 'Open applications in the staff area', url: application.url },
    closing: 'The applicant has been sent a confirmation.',
  });
}

function compose(
  { subject, name, paragraphs, action, closing }: Layout,
  frame: Frame = EN_MAIL.frame,
): MailContent {
  const greeting = frame.greeting(name.trim());
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}:`,
    action.url,
    '',
    closing,
    '',
    '--',
    frame.footer,
    '',
  ].join('\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;white-space:pre-wrap">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="${frame.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${escapeHtml(frame.fontFamily)}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:4px solid #0f766e">
<h1 style="margin:0;font-size:22px;line-height:28px;color:#134e4a">${BRAND}</h1>
</td></tr>
<tr><td style="padding:24px 32px">
${[greeting, ...paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;background:#0f766e;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563">${escapeHtml(frame.linkFallback)}<br><a href="${escapeHtml(action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(action.url)}</a></p>
${paragraph(closing)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280">${escapeHtml(frame.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
