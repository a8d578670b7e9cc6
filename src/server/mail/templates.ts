import { formatTaka } from '../../shared/format/format';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/schemas/order';
import { VERIFICATION_HOURS } from '../../shared/schemas/payment-rules';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Shikhon Academy';
const FOOTER = 'Shikhon Academy · DevOps and cloud skills for Bangladesh';

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

export function verificationEmail({ name, url }: { name: string; url: string }): MailContent {
  return compose({
    subject: 'Verify your email for Shikhon Academy',
    name,
    paragraphs: [
      'Welcome to Shikhon Academy! Please confirm your email address to finish creating your account.',
    ],
    action: { label: 'Verify email', url },
    closing: 'If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetEmail({ name, url }: { name: string; url: string }): MailContent {
  return compose({
    subject: 'Reset your Shikhon Academy password',
    name,
    paragraphs: [
      'We received a request to reset your password. The link below expires in 1 hour.',
      'After you choose a new password, you will be signed out of your other sessions.',
    ],
    action: { label: 'Reset password', url },
    closing:
      'If you did not ask for this, you can ignore this email; your password stays the same.',
  });
}

export interface OrderMailDetails {
  name: string;
  courseTitle: string;
  amount: number;
  paymentMethod: PaymentMethod;
  transactionId: string;
  url: string;
}

function paymentLine(order: OrderMailDetails): string {
  return `Your ${PAYMENT_METHOD_LABELS[order.paymentMethod]} payment of ${formatTaka(order.amount)} for ${order.courseTitle} (transaction ID ${order.transactionId})`;
}

/** What was bought: a course or a lab programme (a bundle of labs), named as the learner saw it. */
export type ProductKind = 'course' | 'programme';

const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  course: 'Course',
  programme: 'Lab programme',
};

/**
 * The receipt sent when a learner submits a payment: what they bought, for how much, how they
 * paid and with which transaction ID, and what happens next (staff verify within VERIFICATION_HOURS).
 */
export function orderReceivedEmail(order: OrderMailDetails & { kind: ProductKind }): MailContent {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  return compose({
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
  });
}

export function orderVerifiedEmail(order: OrderMailDetails): MailContent {
  return compose({
    subject: `You're enrolled in ${order.courseTitle}`,
    name: order.name,
    paragraphs: [
      `${paymentLine(order)} has been verified, and you are now enrolled.`,
      'Everything you bought is waiting for you in your dashboard.',
    ],
    action: { label: 'Open my dashboard', url: order.url },
    closing:
      'Thank you for learning with Shikhon Academy. Reply to this email if anything looks wrong.',
  });
}

/**
 * A typed bKash transaction ID that bKash's own records confirmed (its search): enrolled with no
 * staff check, so the words say bKash confirmed it, not that someone verified it.
 */
export function orderConfirmedByBkashEmail(order: OrderMailDetails): MailContent {
  return compose({
    subject: `You're enrolled in ${order.courseTitle}`,
    name: order.name,
    paragraphs: [
      `bKash confirmed ${paymentLine(order).replace(/^Your/, 'your')}, and you are now enrolled.`,
      'Everything you bought is waiting for you in your dashboard.',
    ],
    action: { label: 'Open my dashboard', url: order.url },
    closing:
      'Thank you for learning with Shikhon Academy. Reply to this email if anything looks wrong.',
  });
}

export function orderRejectedEmail(order: OrderMailDetails & { reason: string }): MailContent {
  return compose({
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
  });
}

/** A certificate was issued (or re-issued under a new name): its page, PDF and LinkedIn link. */
export function certificateIssuedEmail(certificate: {
  name: string;
  courseTitle: string;
  url: string;
  pdfUrl: string;
  linkedInUrl: string;
  reissued: boolean;
}): MailContent {
  return compose({
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
  });
}

export interface RefundMailDetails {
  name: string;
  courseTitle: string;
  amount: number;
  paymentMethod: PaymentMethod;
  url: string;
}

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

/** A refund was approved: the course access ended and the money went back by bKash or Nagad. */
export function refundApprovedEmail(
  refund: RefundMailDetails & { refundTransactionId: string },
): MailContent {
  const method = PAYMENT_METHOD_LABELS[refund.paymentMethod];
  return compose({
    subject: `Your refund for ${refund.courseTitle}`,
    name: refund.name,
    paragraphs: [
      `We have refunded your payment of ${formatTaka(refund.amount)} for ${refund.courseTitle} to the ${method} number you paid from. The refund's ${method} transaction ID is ${refund.refundTransactionId}.`,
      'Your enrolment in the course has ended, so its lessons and labs are no longer open to you.',
    ],
    action: { label: 'Open my dashboard', url: refund.url },
    closing:
      'If you cannot find the money in your account, reply to this email and quote the ID above.',
  });
}

/** A refund was declined, with staff's reason. */
export function refundDeclinedEmail(refund: RefundMailDetails & { reason: string }): MailContent {
  return compose({
    subject: `Your refund request for ${refund.courseTitle}`,
    name: refund.name,
    paragraphs: [
      `We could not approve your refund request for ${refund.courseTitle}.`,
      `Reason: ${refund.reason}`,
      'You are still enrolled in the course.',
    ],
    action: { label: 'Open my dashboard', url: refund.url },
    closing: 'If you think this is a mistake, reply to this email and we will look again.',
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

export function applicationConfirmationEmail(application: {
  name: string;
  positionTitle: string;
  url: string;
}): MailContent {
  return compose({
    subject: `We received your application for ${application.positionTitle}`,
    name: application.name,
    paragraphs: [
      `Thank you for applying for ${application.positionTitle} at Shikhon Academy. Our team reads every application and will contact you about the next steps.`,
      'You can reply to this email if you want to add anything.',
    ],
    action: { label: 'See our open positions', url: application.url },
    closing: 'If you did not apply, you can ignore this email.',
  });
}

interface Layout {
  subject: string;
  name: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}

function compose({ subject, name, paragraphs, action, closing }: Layout): MailContent {
  const greeting = `Hi ${name.trim() || 'there'},`;
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
    FOOTER,
    '',
  ].join('\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;white-space:pre-wrap">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:4px solid #0f766e">
<h1 style="margin:0;font-size:22px;line-height:28px;color:#134e4a">${BRAND}</h1>
</td></tr>
<tr><td style="padding:24px 32px">
${[greeting, ...paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;background:#0f766e;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(action.url)}</a></p>
${paragraph(closing)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280">${escapeHtml(FOOTER)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

export function programmeOpenEmail(programme: {
  name: string;
  title: string;
  url: string;
}): MailContent {
  return compose({
    subject: `${programme.title} is open`,
    name: programme.name,
    paragraphs: [
      `You asked us to tell you when ${programme.title} goes on sale. Its labs are ready, and you can enrol now.`,
      'This is the only email we send about it.',
    ],
    action: { label: 'See the programme', url: programme.url },
    closing: 'Thank you for learning with Shikhon Academy.',
  });
}

/**
 * The receipt of a payment bKash confirmed itself (Tokenized Checkout): the money moved and the
 * learner is enrolled, in one mail; nobody has anything left to check.
 */
export function bkashPaymentReceiptEmail(
  order: OrderMailDetails & { kind: ProductKind },
): MailContent {
  const what = order.kind === 'course' ? 'course' : 'lab programme';
  return compose({
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
      `The ${what} is waiting for you in your dashboard.`,
    ],
    action: { label: 'Open my dashboard', url: order.url },
    closing: 'If any detail above is wrong, reply to this email and we will help.',
  });
}
