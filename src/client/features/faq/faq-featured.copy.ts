import type { CopyShape } from '../../../shared/i18n/copy';

/**
 * The numbers and names the most asked answers state, each from the module the server enforces
 * it with (faq-featured.tsx fills them in; faq-rules.test.tsx checks the English words).
 */
export interface FeaturedFacts {
  bkash: string;
  nagad: string;
  verificationHours: number;
  guarantee: string;
  refundDays: number;
  refundPercent: number;
  /** The English phrase of what earns a certificate (certificate-rules.ts). */
  certificateRequirements: string;
  quizPassPercent: number;
  labSessionMinutes: number;
  labExtendMinutes: number;
  /** The courses whose practice needs the learner's own cloud account. */
  cloudAccountCourses: readonly string[];
}

/**
 * An answer's text: paragraphs, and a list (an array) where the answer numbers steps. In the
 * text, `[words](/path)` is a link to one of our pages, `**words**` a button's name and
 * `{email}` the support address.
 */
export type FaqBlocks = readonly (string | readonly string[])[];

/** The most asked questions: on the contact page as well as under their topics on /faq. */
export const faqFeaturedCopy = {
  highlightsTitle: 'Frequently asked questions',
  readAll: 'Read all answers',
  stillHaveAQuestion:
    'Still have a question? [Contact us](/contact) or email {email}, and we will reply within 24 hours.',
  paying: (f: FeaturedFacts) => ({
    question: 'How do I pay for a course?',
    answer: [
      `Paid courses are paid in taka by ${f.bkash} or ${f.nagad}, from the course\u2019s checkout page. You need to be [signed in](/auth).`,
      `Where checkout shows **Pay with bKash**, press it and approve the payment on bKash\u2019s own page with your bKash number, verification code and PIN: you are enrolled as soon as bKash confirms it, usually in seconds. Otherwise, or to pay by ${f.nagad}:`,
      [
        `Choose ${f.bkash} or ${f.nagad} at checkout.`,
        `In your ${f.bkash} or ${f.nagad} app, use **Send Money** to send the course price to the number shown at checkout.`,
        'Note the transaction ID from the confirmation SMS.',
        'Back at checkout, enter the mobile number you paid from and the transaction ID, then submit them.',
      ],
      `We check every payment you send yourself (a bKash transaction ID with bKash at once, where checkout offers Pay with bKash) and verify it within ${f.verificationHours} hours at most; you get an email as soon as your course is unlocked.`,
    ] as FaqBlocks,
  }),
  notVerified: (f: FeaturedFacts) => ({
    question: `What if my payment has not been verified after ${f.verificationHours} hours?`,
    answer: [
      'Email {email} with your mobile number and transaction ID, or reach us another way from the [contact page](/contact). We will find your payment and confirm it the same day.',
    ] as FaqBlocks,
  }),
  refunds: (f: FeaturedFacts) => ({
    question: 'Can I get a refund?',
    answer: [
      `Yes. Every paid course has a ${f.guarantee}: if you ask within ${f.refundDays} days of your payment being verified and have completed less than ${f.refundPercent}% of the course, we refund the full price to the ${f.bkash} or ${f.nagad} account you paid from. A lab programme is refunded the same way, counting the share of its labs you have passed. Request it from your [Dashboard](/dashboard); there is no need to email us.`,
    ] as FaqBlocks,
  }),
  certificate: (f: FeaturedFacts) => ({
    question: 'Do I get a certificate?',
    answer: [
      `Yes. When you have finished a whole course, with ${f.certificateRequirements}, you get a verified Shikhon Academy certificate of completion at that moment. There is no separate exam. Each course page\u2019s **Get Certificate** button lists what that course needs, and your certificates are on your [Dashboard](/dashboard).`,
    ] as FaqBlocks,
  }),
  labsSetup: (f: FeaturedFacts) => ({
    question: 'Do I need to install anything for the labs?',
    answer: [
      `No. Each lab is a throwaway Debian 12 machine, a sandbox on our own servers that opens in a terminal in your browser, with every tool already installed. It is not a cloud account: it is shut off from the internet and from other learners, and it is deleted when your session ends. A session lasts ${f.labSessionMinutes} minutes and can be extended once by ${f.labExtendMinutes} minutes. A laptop or desktop with a modern browser and a stable internet connection is all you need. The ${new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(f.cloudAccountCourses)} courses have no labs: their lessons end with exercises you run on your own cloud account, which your provider may charge for.`,
    ] as FaqBlocks,
  }),
};

export type FaqFeaturedCopy = CopyShape<typeof faqFeaturedCopy>;
