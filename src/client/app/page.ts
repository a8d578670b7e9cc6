import type { ComponentType } from 'react';
import type { RouteMatch } from './routes';

export interface PageMeta {
  title: string;
  description: string;
  /** 404 for not-found states (unknown ids), so the server answers with that status. */
  status?: 200 | 404;
}

export interface PageProps {
  route: RouteMatch;
}

export interface PageModule {
  Page: ComponentType<PageProps>;
  meta: (route: RouteMatch) => PageMeta;
}

export const SITE_NAME = 'Shikhon Academy';
