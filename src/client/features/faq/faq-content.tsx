import { FaqLink, type FaqItem } from './faq-parts';
import { CERTIFICATE, LABS_SETUP, NOT_VERIFIED, PAYING, REFUNDS } from './faq-featured';
import { REISSUE_INTERVAL_DAYS } from '../../../shared/schemas/certificates';
import { courses } from '../../../shared/catalogue/courses';
import { formatTaka } from '../../../shared/format/format';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import {
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
  VERIFICATION_HOURS,
} from '../../../shared/schemas/payment-rules';
import { REFUND_PERCENT } from '../../../shared/schemas/refund-rules';
import { localePath } from '../../i18n/locale-path';

const { bkash: BKASH, nagad: NAGAD } = PAYMENT_METHOD_LABELS;
const prices = courses.map((course) => course.priceBDT);

/** The Help Center's answers, grouped by topic (each topic is one h2 on /faq). */
export interface FaqTopic {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'payments',
    title: 'Payments',
    items: [
      PAYING,
      {
        question: 'How much does a course cost?',
        answer: (
          <p>
            Each course has one price in taka, paid once, from {formatTaka(Math.min(...prices))} to{' '}
            {formatTaka(Math.max(...prices))}: see each course in the{' '}
            <FaqLink href={localePath('/courses')}>course catalogue</FaqLink>. Lab programmes show
            their own price on their page. The price at checkout is the one you pay.
          </p>
        ),
      },
      {
        question: 'Are there any fees?',
        answer: (
          <p>
            We charge only the course price shown on the course and at checkout, with no fee of our
            own. {BKASH} and {NAGAD} may charge their usual Send Money fee, which they take from
            your balance; make sure the full course price reaches us.
          </p>
        ),
      },
      {
        question: 'What mobile number and transaction ID do I enter?',
        answer: (
          <p>
            The {BKASH} or {NAGAD} number you sent the money from, like 01712345678, and the
            transaction ID from the confirmation SMS: {TRANSACTION_ID_MIN} to {TRANSACTION_ID_MAX}{' '}
            letters and digits, such as 9AB3XK2LQ1.
          </p>
        ),
      },
      {
        question: 'Can I use one transaction ID for two courses?',
        answer: (
          <p>
            No. Each payment is for one course, and a transaction ID belongs to the order it was
            first submitted with: checkout refuses it for any other order, and tells you so. Only if
            that order is rejected may you submit the same ID again. For another course, make a new
            payment and submit its own transaction ID.
          </p>
        ),
      },
    ],
  },
  {
    id: 'verification',
    title: 'Payment verification',
    items: [
      {
        question: 'How long does verification take?',
        answer: (
          <p>
            We verify every payment within {VERIFICATION_HOURS} hours. As soon as yours is verified,
            the course is unlocked and we send you an email.
          </p>
        ),
      },
      {
        question: 'Where can I see the status of my payment?',
        answer: (
          <p>
            On your <FaqLink href={localePath('/dashboard')}>Dashboard</FaqLink>. Each payment shows
            as {ORDER_STATUS_LABELS.pending}, {ORDER_STATUS_LABELS.verified} or{' '}
            {ORDER_STATUS_LABELS.rejected}, with the reason when it was rejected, and as Refunded
            once a refund has been made.
          </p>
        ),
      },
      {
        question: 'What does it mean if my payment was rejected?',
        answer: (
          <p>
            We could not match it to money we received, for example because the transaction ID or
            the amount did not match. The email and your Dashboard give the reason. If you mistyped
            the transaction ID, submit the correct one from the course&rsquo;s checkout page; if the
            money did not reach us, pay again and submit the new transaction ID.
          </p>
        ),
      },
      NOT_VERIFIED,
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    items: [
      REFUNDS,
      {
        question: 'How do I ask for a refund?',
        answer: (
          <p>
            On your <FaqLink href={localePath('/dashboard')}>Dashboard</FaqLink>, each verified
            payment shows the last day you can ask for a refund. Choose{' '}
            <strong>Request a refund</strong> on that order and, if you like, tell us why. Our team
            sends the money back to the {BKASH} or {NAGAD} number you paid from and emails you the
            refund&rsquo;s transaction ID. If we cannot approve it, we email you the reason, and you
            see it on your Dashboard too.
          </p>
        ),
      },
      {
        question: 'What happens to my course if I ask for a refund?',
        answer: (
          <p>
            While your request is waiting for a decision, no certificate is issued for that course,
            and we check your progress again before approving: if you keep learning and reach{' '}
            {REFUND_PERCENT}% or more, we can no longer approve the refund. Once the refund is made,
            your access to the course ends and the XP you earned in it is withdrawn.
          </p>
        ),
      },
    ],
  },
  {
    id: 'certificates',
    title: 'Certificates',
    items: [
      CERTIFICATE,
      {
        question: 'Which name does my certificate carry?',
        answer: (
          <p>
            The full name on your <FaqLink href={localePath('/profile')}>Profile</FaqLink>, never
            your email address: if your profile has no name of your own yet, a finished
            course&rsquo;s certificate waits until you add one. If you change your name later,
            re-issue your certificates from your{' '}
            <FaqLink href={localePath('/dashboard')}>Dashboard</FaqLink> (once every{' '}
            {REISSUE_INTERVAL_DAYS} days): the new certificate carries the new name, and the old
            page stays verifiable and points to it. We email you each certificate&rsquo;s page, PDF
            and LinkedIn link when it is issued.
          </p>
        ),
      },
      {
        question: 'Can I share my certificate?',
        answer: (
          <p>
            Yes. It carries your name and the course title, and has a public page with a QR code, an
            A4 PDF and a signed digital credential, so employers can check it is genuine. Share its
            link, or add it to your CV or LinkedIn profile.
          </p>
        ),
      },
    ],
  },
  {
    id: 'labs',
    title: 'Labs',
    items: [
      LABS_SETUP,
      {
        question: 'Can I try a course before I pay?',
        answer: (
          <p>
            Yes. The first lesson of every course is open to everyone, and the first lab of every
            course that has labs is free for any signed-in learner: open it from the course page.
            Everything else opens once your payment is verified.
          </p>
        ),
      },
      {
        question: 'How do I pass a lab?',
        answer: (
          <p>
            Each step of a lab is checked on your sandbox itself when you choose{' '}
            <strong>Check</strong>. When every step is done, <strong>Finish lab</strong> checks
            every step again on the sandbox as it is now; the lab is passed when they all pass.
          </p>
        ),
      },
      {
        question: 'How long does a lab take?',
        answer: (
          <p>
            20 to 45 minutes, most about 30. Every lab is a focused, hands-on task; browse them all
            in the <FaqLink href={localePath('/labs')}>labs catalogue</FaqLink>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    items: [
      {
        question: 'Why do I need to verify my email?',
        answer: (
          <p>
            So that we know the address is yours: payment confirmations and password resets go
            there. After you sign up, open the link we email you. If it has not arrived, check your
            spam folder, or try to sign in and we will offer to send it again.
          </p>
        ),
      },
      {
        question: 'I forgot my password. What now?',
        answer: (
          <p>
            On the <FaqLink href={localePath('/auth')}>sign-in page</FaqLink>, choose &lsquo;Forgot
            password?&rsquo; and enter your email. We send you a link to choose a new password;
            setting it also signs you out on your other devices.
          </p>
        ),
      },
      {
        question: 'Can I sign in with Google?',
        answer: (
          <p>
            Yes: choose &lsquo;Continue with Google&rsquo; on the{' '}
            <FaqLink href={localePath('/auth')}>sign-in page</FaqLink>. If you already have an
            account with the same, verified email address, Google opens that account.
          </p>
        ),
      },
    ],
  },
];
