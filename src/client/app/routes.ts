import { splitLocale } from '../i18n/locale-path';
/**
 * The one route table. Adding a page is one entry here plus its component in
 * `pages/{key}.page.tsx`; from the table come the page keys, the browser's and the prerender
 * step's path matching, the chunk loaders (page-registry.ts), the prerendered paths and the
 * sections' own not-found pages (server/prerender/page-paths.ts), robots.txt
 * (server/site/robots.ts) and the browser tests' list of pages (tests/e2e/support/routes.ts). It is plain data, so the browser's first chunk stays small: catalogue ids
 * are named here (`ids`) and read only by the server when it prerenders.
 *
 * The order is the sitemap's: static pages first, then the pages of each id.
 */

/** Catalogues whose ids make pages; page-paths.ts maps each name to its ids. */
export type IdSource =
  | 'courses'
  /** What checkout sells: the courses and the lab programmes (the programme catalogue's slugs). */
  | 'products'
  | 'positions'
  | 'programmes'
  | 'learning-paths'
  | 'articles'
  /** A course id, and `{courseId}/{itemId}` for each item of its player. */
  | 'course-items'
  /** The hands-on labs the courses' curricula list (their modules' `labs`). */
  | 'course-labs'
  /** One shell for every certificate (their ids live in the database): the server picks. */
  | 'certificate-shell'
  /** The courses with a Bangla glossary of their key terms. */
  | 'glossaries';

export const LANDING_TOPICS = ['docker', 'kubernetes', 'aws', 'azure'] as const;
export type LandingTopic = (typeof LANDING_TOPICS)[number];

export interface RouteEntry {
  readonly key: string;
  /**
   * The URL path; a `:id` segment makes a page per id. It is the last segment, or is followed by
   * a fixed suffix (`/labs/:id/session`). Absent for the site's not-found page, which answers
   * every path no entry matches.
   */
  readonly path?: string;
  /**
   * The ids of a `:id` path: a catalogue's (one page each, and any other id gets the section's
   * own not-found page, status 404), or a fixed list (any other id is the site's not-found page).
   */
  readonly ids?: readonly string[];
  /**
   * How many path segments the id may span: 2 lets `/learn/:id` answer both `/learn/{course}`
   * and `/learn/{course}/{item}` (the id is then `{course}/{item}`). One unless told.
   */
  readonly idSegments?: 1 | 2;
}

export const ROUTE_TABLE = [
  { key: 'home', path: '/' },
  { key: 'courses', path: '/courses' },
  { key: 'programmes', path: '/labs' },
  { key: 'learning-paths', path: '/learning-paths' },
  { key: 'skills-assessment', path: '/skills-assessment' },
  { key: 'about', path: '/about' },
  { key: 'careers', path: '/careers' },
  { key: 'blog', path: '/blog' },
  { key: 'contact', path: '/contact' },
  { key: 'privacy', path: '/privacy' },
  { key: 'terms', path: '/terms' },
  { key: 'auth', path: '/auth' },
  { key: 'profile', path: '/profile' },
  { key: 'reset-password', path: '/reset-password' },
  { key: 'admin', path: '/admin' },
  { key: 'admin-orders', path: '/admin/orders' },
  { key: 'admin-lab-checks', path: '/admin/labs' },
  { key: 'admin-messages', path: '/admin/messages' },
  { key: 'admin-applications', path: '/admin/applications' },
  { key: 'admin-mail', path: '/admin/mail' },
  { key: 'admin-bkash', path: '/admin/bkash' },
  { key: 'admin-certificates', path: '/admin/certificates' },
  { key: 'faq', path: '/faq' },
  { key: 'dashboard', path: '/dashboard' },
  { key: 'leaderboard', path: '/leaderboard' },
  { key: 'course-landing', path: '/courses/:id', ids: LANDING_TOPICS },
  { key: 'course', path: '/course/:id' },
  { key: 'checkout', path: '/checkout/:id' },
  { key: 'career-application', path: '/careers/apply/:id' },
  { key: 'programme', path: '/labs/:id' },
  {
    key: 'lab-session',
    path: '/labs/:id/session',
  },
  { key: 'learning-path', path: '/learning-path/:id' },
  { key: 'article', path: '/blog/:id' },
  {
    key: 'learn',
    path: '/learn/:id',
    idSegments: 2,
  },
  { key: 'certificate', path: '/certificates/:id' },
  { key: 'glossary', path: '/glossary/:id' },
  { key: 'not-found' },
] as const satisfies readonly RouteEntry[];

export type PageKey = (typeof ROUTE_TABLE)[number]['key'];
export type Route = RouteEntry & { readonly key: PageKey };

/** The table, typed as entries (the literal types above are only for `PageKey`). */
export const routes: readonly Route[] = ROUTE_TABLE;

export interface RouteMatch {
  key: PageKey;
  /** The id segment of dynamic routes ('' for static ones). */
  id: string;
  pathname: string;
}

const ID = ':id';

/** The `:id` segment's place in the path, split around it; undefined for a static page. */
function splitAtId(route: RouteEntry): { prefix: string; suffix: string } | undefined {
  const [prefix = '', suffix] = route.path?.split(ID) ?? [];
  return suffix === undefined ? undefined : { prefix, suffix };
}

/** The path before a `:id` page's id (`/course/`), or undefined for a static page. */
export function idPrefix(route: RouteEntry): string | undefined {
  return splitAtId(route)?.prefix;
}

/** The fixed path after a `:id` page's id (`/session`); '' when the id is the last segment. */
export function idSuffix(route: RouteEntry): string {
  return splitAtId(route)?.suffix ?? '';
}

/** Matches a path in either language (`/bn/courses` is `/courses`'s page); `pathname` is bare. */
export function matchRoute(localePathname: string): RouteMatch {
  const pathname = splitLocale(localePathname).path;
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    if (route.path === clean) return { key: route.key, id: '', pathname: clean };
    const at = splitAtId(route);
    if (!at || !clean.startsWith(at.prefix) || !clean.endsWith(at.suffix)) continue;
    const segment = clean.slice(at.prefix.length, clean.length - at.suffix.length);
    const parts = segment.split('/');
    if (parts.length > (route.idSegments ?? 1) || parts.some((part) => !part)) continue;
    if (Array.isArray(route.ids) && !route.ids.includes(segment)) continue;
    return { key: route.key, id: safeDecode(segment), pathname: clean };
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
