import type { CopyShape } from '../../../shared/i18n/copy';
import type { FaqBlocks } from './faq-featured.copy';

/** The numbers and names the other answers state, each from the module the server enforces it with. */
export interface FaqFacts {
  bkash: string;
  nagad: string;
  /** The cheapest and the dearest course, as prices. */
  minPrice: string;
  maxPrice: string;
  transactionIdMin: number;
  transactionIdMax: number;
  verificationHours: number;
  /** The order statuses as the Dashboard names them (order-labels.ts). */
  pending: string;
  verified: string;
  rejected: string;
  refundPercent: number;
  reissueDays: number;
  guarantee: string;
}

/** The Help Center (/faq): its page, its topics and the answers not featured on the contact page. */
export const faqCopy = {
  page: {
    eyebrow: 'Help Center',
    title: 'Frequently asked questions',
    lead: 'Answers about paying by bKash or Nagad, payment verification, refunds, certificates, labs and your account.',
    metaTitle: 'Frequently asked questions',
    metaDescription: (f: FaqFacts) =>
      `How to pay by bKash or Nagad, payment verification within ${f.verificationHours} hours, the ${f.guarantee}, certificates, browser-based labs and your Shikhon Academy account.`,
  },
  topicsLabel: 'Topics',
  topics: {
    payments: 'Payments',
    verification: 'Payment verification',
    refunds: 'Refunds',
    certificates: 'Certificates',
    labs: 'Labs',
    accounts: 'Your account',
  },
  items: {
    cost: (f: FaqFacts) => ({
      question: 'How much does a course cost?',
      answer: [
        `Each course has one price in taka, paid once, from ${f.minPrice} to ${f.maxPrice}: see each course in the [course catalogue](/courses). Lab programmes show their own price on their page. The price at checkout is the one you pay.`,
      ] as FaqBlocks,
    }),
    fees: (f: FaqFacts) => ({
      question: 'Are there any fees?',
      answer: [
        `We charge only the course price shown on the course and at checkout, with no fee of our own. ${f.bkash} and ${f.nagad} may charge their usual Send Money fee, which they take from your balance; make sure the full course price reaches us.`,
      ] as FaqBlocks,
    }),
    numbers: (f: FaqFacts) => ({
      question: 'What mobile number and transaction ID do I enter?',
      answer: [
        `The ${f.bkash} or ${f.nagad} number you sent the money from, like 01712345678, and the transaction ID from the confirmation SMS: ${f.transactionIdMin} to ${f.transactionIdMax} letters and digits, such as 9AB3XK2LQ1.`,
      ] as FaqBlocks,
    }),
    oneId: () => ({
      question: 'Can I use one transaction ID for two courses?',
      answer: [
        'No. Each payment is for one course, and a transaction ID belongs to the order it was first submitted with: checkout refuses it for any other order, and tells you so. Only if that order is rejected may you submit the same ID again. For another course, make a new payment and submit its own transaction ID.',
      ] as FaqBlocks,
    }),
    verificationTime: (f: FaqFacts) => ({
      question: 'How long does verification take?',
      answer: [
        `We verify every payment within ${f.verificationHours} hours. As soon as yours is verified, the course is unlocked and we send you an email.`,
      ] as FaqBlocks,
    }),
    status: (f: FaqFacts) => ({
      question: 'Where can I see the status of my payment?',
      answer: [
        `On your [Dashboard](/dashboard). Each payment shows as ${f.pending}, ${f.verified} or ${f.rejected}, with the reason when it was rejected, and as Refunded once a refund has been made.`,
      ] as FaqBlocks,
    }),
    rejected: () => ({
      question: 'What does it mean if my payment was rejected?',
      answer: [
        'We could not match it to money we received, for example because the transaction ID or the amount did not match. The email and your Dashboard give the reason. If you mistyped the transaction ID, submit the correct one from the course\u2019s checkout page; if the money did not reach us, pay again and submit the new transaction ID.',
      ] as FaqBlocks,
    }),
    askRefund: (f: FaqFacts) => ({
      question: 'How do I ask for a refund?',
      answer: [
        `On your [Dashboard](/dashboard), each verified payment shows the last day you can ask for a refund. Choose **Request a refund** on that order and, if you like, tell us why. Our team sends the money back to the ${f.bkash} or ${f.nagad} number you paid from and emails you the refund\u2019s transaction ID. If we cannot approve it, we email you the reason, and you see it on your Dashboard too.`,
      ] as FaqBlocks,
    }),
    afterRefund: (f: FaqFacts) => ({
      question: 'What happens to my course if I ask for a refund?',
      answer: [
        `While your request is waiting for a decision, no certificate is issued for that course, and we check your progress again before approving: if you keep learning and reach ${f.refundPercent}% or more, we can no longer approve the refund. Once the refund is made, your access to the course ends and the XP you earned in it is withdrawn.`,
      ] as FaqBlocks,
    }),
    certificateName: (f: FaqFacts) => ({
      question: 'Which name does my certificate carry?',
      answer: [
        `The full name on your [Profile](/profile), never your email address: if your profile has no name of your own yet, a finished course\u2019s certificate waits until you add one. If you change your name later, re-issue your certificates from your [Dashboard](/dashboard) (once every ${f.reissueDays} days): the new certificate carries the new name, and the old page stays verifiable and points to it. We email you each certificate\u2019s page, PDF and LinkedIn link when it is issued.`,
      ] as FaqBlocks,
    }),
    shareCertificate: () => ({
      question: 'Can I share my certificate?',
      answer: [
        'Yes. It carries your name and the course title, and has a public page with a QR code, an A4 PDF and a signed digital credential, so employers can check it is genuine. Share its link, or add it to your CV or LinkedIn profile.',
      ] as FaqBlocks,
    }),
    tryFirst: () => ({
      question: 'Can I try a course before I pay?',
      answer: [
        'Yes. The first lesson of every course is open to everyone, and the first lab of every course that has labs is free for any signed-in learner: open it from the course page. Everything else opens once your payment is verified.',
      ] as FaqBlocks,
    }),
    passLab: () => ({
      question: 'How do I pass a lab?',
      answer: [
        'Each step of a lab is checked on your sandbox itself when you choose **Check**. When every step is done, **Finish lab** checks every step again on the sandbox as it is now; the lab is passed when they all pass.',
      ] as FaqBlocks,
    }),
    labLength: () => ({
      question: 'How long does a lab take?',
      answer: [
        '20 to 45 minutes, most about 30. Every lab is a focused, hands-on task; browse them all in the [labs catalogue](/labs).',
      ] as FaqBlocks,
    }),
    verifyEmail: () => ({
      question: 'Why do I need to verify my email?',
      answer: [
        'So that we know the address is yours: payment confirmations and password resets go there. After you sign up, open the link we email you. If it has not arrived, check your spam folder, or try to sign in and we will offer to send it again.',
      ] as FaqBlocks,
    }),
    forgotPassword: () => ({
      question: 'I forgot my password. What now?',
      answer: [
        'On the [sign-in page](/auth), choose \u2018Forgot password?\u2019 and enter your email. We send you a link to choose a new password; setting it also signs you out on your other devices.',
      ] as FaqBlocks,
    }),
    google: () => ({
      question: 'Can I sign in with Google?',
      answer: [
        'Yes: choose \u2018Continue with Google\u2019 on the [sign-in page](/auth). If you already have an account with the same, verified email address, Google opens that account.',
      ] as FaqBlocks,
    }),
  },
};

export type FaqCopy = CopyShape<typeof faqCopy>;
