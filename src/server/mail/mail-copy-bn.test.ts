import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/i18n/locale';
import type { MailContent } from './templates';
import {
  applicationConfirmationEmail,
  bkashPaymentReceiptEmail,
  certificateIssuedEmail,
  orderConfirmedByBkashEmail,
  orderReceivedEmail,
  orderRejectedEmail,
  orderVerifiedEmail,
  passwordResetEmail,
  programmeOpenEmail,
  refundApprovedEmail,
  refundDeclinedEmail,
  verificationEmail,
} from './templates';

const URL = 'https://shikhon.example/dashboard';
const order = {
  name: 'Tanvir Rahman',
  courseTitle: 'Docker Fundamentals',
  amount: 4900,
  paymentMethod: 'bkash' as const,
  transactionId: '9AB3KX7Q2M',
  url: URL,
};
const refund = { ...order, paymentMethod: 'nagad' as const };
const CERTIFICATE = {
  name: order.name,
  courseTitle: order.courseTitle,
  url: 'https://shikhon.example/certificates/abc',
  pdfUrl: 'https://shikhon.example/certificates/abc.pdf',
  linkedInUrl: 'https://www.linkedin.com/profile/add?name=Docker',
};

/** Every mail a learner can receive, with the details a real one carries. */
const LEARNER_MAILS = {
  verification: (l) => verificationEmail({ name: order.name, url: URL }, l),
  passwordReset: (l) => passwordResetEmail({ name: order.name, url: URL }, l),
  orderReceived: (l) => orderReceivedEmail({ ...order, kind: 'course' }, l),
  orderReceivedProgramme: (l) => orderReceivedEmail({ ...order, kind: 'programme' }, l),
  orderVerified: (l) => orderVerifiedEmail(order, l),
  orderConfirmedByBkash: (l) => orderConfirmedByBkashEmail(order, l),
  orderRejected: (l) => orderRejectedEmail({ ...order, reason: 'No such payment' }, l),
  certificateIssued: (l) => certificateIssuedEmail({ ...CERTIFICATE, reissued: false }, l),
  certificateReissued: (l) => certificateIssuedEmail({ ...CERTIFICATE, reissued: true }, l),
  refundApproved: (l) => refundApprovedEmail({ ...refund, refundTransactionId: 'RF12345678' }, l),
  refundDeclined: (l) => refundDeclinedEmail({ ...refund, reason: 'Past 30 days' }, l),
  applicationConfirmation: (l) =>
    applicationConfirmationEmail(
      { name: order.name, positionTitle: 'DevOps Instructor', url: URL },
      l,
    ),
  programmeOpen: (l) =>
    programmeOpenEmail({ name: order.name, title: 'Docker Hands-on Labs', url: URL }, l),
  bkashPaymentReceipt: (l) => bkashPaymentReceiptEmail({ ...order, kind: 'course' }, l),
} satisfies Record<string, (locale: Locale) => MailContent>;

type MailKey = keyof typeof LEARNER_MAILS;
const MAIL_KEYS = Object.keys(LEARNER_MAILS) as MailKey[];

/**
 * What may stay in Latin script in a Bangla mail: the details the mail carries as given (names,
 * titles, IDs, links, staff's reasons) and the names the glossary keeps in Latin script.
 */
const KEPT_AS_GIVEN = [
  /https?:\/\/\S+/g,
  /Tanvir Rahman|Docker Fundamentals|Docker Hands-on Labs|DevOps Instructor/g,
  /9AB3KX7Q2M|RF12345678|No such payment|Past 30 days/g,
  /Shikhon Academy|bKash|Nagad|LinkedIn|DevOps|PDF|SMS/g,
];

function englishLeftIn(text: string): string[] {
  const rest = KEPT_AS_GIVEN.reduce((remaining, pattern) => remaining.replace(pattern, ' '), text);
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('learner mails in Bangla', () => {
  it.each(MAIL_KEYS)('%s has no English words of its own', (key) => {
    const mail = LEARNER_MAILS[key]('bn');
    expect(englishLeftIn(mail.subject)).toEqual([]);
    expect(englishLeftIn(mail.text)).toEqual([]);
    expect(mail.text).toMatch(/[\u0980-\u09FF]/);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).toContain('Noto Sans Bengali');
  });

  it.each(MAIL_KEYS)('%s differs from its English twin', (key) => {
    const [en, bn] = LOCALES.map((locale) => LEARNER_MAILS[key](locale));
    expect(bn?.subject).not.toBe(en?.subject);
    expect(en?.html).toContain('<html lang="en">');
    expect(englishLeftIn(en?.text ?? '').length).toBeGreaterThan(0);
  });

  it('writes amounts and hours in Bengali digits with Bangladeshi grouping', () => {
    const receipt = orderReceivedEmail({ ...order, amount: 1250000, kind: 'course' }, 'bn');
    expect(receipt.text).toContain('পরিমাণ: ৳১২,৫০,০০০');
    expect(receipt.text).toContain('২৪ ঘণ্টার মধ্যে');
    expect(receipt.text).toContain('ট্রানজেকশন আইডি: 9AB3KX7Q2M');
    expect(receipt.text.startsWith('প্রিয় Tanvir Rahman,')).toBe(true);
  });

  it('greets a learner without a name, and keeps the link under its button in plain text', () => {
    const mail = verificationEmail({ name: '  ', url: URL }, 'bn');
    expect(mail.text.startsWith('প্রিয় শিক্ষার্থী,')).toBe(true);
    expect(mail.text).toContain(`ইমেইল যাচাই করুন:\n${URL}`);
    expect(mail.html).toContain('বাটনটি কাজ না করলে এই লিংকটি কপি করে ব্রাউজারে খুলুন:');
  });

  it('still writes English when no language is given', () => {
    expect(verificationEmail({ name: 'Rina', url: URL }).subject).toBe(
      'Verify your email for Shikhon Academy',
    );
  });
});
