import type { CopyShape } from '../../../shared/i18n/copy';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';

/** The About page. */
export const aboutCopy = {
  page: {
    eyebrow: 'About us',
    title: 'Practical DevOps and cloud skills, made in Bangladesh',
    lead: 'Shikhon Academy helps learners and working professionals build real careers in containers, Kubernetes, cloud platforms, infrastructure as code and Linux.',
    explore: 'Explore courses',
    metaTitle: 'About Us',
    metaDescription:
      'Founded in Dhaka in 2020, Shikhon Academy has trained over 10,000 students in DevOps and cloud skills; 95% are employed within 6 months.',
  },
  factsLabel: 'Shikhon Academy in numbers',
  /** About-page figures, as published. */
  facts: [
    { value: '2020', label: 'Founded in Dhaka' },
    { value: '10,000+', label: 'Students trained' },
    { value: '95%', label: 'Employed within 6 months' },
  ],
  story: {
    eyebrow: 'Our story',
    title: 'From weekend workshops to a national academy',
    /** Around the Bangla word শিখন, shown in Bangla script in both languages. */
    firstBefore: 'Shikhon (',
    firstAfter:
      ') means \u2018learning\u2019 in Bangla. We founded Shikhon Academy in Dhaka in 2020, when a small group of engineers noticed the same thing again and again: talented graduates and working professionals in Bangladesh wanted DevOps and cloud careers, but most training was either theory-only or priced in dollars.',
    second:
      'So we built the course we wished we had taken ourselves: short lessons, Linux machines to practise on right in the browser, and mentors who have kept production systems running at three in the morning. Containers, Kubernetes, AWS, Azure, Terraform and Linux, taught the way they are used at work.',
    third:
      'Since then more than 10,000 students have learned with us, from university students writing their first Dockerfile to system administrators moving into platform engineering. 95% of our graduates are employed within 6 months, many at companies they once thought were out of reach.',
  },
  values: {
    title: 'What we value',
    lead: 'Four ideas guide every course we publish and every decision we make.',
    items: [
      {
        title: 'Learn by doing',
        text: 'You practise on the same tools you will use at work: in hands-on labs on a throwaway Linux machine on our servers, ready in your browser with no setup, and in guided exercises on your own cloud account for AWS, Azure, Google Cloud and Terraform.',
      },
      {
        title: 'Within reach for everyone',
        text: `Fair prices in taka, payment by bKash or Nagad and a ${MONEY_BACK_GUARANTEE}, so cost is never the reason a capable learner stays behind.`,
      },
      {
        title: 'Taught by practitioners',
        text: 'Our mentors run production systems for a living. Lessons reflect what teams in Bangladesh and abroad actually expect from a DevOps or cloud engineer today.',
      },
      {
        title: 'Learners first',
        text: 'Clear explanations, honest advice and a community that answers questions. We measure our success by the careers our students build, not by sign-ups.',
      },
    ],
  },
  mission: {
    title: 'Mission and vision',
    missionTitle: 'Our mission',
    mission:
      'To give every learner and working professional in Bangladesh an affordable, practical path into DevOps and cloud engineering, with hands-on labs, industry mentors and certificates employers recognise.',
    visionTitle: 'Our vision',
    vision:
      'A Bangladesh that builds and runs world-class cloud infrastructure, where engineers trained at home are hired by teams anywhere, and where learning the skills of the future does not depend on where you live or what you earn.',
  },
  cta: {
    title: 'Start learning with us',
    text: 'Browse our courses, or tell us about your goals and we will help you choose where to begin. We reply within 24 hours.',
    browse: 'Browse courses',
    contact: 'Contact us',
  },
};

export type AboutCopy = CopyShape<typeof aboutCopy>;
