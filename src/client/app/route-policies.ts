import type { IdSource, PageKey } from './routes';

/**
 * What only the build, the server and the tests read of a page: the catalogue its ids come from,
 * who may see it and whether robots.txt lists it. Kept out of the route table, which the browser
 * loads with every page's first chunk (decision 015).
 */
export interface RoutePolicy {
  /**
   * The catalogue whose ids make a `:id` page's pages (one each; any other id gets the section's
   * own not-found page, status 404). A fixed list lives in the route table (`ids`) instead.
   */
  readonly ids?: IdSource;
  /** Who can see the page: others are sent to sign in (the browser tests visit only public ones). */
  readonly access?: 'public' | 'signed-in' | 'staff';
  /** Listed as `Disallow` in robots.txt (a `:id` page by its section's prefix). */
  readonly robots?: 'disallow';
}

export const ROUTE_POLICIES = {
  course: { ids: 'courses' },
  'career-application': { ids: 'positions' },
  programme: { ids: 'programmes' },
  'learning-path': { ids: 'learning-paths' },
  article: { ids: 'articles' },
  profile: { access: 'signed-in', robots: 'disallow' },
  admin: { access: 'staff', robots: 'disallow' },
  'admin-orders': { access: 'staff', robots: 'disallow' },
  'admin-lab-checks': { access: 'staff', robots: 'disallow' },
  'admin-messages': { access: 'staff', robots: 'disallow' },
  'admin-applications': { access: 'staff', robots: 'disallow' },
  'admin-mail': { access: 'staff', robots: 'disallow' },
  'admin-bkash': { access: 'staff', robots: 'disallow' },
  'admin-certificates': { access: 'staff', robots: 'disallow' },
  dashboard: { access: 'signed-in' },
  checkout: { ids: 'products', robots: 'disallow' },
  'lab-session': { ids: 'course-labs', access: 'signed-in', robots: 'disallow' },
  learn: { ids: 'course-items', access: 'signed-in', robots: 'disallow' },
  certificate: { ids: 'certificate-shell' },
  glossary: { ids: 'glossaries' },
} as const satisfies Partial<Record<PageKey, RoutePolicy>>;

/** Pages that send a signed-out visitor to /auth. */
export type GatedKey = {
  [K in keyof typeof ROUTE_POLICIES]: (typeof ROUTE_POLICIES)[K] extends { access: string }
    ? K
    : never;
}[keyof typeof ROUTE_POLICIES];

/** Pages whose unknown ids get the section's own not-found page. */
export type SectionKey = {
  [K in keyof typeof ROUTE_POLICIES]: (typeof ROUTE_POLICIES)[K] extends { ids: string }
    ? K
    : never;
}[keyof typeof ROUTE_POLICIES];

const policies: Partial<Record<PageKey, RoutePolicy>> = ROUTE_POLICIES;

export function routePolicy(key: PageKey): RoutePolicy {
  return policies[key] ?? {};
}
