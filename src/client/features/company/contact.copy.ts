import type { CopyShape } from '../../../shared/i18n/copy';
import { OFFICE_ADDRESS, SUPPORT_HOURS, SUPPORT_PHONE } from './support-contact';

/** The contact page: its details, the contact form and the other ways to get help. */
export const contactCopy = {
  page: {
    eyebrow: 'Contact',
    title: 'Get in touch',
    lead: 'Questions about a course, a payment or your next career step? Our team in Dhaka replies within 24 hours.',
    detailsTitle: 'Contact details',
    formTitle: 'Send us a message',
    metaTitle: 'Contact Us',
    metaDescription: `Contact Shikhon Academy by email, phone (${SUPPORT_HOURS}) or message. We reply within 24 hours. Answers about bKash and Nagad payments, refunds and certificates.`,
  },
  details: {
    email: 'Email',
    replyTime: 'We reply within 24 hours.',
    phone: 'Phone',
    /** The number as shown (its link dials SUPPORT_PHONE_HREF). */
    phoneNumber: SUPPORT_PHONE,
    hours: `${SUPPORT_HOURS} (Bangladesh time)`,
    office: 'Office',
    address: OFFICE_ADDRESS,
  },
  support: {
    title: 'More ways to get help',
    chatTitle: 'Live Chat',
    chatText:
      'Chat with our support team for quick answers about courses, payments and your account.',
    chatAction: 'Start a chat',
    forumTitle: 'Community Forum',
    forumText:
      'Ask questions, share what you are building and learn alongside other students, mentors and alumni.',
    forumAction: 'Visit the forum',
    helpTitle: 'Help Center',
    helpText:
      'Answers about bKash and Nagad payments, verification, refunds, certificates, labs and your account.',
    helpAction: 'Read the answers',
    emailTitle: 'Email Support',
    emailText: (email: string) =>
      `Write to ${email} with your question, and a real person replies within 24 hours.`,
    /** The subject of the mail the link starts. */
    emailSubject: 'Support request',
    emailAction: 'Email support',
    allFaqs: 'View All FAQs',
  },
  form: {
    required: 'All fields are required.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    sending: 'Sending...',
    send: 'Send Message',
    replyTime: 'We reply within 24 hours.',
    sentTitle: 'Message sent',
    sent: (firstName: string, email: string) =>
      `Thanks, ${firstName}! We'll reply to ${email} within 24 hours.`,
    notSent: 'Message not sent',
  },
};

export type ContactCopy = CopyShape<typeof contactCopy>;
