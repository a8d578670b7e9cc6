/** The one route table: the server's prerender step and the browser both match paths with it. */

export type PageKey =
  | 'home'
  | 'auth'
  | 'reset-password'
  | 'admin'
  | 'admin-orders'
  | 'admin-messages'
  | 'admin-applications'
  | 'admin-mail'
  | 'faq'
  | 'career-application'
  | 'dashboard'
  | 'checkout'
  | 'courses'
  | 'course'
  | 'course-landing'
  | 'labs'
  | 'lab'
  | 'learning-paths'
  | 'learning-path'
  | 'skills-assessment'
  | 'about'
  | 'careers'
  | 'blog'
  | 'article'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'profile'
  | 'not-found';

export interface RouteMatch {
  key: PageKey;
  /** The id segment of dynamic routes ('' for static ones). */
  id: string;
  pathname: string;
}

const STATIC: Record<string, PageKey> = {
  '/': 'home',
  '/auth': 'auth',
  '/reset-password': 'reset-password',
  '/admin': 'admin',
  '/admin/orders': 'admin-orders',
  '/admin/messages': 'admin-messages',
  '/admin/applications': 'admin-applications',
  '/admin/mail': 'admin-mail',
  '/faq': 'faq',
  '/dashboard': 'dashboard',
  '/courses': 'courses',
  '/labs': 'labs',
  '/learning-paths': 'learning-paths',
  '/skills-assessment': 'skills-assessment',
  '/about': 'about',
  '/careers': 'careers',
  '/blog': 'blog',
  '/contact': 'contact',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/profile': 'profile',
};

export const LANDING_TOPICS = ['docker', 'kubernetes', 'aws', 'azure'] as const;
export type LandingTopic = (typeof LANDING_TOPICS)[number];

const DYNAMIC: [RegExp, PageKey][] = [
  [/^\/courses\/(docker|kubernetes|aws|azure)$/, 'course-landing'],
  [/^\/course\/([^/]+)$/, 'course'],
  [/^\/checkout\/([^/]+)$/, 'checkout'],
  [/^\/careers\/apply\/([^/]+)$/, 'career-application'],
  [/^\/labs\/([^/]+)$/, 'lab'],
  [/^\/learning-path\/([^/]+)$/, 'learning-path'],
  [/^\/blog\/([^/]+)$/, 'article'],
];

export function matchRoute(pathname: string): RouteMatch {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = STATIC[clean];
  if (key) return { key, id: '', pathname: clean };
  for (const [pattern, dynamicKey] of DYNAMIC) {
    const found = pattern.exec(clean);
    if (found?.[1]) return { key: dynamicKey, id: safeDecode(found[1]), pathname: clean };
  }
  return { key: 'not-found', id: '', pathname: clean };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
