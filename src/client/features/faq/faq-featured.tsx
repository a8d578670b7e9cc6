import { FaqLink, SupportEmailLink, type FaqItem } from './faq-parts';
import {
  MONEY_BACK_GUARANTEE,
  REFUND_DAYS,
  REFUND_PERCENT,
} from '../../../shared/schemas/refund-rules';

/**
 * The most asked questions: answered on the contact page as well as under their topics on /faq.
 * Kept apart from the other answers so the contact page does not load the whole Help Center.
 */

export const PAYING: FaqItem = {
  question: 'How do I pay for a course?',
  answer: (
    <>
      <p>
        Paid courses are paid in taka by bKash or Nagad, from the course&rsquo;s checkout page. You
        need to be <FaqLink href="/auth">signed in</FaqLink>.
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        <li>Choose bKash or Nagad at checkout.</li>
        <li>
          In your bKash or Nagad app, use <strong>Send Money</strong> to send the course price to
          the number shown at checkout.
        </li>
        <li>Note the transaction ID from the confirmation SMS.</li>
        <li>
          Back at checkout, enter the mobile number you paid from and the transaction ID, then
          submit them.
        </li>
      </ol>
      <p className="mt-3">
        Our team checks every payment by hand and verifies it within 24 hours; you get an email as
        soon as your course is unlocked.
      </p>
    </>
  ),
};

export const NOT_VERIFIED: FaqItem = {
  question: 'What if my payment has not been verified after 24 hours?',
  answer: (
    <p>
      Email <SupportEmailLink /> with your mobile number and transaction ID, or call us Mon-Fri
      9am-6pm. We will find your payment and confirm it the same day.
    </p>
  ),
};

export const REFUNDS: FaqItem = {
  question: 'Can I get a refund?',
  answer: (
    <p>
      Yes. Every paid course has a {MONEY_BACK_GUARANTEE}: if you ask within {REFUND_DAYS} days of
      your payment being verified and have completed less than {REFUND_PERCENT}% of the course, we
      refund the full price to the bKash or Nagad account you paid from. Request it from your{' '}
      <FaqLink href="/dashboard">Dashboard</FaqLink>; there is no need to email us.
    </p>
  ),
};

export const CERTIFICATE: FaqItem = {
  question: 'Do I get a certificate?',
  answer: (
    <p>
      Yes. When you complete every lesson and lab in a course and pass its final assessment, you
      earn a verified Shikhon Academy certificate of completion.
    </p>
  ),
};

export const LABS_SETUP: FaqItem = {
  question: 'Do I need to install anything for the labs?',
  answer: (
    <p>
      No. Each lab is a throwaway Debian 12 machine on our servers that opens in a terminal in your
      browser, with every tool already installed. A laptop or desktop with a modern browser and a
      stable internet connection is all you need. The AWS, Azure, Google Cloud and Terraform courses
      have no labs: their lessons end with exercises you run on your own cloud account, which your
      provider may charge for.
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
