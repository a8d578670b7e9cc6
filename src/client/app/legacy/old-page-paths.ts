import { articles } from '../../../shared/catalogue/blog';
import { positions } from '../../../shared/catalogue/careers';
import { courses } from '../../../shared/catalogue/courses';
import { labs } from '../../../shared/catalogue/labs';
import { learningPaths } from '../../../shared/catalogue/paths';

export const LANDING_PATHS = [
  '/courses/docker',
  '/courses/kubernetes',
  '/courses/aws',
  '/courses/azure',
];

/** Every public page that exists, prerendered at build time and listed in the sitemap. */
export function publicPagePaths(): string[] {
  return [
    '/',
    '/courses',
    '/labs',
    '/learning-paths',
    '/skills-assessment',
    '/about',
    '/careers',
    '/blog',
    '/contact',
    '/privacy',
    '/terms',
    '/auth',
    '/profile',
    '/reset-password',
    '/admin',
    '/admin/orders',
    '/admin/messages',
    '/admin/applications',
    '/admin/mail',
    '/faq',
    '/dashboard',
    ...LANDING_PATHS,
    ...courses.map((course) => `/course/${course.id}`),
    ...courses.map((course) => `/checkout/${course.id}`),
    ...positions.map((position) => `/careers/apply/${position.id}`),
    ...labs.map((lab) => `/labs/${lab.slug}`),
    ...learningPaths.map((path) => `/learning-path/${path.id}`),
    ...articles.map((article) => `/blog/${article.slug}`),
  ];
}

/** Unknown ids under these prefixes get that section's own not-found state, with status 404. */
export const FALLBACK_PREFIXES = [
  '/course/',
  '/checkout/',
  '/careers/apply/',
  '/labs/',
  '/learning-path/',
  '/blog/',
];
export const MISSING_ID = '__missing__';
export const NOT_FOUND_PATH = '/__not-found__';
