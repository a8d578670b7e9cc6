import { FaqLink, SupportEmailLink, type FaqItem } from './faq-parts';
import { CLOUD_ACCOUNT_COURSES as CLOUD_COURSES } from '../../../shared/catalogue/course-figures';
import { CERTIFICATE_REQUIREMENTS } from '../../../shared/schemas/certificate-rules';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/lab-rules';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import {
  MONEY_BACK_GUARANTEE,
  REFUND_DAYS,
  REFUND_PERCENT,
} from '../../../shared/schemas/refund-rules';
import { localePath } from '../../i18n/locale-path';

/**
 * The most asked questions: answered on the contact page as well as under their topics on /faq.
 * Kept apart from the other answers so the contact page does not load the whole Help Center.
 * Every number and rule comes from the module the server enforces it with (faq-rules.test.tsx).
 */

const { bkash: BKASH, nagad: NAGAD } = PAYMENT_METHOD_LABELS;

/** 'A, B and C': the courses whose practice needs the learner's own cloud account. */
const CLOUD_ACCOUNT_COURSES = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format([
  ...CLOUD_COURSES.values(),
]);

export const PAYING: FaqItem = {
  question: 'How do I pay for a course?',
  answer: (
    <>
      <p>
        Paid courses are paid in taka by {BKASH} or {NAGAD}, from the course&rsquo;s checkout page.
        You need to be <FaqLink href={localePath('/auth')}>signed in</FaqLink>.
      </p>
      <p className="mt-3">
        Where checkout shows <strong>Pay with bKash</strong>, press it and approve the payment on
        bKash&rsquo;s own page with your bKash number, verification code and PIN: you are enrolled
        as soon as bKash confirms it, usually in seconds. Otherwise, or to pay by {NAGAD}:
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        <li>
          Choose {BKASH} or {NAGAD} at checkout.
        </li>
        <li>
          In your {BKASH} or {NAGAD} app, use <strong>Send Money</strong> to send the course price
          to the number shown at checkout.
        </li>
        <li>Note the transaction ID from the confirmation SMS.</li>
        <li>
          Back at checkout, enter the mobile number you paid from and the transaction ID, then
          submit them.
        </li>
      </ol>
      <p className="mt-3">
        We check every payment you send yourself (a bKash transaction ID with bKash at once, where
        checkout offers Pay with bKash) and verify it within {VERIFICATION_HOURS} hours at most; you
        get an email as soon as your course is unlocked.
      </p>
    </>
  ),
};

export const NOT_VERIFIED: FaqItem = {
  question: `What if my payment has not been verified after ${VERIFICATION_HOURS} hours?`,
  answer: (
    <p>
      Email <SupportEmailLink /> with your mobile number and transaction ID, or reach us another way
      from the <FaqLink href={localePath('/contact')}>contact page</FaqLink>. We will find your
      payment and confirm it the same day.
    </p>
  ),
};

export const REFUNDS: FaqItem = {
  question: 'Can I get a refund?',
  answer: (
    <p>
      Yes. Every paid course has a {MONEY_BACK_GUARANTEE}: if you ask within {REFUND_DAYS} days of
      your payment being verified and have completed less than {REFUND_PERCENT}% of the course, we
      refund the full price to the {BKASH} or {NAGAD} account you paid from. A lab programme is
      refunded the same way, counting the share of its labs you have passed. Request it from your{' '}
      <FaqLink href={localePath('/dashboard')}>Dashboard</FaqLink>; there is no need to email us.
    </p>
  ),
};

export const CERTIFICATE: FaqItem = {
  question: 'Do I get a certificate?',
  answer: (
    <p>
      Yes. When you have finished a whole course, with {CERTIFICATE_REQUIREMENTS}, you get a
      verified Shikhon Academy certificate of completion at that moment. There is no separate exam.
      Each course page&rsquo;s <strong>Get Certificate</strong> button lists what that course needs,
      and your certificates are on your <FaqLink href={localePath('/dashboard')}>Dashboard</FaqLink>
      .
    </p>
  ),
};

export const LABS_SETUP: FaqItem = {
  question: 'Do I need to install anything for the labs?',
  answer: (
    <p>
      No. Each lab is a throwaway Debian 12 machine, a sandbox on our own servers that opens in a
      terminal in your browser, with every tool already installed. It is not a cloud account: it is
      shut off from the internet and from other learners, and it is deleted when your session ends.
      A session lasts {LAB_SESSION_MINUTES} minutes and can be extended once by {LAB_EXTEND_MINUTES}{' '}
      minutes. A laptop or desktop with a modern browser and a stable internet connection is all you
      need. The {CLOUD_ACCOUNT_COURSES} courses have no labs: their lessons end with exercises you
      run on your own cloud account, which your provider may charge for.
    </p>
  ),
};

export const FEATURED_FAQS: readonly FaqItem[] = [
  PAYING,
  NOT_VERIFIED,
  REFUNDS,
  CERTIFICATE,
  LABS_SETUP,
];
