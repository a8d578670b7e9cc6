import type { ComponentType } from 'react';
import type { RouteMatch } from './routes';

export interface PageMeta {
  title: string;
  description: string;
  /** 404 for not-found states (unknown ids), so the server answers with that status. */
  status?: 200 | 404;
  /** Private pages (profile, staff area, reset link): kept out of search and the sitemap. */
  noindex?: boolean;
}

export interface PageProps {
  route: RouteMatch;
}

export interface PageModule {
  Page: ComponentType<PageProps>;
  meta: (route: RouteMatch) => PageMeta;
  /**
   * Loads what `Page` needs for this route (e.g. one article's text) before it renders, on the
   * server and before hydration alike, so heavy content is split per route.
   */
  prepare?: (route: RouteMatch) => Promise<void>;
}

export const SITE_NAME = 'Shikhon Academy';
