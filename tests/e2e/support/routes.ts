import {
  idPrefix,
  idSuffix,
  matchRoute,
  routes,
  type LandingTopic,
  type PageKey,
} from '../../../src/client/app/routes';
import {
  routePolicy,
  type GatedKey,
  type SectionKey,
} from '../../../src/client/app/route-policies';
import { publicPagePaths } from '../../../src/server/prerender/page-paths';
import { articles } from '../../../src/shared/catalogue/blog';
import { positions } from '../../../src/shared/catalogue/careers';
import { courses, findCourse } from '../../../src/shared/catalogue/courses';
import { findProgramme } from '../../../src/shared/catalogue/programmes';
import { learningPaths } from '../../../src/shared/catalogue/paths';
import { failedResource } from './pages';

export interface RouteCase {
  path: string;
  status: 200 | 404;
  /** Texts a visitor must see on the page. */
  texts: string[];
}

/** Pages that send a signed-out visitor to /auth: checked by the journeys that sign in. */
type PublicKey = Exclude<PageKey, GatedKey | 'not-found'>;

const titleOf = (list: readonly { id: string; title: string }[], id: string) =>
  list.find((item) => item.id === id)?.title ?? `no title for ${id}`;

/** A course's hours as its pages show them: what its content adds up to (catalogue-figures.test.ts). */
const hoursOf = (id: string) => `${courses.find((course) => course.id === id)?.hours ?? '?'} hours`;

const LANDING_TEXTS: Record<LandingTopic, string[]> = {
  docker: [
    '42 students',
    hoursOf('docker-fundamentals'),
    '24 lessons',
    '4.8',
    '30-day money-back guarantee',
  ],
  kubernetes: [
    '28 students',
    hoursOf('kubernetes-mastery'),
    '28 lessons',
    '4.9',
    '30-day money-back guarantee',
  ],
  aws: [
    '35 students',
    hoursOf('aws-cloud-practitioner'),
    '28 lessons',
    '4.7',
    '30-day money-back guarantee',
  ],
  azure: [
    '17 students',
    hoursOf('azure-devops-engineer'),
    '28 lessons',
    '30-day money-back guarantee',
  ],
};

/** The texts that prove each public page (given its id) is the right page. */
const PAGE_TEXTS: Record<PublicKey, (id: string) => string[]> = {
  home: () => ['Start Free Trial', 'View Courses', 'Explore Labs'],
  auth: () => ['Sign In', 'Sign Up', 'Continue with Google'],
  'reset-password': () => ['Choose a new password', 'Go to sign in'],
  courses: () => ['Kubernetes Mastery', 'Google Cloud Platform'],
  programmes: () => ['Shikhon Internal', 'See Details'],
  'learning-paths': () => ['System Administrator', 'Browse All Courses', 'Take Skills Assessment'],
  'skills-assessment': () => ['See my recommendation'],
  about: () => ['2020', '10,000'],
  careers: () => ['Apply Now'],
  blog: () => ['Read More', 'Terraform'],
  contact: () => ['Send Message', 'Mon-Fri 9am-6pm'],
  privacy: () => ['December 15, 2024'],
  terms: () => ['December 15, 2024'],
  'course-landing': (topic) => LANDING_TEXTS[topic as LandingTopic],
  course: (id) => [titleOf(courses, id), '4.8', '(324 reviews)'],
  // A course, or a lab programme (programme catalogue slug); one in preparation has no form.
  checkout: (id) => {
    const programme = findProgramme(id);
    if (programme && !programme.onSale) {
      return [`${programme.title} is not on sale yet`, 'Back to the programme'];
    }
    return [
      findCourse(id)?.title ?? programme?.title ?? `no title for ${id}`,
      'DevOps & Cloud',
      'Submit Payment Details',
    ];
  },
  faq: () => ['Frequently asked questions', '24 hours', '30 days'],
  leaderboard: () => ['Leaderboard', 'This week', 'All time'],
  'career-application': (id) => [`Apply for ${titleOf(positions, id)}`, 'Submit Application'],
  programme: (slug) => [findProgramme(slug)?.title ?? `no programme ${slug}`],
  'learning-path': (id) => [titleOf(learningPaths, id), 'Start Learning Path', 'Browse All Paths'],
  // The shell itself is no certificate: it says so (real ones: certificates.spec.ts).
  certificate: () => ['Certificate not found'],
  glossary: (id) => [
    `Key terms of ${titleOf(courses, id)}, explained in Bangla`,
    'Back to the course',
  ],
  article: (slug) => {
    const article = articles.find((candidate) => candidate.slug === slug);
    return article ? [article.title, article.author] : [`no article ${slug}`];
  },
};

/** An unknown id per section, and the texts of that section's not-found page. */
const MISSING: Record<SectionKey, { id: string; texts: string[] }> = {
  course: { id: 'no-such-course', texts: ['Course not found', 'Back to Courses'] },
  checkout: { id: 'no-such-course', texts: ['Course not found', 'Back to Courses'] },
  'learning-path': {
    id: 'no-such-path',
    texts: ['Learning Path Not Found', 'Back to Learning Paths'],
  },
  programme: { id: 'no-such-lab', texts: ['Lab not found'] },
  'lab-session': { id: 'no-such-lab', texts: ['Lab not found', 'Back to Courses'] },
  'career-application': {
    id: 'no-such-job',
    texts: ['Position not found', 'See open positions'],
  },
  article: { id: 'no-such-article', texts: ['Article not found'] },
  learn: { id: 'no-such-course', texts: ['Lesson not found', 'Back to Courses'] },
  certificate: { id: 'no-such-certificate', texts: ['Certificate not found', 'Back to Courses'] },
  glossary: { id: 'no-such-course', texts: ['There is no glossary for this course.'] },
};

const isPublic = (key: PageKey): key is PublicKey => key in PAGE_TEXTS;
const isSection = (key: PageKey): key is SectionKey => key in MISSING;

/**
 * Every public page the route table makes, with the texts that prove it is the right page, then
 * each section's not-found page and the site's. Pages that send a signed-out visitor to /auth
 * (/profile, /dashboard, /admin...) are checked by the journeys that sign in (accounts.spec.ts,
 * payments.spec.ts).
 */
export function publicRoutes(): RouteCase[] {
  const gated = new Set<string>(
    routes.filter((route) => routePolicy(route.key).access).map((route) => route.key),
  );
  const pages = publicPagePaths().flatMap((path): RouteCase[] => {
    const { key, id } = matchRoute(path);
    if (gated.has(key)) return [];
    if (!isPublic(key)) throw new Error(`The browser tests have no texts for ${path} (${key})`);
    return [{ path, status: 200, texts: PAGE_TEXTS[key](id) }];
  });
  const sections = routes.flatMap((route): RouteCase[] => {
    const prefix = idPrefix(route);
    if (!prefix || !routePolicy(route.key).ids) return [];
    if (!isSection(route.key)) throw new Error(`No missing-id case for ${route.key}`);
    const { id, texts } = MISSING[route.key];
    return [{ path: `${prefix}${id}${idSuffix(route)}`, status: 404, texts }];
  });
  return [
    ...pages,
    ...sections,
    { path: '/no/such/page', status: 404, texts: ['Oops! Page not found'] },
  ];
}

/** Chromium reports a 404 page's document itself as a failed resource; that one line is expected. */
export function expectedErrors({ path, status }: Pick<RouteCase, 'path' | 'status'>): RegExp[] {
  return status === 404 ? [failedResource(404, path)] : [];
}
