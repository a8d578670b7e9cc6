import type { CopyShape } from '../../../shared/i18n/copy';
import { MONEY_BACK_GUARANTEE, REFUND_PERCENT } from '../../../shared/schemas/refund-rules';
import { formatPrice } from '../../i18n/format.copy';

/** The home page: hero, course list, features, lab promo, career, mentors, why learn, meta. */
export const homeCopy = {
  meta: {
    /** The site's name alone on English pages (the document then adds no suffix). */
    title: 'Shikhon Academy',
    description:
      'Master DevOps and cloud skills with hands-on labs, learning paths and industry mentors. Docker, Kubernetes, AWS, Azure, Terraform and Linux courses in Bangladesh, priced in BDT.',
  },
  hero: {
    eyebrow: 'Hands-on DevOps training for Bangladesh',
    /** The h1: its first words, then the highlighted end. */
    title: 'Master DevOps and Cloud Skills ',
    titleHighlight: 'by Doing',
    lead: 'Learn Docker, Kubernetes, AWS, Azure, Terraform and Linux by doing: hands-on labs in your browser with no setup, guided exercises on your own cloud account, learning paths and industry mentors, at prices in taka.',
    startTrial: 'Start Free Trial',
    viewCourses: 'View Courses',
    proof: `${MONEY_BACK_GUARANTEE} · Rated 4.8/5 by 50,000+ students`,
    figures: [
      { value: '500+', label: 'Labs' },
      { value: '50K+', label: 'Students' },
      { value: '15+', label: 'Technologies' },
      { value: '98%', label: 'Success Rate' },
    ],
  },
  courses: {
    eyebrow: 'Course catalogue',
    title: 'Popular DevOps and cloud courses',
    lead: 'Start with the fundamentals or go deep on orchestration and the cloud. Every course mixes short lessons with hands-on practice: labs in your browser, or exercises on your own cloud account.',
    viewAll: 'View All Courses',
  },
  features: {
    eyebrow: 'Why it works',
    title: 'Everything you need to learn by doing',
    lead: 'A complete platform built around practice, so the skills you learn are the skills you use at work.',
    /** In the order of the section's icons. */
    items: [
      {
        title: 'Hands-on labs',
        text: 'Practise on a throwaway Linux machine on our servers, straight from your browser, with no setup and nothing to install.',
      },
      {
        title: 'Learning paths',
        text: 'Follow role-based paths from your first Linux command to platform engineering, one clear step at a time.',
      },
      {
        title: 'Progress tracking',
        text: 'See what you have finished, what comes next and how close you are to your goal.',
      },
      {
        title: 'Badges and XP',
        text: 'Earn experience points and badges for every lesson, lab and project you complete.',
      },
      {
        title: 'Leaderboards',
        text: 'Stay motivated by comparing your progress with learners across Bangladesh.',
      },
      {
        title: 'Community and certificates',
        text: 'Get help from a supportive community and earn verified, industry-recognised certificates.',
      },
    ],
  },
  labs: {
    eyebrow: 'Hands-on labs',
    title: 'Practise on a throwaway Linux machine in your browser',
    lead: 'Reading about Docker is not the same as running it. Each lab opens a Debian 12 sandbox on our servers in a browser terminal, tools already installed, so you learn by doing from day one with no setup.',
    points: [
      'Labs in Linux, Docker, Ansible, CI/CD scripting and Kubernetes manifests',
      'Every step checked on the machine itself, not by a quiz',
      'Break things safely: the machine is thrown away when you finish',
    ],
    explore: 'Explore Labs',
    /** The last line of the terminal picture, after the lab's commands. */
    stepPassed: '✔ Step 2 passed: checked on the lab machine',
  },
  career: {
    eyebrow: 'Career growth',
    title: 'Build the skills employers are hiring for',
    lead: 'DevOps and cloud engineers are among the most in-demand roles in tech. We help you get there.',
    benefits: [
      {
        title: 'Job-ready portfolio',
        text: 'Build real projects you can show employers, from a self-hosted CI pipeline to a web fleet managed with Ansible.',
      },
      {
        title: 'Certification preparation',
        text: 'Work towards CKA, CKAD, AWS and Azure exams with lessons and quizzes on the topics they test.',
      },
      {
        title: 'Learn while you work',
        text: 'Short lessons and self-paced labs fit around a full-time job, on any schedule.',
      },
      {
        title: 'Career guidance',
        text: 'Get advice on CVs, interviews and your next role from mentors who work in the industry.',
      },
    ],
    trustTitle: 'Why learners trust Shikhon Academy',
    rating: '4.8/5',
    ratingText: 'Average rating from 50,000+ students',
    guaranteeTitle: MONEY_BACK_GUARANTEE,
    guaranteeText: `A full refund if you have completed less than ${REFUND_PERCENT}% of the course.`,
    mentorsTitle: 'Industry mentors',
    mentorsText: 'Learn from engineers who run systems daily.',
    pricingTitle: 'Affordable pricing in BDT',
    pricingText: (lowestPriceBDT: number) =>
      `Every course is priced in taka, from ${formatPrice(lowestPriceBDT)}.`,
  },
  mentors: {
    eyebrow: 'Mentors',
    title: 'Learn from industry experts',
    lead: 'Our mentors build and run production systems every day, and they bring that experience into every course.',
    carousel: 'carousel',
    carouselLabel: 'Industry mentors',
    slide: 'slide',
    slideLabel: (position: number, count: number) => `${position} of ${count}`,
    pause: 'Pause autoplay',
    play: 'Start autoplay',
    previous: 'Previous mentor',
    next: 'Next mentor',
  },
  why: {
    eyebrow: 'Why learn with us',
    title: 'Why learn DevOps with Shikhon Academy?',
    lead: 'A clear path from your first command to your first DevOps job.',
    /** Each reason's number: '01'. */
    number: (position: number) => String(position).padStart(2, '0'),
    reasons: [
      {
        title: 'Start from the basics',
        text: 'No experience needed. Begin with Linux and containers and build a solid foundation.',
      },
      {
        title: 'Code and become a pro',
        text: 'Write real configuration, pipelines and infrastructure code in every lab until it feels natural.',
      },
      {
        title: 'Earn certified success',
        text: 'Finish courses to earn verified certificates and get ready for industry exams.',
      },
      {
        title: 'Build your career',
        text: 'Turn new skills into a new role with projects, mentors and career guidance.',
      },
    ],
  },
};

export type HomeCopy = CopyShape<typeof homeCopy>;
