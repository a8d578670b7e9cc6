import { FaqLink, type FaqItem } from './faq-parts';
import { CERTIFICATE, LABS_SETUP, NOT_VERIFIED, PAYING, REFUNDS } from './faq-featured';
import { REFUND_PERCENT } from '../../../shared/schemas/refund-rules';

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
        question: 'Are there any fees?',
        answer: (
          <p>
            We charge only the course price shown on the course and at checkout, with no fee of our
            own. bKash and Nagad may charge their usual Send Money fee, which they take from your
            balance; make sure the full course price reaches us.
          </p>
        ),
      },
      {
        question: 'What mobile number and transaction ID do I enter?',
        answer: (
          <p>
            The bKash or Nagad number you sent the money from, like 01712345678, and the transaction
            ID from the confirmation SMS: 8 to 12 letters and digits, such as 9AB3XK2LQ1.
          </p>
        ),
      },
      {
        question: 'Can I use one transaction ID for two courses?',
        answer: (
          <p>
            No. Each payment is for one course, and each transaction ID can be submitted only once:
            checkout tells you if it has already been used. For another course, make a new payment
            and submit its own transaction ID.
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
            We verify every payment within 24 hours. As soon as yours is verified, the course is
            unlocked and we send you an email.
          </p>
        ),
      },
      {
        question: 'Where can I see the status of my payment?',
        answer: (
          <p>
            On your <FaqLink href="/dashboard">Dashboard</FaqLink>. Each payment shows as Pending
            verification, Verified or Rejected, with the reason when it was rejected.
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
            On your <FaqLink href="/dashboard">Dashboard</FaqLink>, each verified payment shows the
            last day you can ask for a refund. Choose <strong>Request a refund</strong> on that
            order and, if you like, tell us why. Our team sends the money back to the bKash or Nagad
            number you paid from and emails you the refund&rsquo;s transaction ID. If we cannot
            approve it, we email you the reason, and you see it on your Dashboard too.
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
        question: 'Can I share my certificate?',
        answer: (
          <p>
            Yes. It carries your name and the course title, so you can share it with employers and
            add it to your CV or LinkedIn profile.
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
        question: 'How long does a lab take?',
        answer: (
          <p>
            20 to 45 minutes, most about 30. Every lab is a focused, hands-on task; browse them all
            in the <FaqLink href="/labs">labs catalogue</FaqLink>.
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
            On the <FaqLink href="/auth">sign-in page</FaqLink>, choose &lsquo;Forgot
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
            <FaqLink href="/auth">sign-in page</FaqLink>. If you already have an account with the
            same, verified email address, Google opens that account.
          </p>
        ),
      },
    ],
  },
];
