import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RootLayout } from './app/root-layout';
import type { PageModule } from './app/page';
import { matchRoute, type PageKey } from './app/routes';
import { listenToLanguageSwitches } from './features/layout/language-switch';
import './styles.css';

/**
 * The page's own module: the first of the boot script's data-chunks (the prerender step lists the
 * page's chunk before what it imports), loaded by its address. The page registry, with a loader
 * for every page (about 900 gzipped bytes), is then a chunk of its own that a page listing no
 * chunks falls back to: its dynamic imports still make each page a chunk that shares the entry's
 * modules, and no page downloads it.
 */
function loadOwnPage(key: PageKey): Promise<PageModule> {
  const chunk = document
    .querySelector('script[data-chunks]')
    ?.getAttribute('data-chunks')
    ?.split(' ')[0];
  if (!chunk) return import('./app/page-registry').then(({ loadPage }) => loadPage(key));
  return (import(/* @vite-ignore */ chunk) as Promise<{ page: PageModule }>).then(
    ({ page }) => page,
  );
}

listenToLanguageSwitches();
const route = matchRoute(window.location.pathname);
const container = document.getElementById('root');
if (container) {
  void loadOwnPage(route.key).then(async ({ Page, prepare }) => {
    await prepare?.(route);
    // A transition lets React hydrate in short slices instead of one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <RootLayout route={route}>
            <Page route={route} />
          </RootLayout>
        </StrictMode>,
      );
    });
  });
}
