import type { CopyShape } from '../../../shared/i18n/copy';

/** The careers page, a position's application page and its form. */
export const careersCopy = {
  page: {
    eyebrow: 'Careers',
    title: 'Help Bangladesh learn the skills of the future',
    lead: 'Join the team behind Shikhon Academy: instructors, engineers, designers and community builders who turn learners into DevOps and cloud professionals.',
    seePositions: 'See open positions',
    metaTitle: 'Careers',
    metaDescription:
      'Work at Shikhon Academy: open positions in education, content, engineering and marketing, in Dhaka and remote, with flexible working and a learning budget.',
  },
  benefits: {
    title: 'Why work with us',
    lead: 'We are a small team with a big goal: helping thousands of people in Bangladesh start careers in DevOps and cloud. Here is how we look after the people who make that happen.',
  },
  positions: {
    title: 'Open positions',
    lead: (count: number) =>
      `${count} roles across education, content, engineering and marketing, in Dhaka and remote.`,
    experience: (experience: string) => `${experience} experience`,
    skills: 'Skills we are looking for',
    apply: 'Apply Now',
    applyLabel: (title: string) => `Apply Now: ${title}`,
    otherTitle: 'Don\u2019t see the right role?',
    otherText:
      'We are always glad to hear from instructors, engineers and community builders who share our mission. Tell us what you would like to work on and we will reply within 24 hours.',
    /** The contact form's Subject when someone introduces themselves. */
    otherSubject: 'Application: General interest',
    introduce: 'Introduce yourself',
  },
  application: {
    eyebrow: 'Careers',
    title: (title: string) => `Apply for ${title}`,
    lead: 'Tell us a little about yourself and share a link to your CV or portfolio. It takes about two minutes.',
    formTitle: 'Your application',
    department: 'Department',
    location: 'Location',
    type: 'Type',
    experience: 'Experience',
    skills: 'Skills we are looking for',
    allPositions: 'All open positions',
    notFoundTitle: 'Position not found',
    notFoundText:
      "We couldn't find an open position at this address. It may have been filled or renamed; every role we are hiring for is listed on our careers page.",
    seePositions: 'See open positions',
    metaTitle: (title: string) => `Apply: ${title}`,
    metaDescription: (title: string, department: string, location: string, type: string) =>
      `Apply for ${title} at Shikhon Academy (${department}, ${location}, ${type}): send your details and a link to your CV or portfolio.`,
    notFoundMetaTitle: 'Position not found',
    notFoundMetaDescription:
      'This position is not open at Shikhon Academy. See every open role on our careers page.',
  },
  form: {
    hints: {
      phone:
        'A Bangladeshi mobile number like 01712345678, or an international number starting with +.',
      cvUrl:
        'A public link to your CV (for example on Google Drive), your LinkedIn profile or portfolio.',
      message: (max: number) =>
        `Why this role, and when you could start. Up to ${max.toLocaleString('en-US')} characters.`,
    },
    required: 'All fields are required except the message.',
    position: 'Position',
    choosePosition: 'Choose a position…',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    cvUrl: 'Link to your CV or portfolio',
    message: 'Message (optional)',
    submitting: 'Submitting...',
    submit: 'Submit Application',
    sentToastTitle: 'Application sent',
    sentToast: (name: string, email: string) =>
      `Thanks, ${name}! We'll email a confirmation to ${email}.`,
    notSent: 'Application not sent',
    sentTitle: 'Application received',
    /** Before and after the applicant's email address, which is shown in bold. */
    sentBefore: (name: string) => `Thanks, ${name}! We\u2019ll email a confirmation to `,
    sentAfter:
      '. Our team reads every application and will contact you if your experience fits the role.',
    backToPositions: 'Back to open positions',
  },
};

export type CareersCopy = CopyShape<typeof careersCopy>;
