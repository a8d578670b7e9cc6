import type { ReactNode } from 'react';
import { HydrationBoundary } from '../components/hydration-boundary';
import { ServerOnly } from '../components/server-only';
import { Toaster } from '../components/ui/toaster';
import { SiteFooter } from '../features/layout/site-footer';
import { LanguageOffer } from '../features/layout/language-offer';
import { layoutCopy } from '../features/layout/layout.copy';
import { SiteHeader } from '../features/layout/site-header';
import type { RouteMatch } from './routes';

export function RootLayout({ route, children }: { route: RouteMatch; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {layoutCopy.skipToContent}
      </a>
      <HydrationBoundary>
        <LanguageOffer pathname={route.pathname} />
        <SiteHeader pathname={route.pathname} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      {/* Links and text only: never hydrated, so its code stays out of every page's JavaScript. */}
      <ServerOnly>
        {import.meta.env.SSR ? <SiteFooter pathname={route.pathname} /> : null}
      </ServerOnly>
      <Toaster />
    </>
  );
}
