import {
  LEGAL_CONTACT_EMAIL,
  LEGAL_LAST_UPDATED,
  p,
  ul,
  type LegalDocument,
} from './legal-document';
import {
  MONEY_BACK_GUARANTEE,
  REFUND_DAYS,
  REFUND_PERCENT,
} from '../../../shared/schemas/refund-rules';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import { CERTIFICATE_REQUIREMENTS } from '../../../shared/schemas/certificate-rules';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/lab-rules';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'These terms are the agreement between you and Shikhon Academy for the use of our website, courses, labs and certificates. Please read them carefully: by creating an account or using the service, you accept them.',
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        p(
          'Shikhon Academy ("we", "us") is an online academy for DevOps and cloud skills based in Dhaka, Bangladesh. These terms apply together with our Privacy Policy, which explains how we handle your personal information.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use Shikhon Academy',
      blocks: [
        p(
          'You must be at least 16 years old to create an account or buy a course. By using the service you confirm that you meet this minimum age and that the information you give us is accurate.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        ul(
          'Each account is for one person. Do not share your sign-in details or let anyone else learn through your account.',
          'Keep your password secret and tell us straight away at ' +
            LEGAL_CONTACT_EMAIL +
            ' if you think someone else has used your account.',
          'You are responsible for what happens in your account unless it was caused by our failure to keep the service secure.',
        ),
      ],
    },
    {
      id: 'courses',
      heading: 'Courses and access',
      blocks: [
        p(
          'When you enrol in a free course, or once we have verified your payment for a paid course, we give you a personal, non-transferable right to use that course and its labs for your own learning. You may not copy, resell, publish or share lessons, quizzes or lab material, except for short quotations with credit.',
        ),
        p(
          'We keep improving our courses, so lessons and labs may be updated, reordered or replaced over time. We will not remove the core content of a course you have paid for without offering you an equivalent course or a refund.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Prices and payment',
      blocks: [
        ul(
          'Prices are shown and charged in Bangladeshi taka (BDT). The price you pay is the one shown at checkout when you submit your payment.',
          'Paid courses are paid by bKash or Nagad. After sending the payment, you submit the mobile number you paid from and the transaction ID.',
          `Our staff review every payment and normally verify it within ${VERIFICATION_HOURS} hours. We confirm your access by email.`,
          'Each transaction ID can be used for one purchase only. We may reject a payment that we cannot match, that is incomplete or that appears fraudulent, and we will tell you why.',
        ),
      ],
    },
    {
      id: 'refunds',
      heading: MONEY_BACK_GUARANTEE,
      blocks: [
        p(
          `If a paid course is not right for you, you can get your money back within ${REFUND_DAYS} days of your payment being verified, as long as you have completed less than ${REFUND_PERCENT}% of the course. The same applies to a lab programme, counting the share of its labs you have passed. Days are calendar days in Bangladesh time, counted from the day we verified your payment; your Dashboard shows the last day you can ask for each order.`,
        ),
        p(
          'Refunds are requested on your Dashboard, not by email: choose "Request a refund" on the order and, if you like, tell us why. Our staff review the request, send the full price back to the bKash or Nagad number you paid from and email you the refund\'s transaction ID. If we decline a request, we email you the reason, and you also see it on your Dashboard.',
        ),
        p(
          `When the refund is made, your access to the course ends, and any certificate and XP you earned in it are withdrawn. While your request is waiting for a decision, we do not issue a certificate for that course, and we check your progress again when we decide: if you have reached ${REFUND_PERCENT}% or more by then, we cannot approve the request.`,
        ),
        p(
          `Requests made after ${REFUND_DAYS} days, or when ${REFUND_PERCENT}% or more of the course has been completed, are not covered by the guarantee. This does not affect any rights you have under Bangladeshi consumer law.`,
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use and labs',
      blocks: [
        p(
          `Our labs give you temporary sandboxes on our own servers to practise in: a Linux machine, isolated from other learners and from the internet, that opens in a terminal in your browser. A lab session lasts ${LAB_SESSION_MINUTES} minutes and can be extended once by ${LAB_EXTEND_MINUTES} minutes. To keep the sandboxes safe and available for everyone, you agree not to:`,
        ),
        ul(
          'Use lab resources for anything other than the exercises, such as mining cryptocurrency, sending spam or hosting public services.',
          'Attack, scan or try to gain access to systems, accounts or networks that are not part of your own lab.',
          'Try to get around the limits, security or billing of the labs or of the website.',
          'Upload anything unlawful, harmful or that infringes the rights of others.',
          'Harass other learners, mentors or staff.',
        ),
        p(
          'Lab environments are temporary and may be reset or deleted when a session ends. Do not keep anything there that you need to keep.',
        ),
      ],
    },
    {
      id: 'certificates',
      heading: 'Certificates',
      blocks: [
        p(
          `You earn a course's certificate when you have finished all of it: ${CERTIFICATE_REQUIREMENTS}. It is issued at that moment; there is no separate exam. Certificates show what you completed with us; they are not a qualification issued by a government body or by the makers of the technologies we teach. We may withdraw a certificate that was obtained by cheating or through someone else's work.`,
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(
          'The website, courses, labs, text and logos belong to Shikhon Academy or to those who licensed them to us. Content you create, such as your profile and your lab work, stays yours; you give us permission to store and display it only as needed to run the service.',
        ),
      ],
    },
    {
      id: 'availability',
      heading: 'Availability of the service',
      blocks: [
        p(
          'We aim to keep Shikhon Academy available 99.9% of the time each month, not counting maintenance we announce in advance. This is a target, not a guarantee: the service may occasionally be interrupted by faults, by maintenance or by events outside our control.',
        ),
      ],
    },
    {
      id: 'outcomes',
      heading: 'Learning outcomes',
      blocks: [
        p(
          'We work hard to prepare you for a career in DevOps and cloud, and we publish figures about how our graduates do. Your own results depend on your effort and on the job market, so we cannot promise a particular job, salary or exam result.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms as the service changes. If we make a material change, we will tell you by email and on this website at least 30 days before it takes effect. If you do not agree with the change, you can close your account before then; if it affects a course you have paid for, you can ask for a refund of that course. Continuing to use the service after the change takes effect means you accept the new terms.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Closing or suspending an account',
      blocks: [
        p(
          'You can close your account at any time by contacting us. We may suspend or close an account that seriously or repeatedly breaks these terms; where possible we will warn you first and explain why. If we close your account without a good reason, we will refund the courses you can no longer use.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          'To the extent the law allows, our total liability to you for any claim arising from the service is limited to the amounts you paid us in the 12 months before the claim. We are not liable for indirect or consequential losses, such as lost income or lost data. Nothing in these terms limits liability that cannot be limited by law, including liability for fraud.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the laws of Bangladesh. Any dispute that we cannot settle together will be decided by the courts of Dhaka, Bangladesh.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p(
          'Questions about these terms? Email ' +
            LEGAL_CONTACT_EMAIL +
            ' or visit our contact page. We reply within 24 hours.',
        ),
      ],
    },
  ],
};
