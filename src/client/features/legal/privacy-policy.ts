import {
  LEGAL_CONTACT_EMAIL,
  LEGAL_LAST_UPDATED,
  p,
  ul,
  type LegalDocument,
} from './legal-document';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'This policy explains what personal information Shikhon Academy collects when you use our website and courses, why we collect it, how long we keep it and the choices you have. We have tried to write it in plain language; if anything is unclear, please ask us.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        p(
          'Shikhon Academy ("we", "us") is an online academy for DevOps and cloud skills based in Dhaka, Bangladesh. We are responsible for the personal information described in this policy. You can reach us about privacy at any time at ' +
            LEGAL_CONTACT_EMAIL +
            '.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        p('We collect only what we need to run the academy:'),
        ul(
          'Account details: your email address and a password, which we store only as a secure one-way hash. If you sign in with Google, we receive your name, email address and Google account identifier.',
          'Profile details you choose to add: name, profession, company, nationality, phone number, Facebook, LinkedIn and GitHub links, institute, graduation year, GPA and a profile picture.',
          'Payment details: the course, the amount, the payment method (bKash or Nagad), the mobile number you paid from and the transaction ID. We never ask for, receive or store your bKash or Nagad PIN or one-time codes.',
          'Learning records: the courses you are enrolled in, your progress through lessons and labs, and the certificates you earn.',
          'Communications: messages you send through our contact form or by email, job applications and our replies.',
          'Technical information: your IP address, browser type and the pages you request, recorded in server logs to keep the service secure and working.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        ul(
          'To create and secure your account, sign you in and keep you signed in.',
          'To give you access to the courses you have bought or started and to record your progress and certificates.',
          'To verify your payments and confirm your enrolment.',
          'To send you service emails, such as email verification, password resets, payment confirmations and important changes to our terms or this policy.',
          'To answer your questions and job applications.',
          'To protect the academy and our learners from fraud, abuse and security threats.',
          'To improve our courses, using aggregated information that does not identify you.',
        ),
        p(
          'We do not sell your personal information, and we do not use it for third-party advertising.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Payments by bKash and Nagad',
      blocks: [
        p(
          `When you pay for a course, you send the payment through your own bKash or Nagad app and then give us your mobile number and transaction ID. A member of our staff reviews each payment by matching these details against the payments we have received, and verifies or rejects it, normally within ${VERIFICATION_HOURS} hours. Only staff who handle payments can see these details, and we keep a record of who reviewed each payment and when.`,
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        p(
          'We use only one cookie: a session cookie that keeps you signed in. It is strictly necessary for your account to work, it cannot be read by scripts on the page and it is not used for tracking or advertising. We do not use analytics, advertising or third-party cookies.',
        ),
        p(
          "Our pages may also keep a short-lived notice, such as a confirmation message shown after you move to another page, in your browser's session storage. It never leaves your device and is cleared when you close the tab.",
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        p('We share personal information only when it is needed to provide the service:'),
        ul(
          'Service providers that host our website and database and deliver our emails, under agreements that allow them to use the information only on our behalf.',
          'Google, if you choose to sign in with your Google account.',
          'Authorities, when Bangladeshi law requires it or when it is necessary to protect the rights and safety of our learners or of Shikhon Academy.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        ul(
          'Account and profile information: until you delete your account, plus 30 days, after which it is erased from our systems.',
          'Course progress and certificate records: 7 years, so that certificates you have earned can still be verified.',
          'Communications, such as contact messages and support emails: 3 years.',
          'Payment records: about 7 years, as required for accounting and tax purposes.',
        ),
        p(
          'Server logs are kept only as long as needed to keep the service secure. When a retention period ends, we delete the information or make it anonymous.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      blocks: [
        p(
          'All traffic to our website is encrypted with HTTPS. Passwords are stored only as secure hashes, access to personal information is limited to staff who need it, and profile pictures are re-processed when uploaded so that hidden metadata, such as location, is removed. No system is perfectly secure, but we work to protect your information and will tell you without undue delay if a breach affects you.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        p('You can ask us at any time to:'),
        ul(
          'Give you a copy of the personal information we hold about you.',
          'Correct information that is wrong or incomplete; you can edit most of it yourself on your profile page.',
          'Delete your account and personal information, subject to the retention periods above.',
          'Stop using your information for a particular purpose, where we do not need it to provide the service.',
        ),
        p(
          'Email your request to ' +
            LEGAL_CONTACT_EMAIL +
            ' from the email address of your account. We reply within 30 days.',
        ),
      ],
    },
    {
      id: 'age',
      heading: 'Age requirement',
      blocks: [
        p(
          'Shikhon Academy is meant for learners aged 16 and over. We do not knowingly collect information from anyone younger; if you believe a younger person has created an account, please contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy as our service changes. If we make a material change, we will tell you by email and on this website at least 30 days before it takes effect. The date at the top of this page shows when the policy was last updated.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p(
          'For any question about this policy or your personal information, email ' +
            LEGAL_CONTACT_EMAIL +
            '. Our phone number and office address in Dhaka are on our contact page. We reply to privacy requests within 30 days.',
        ),
      ],
    },
  ],
};
