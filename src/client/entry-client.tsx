import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RootLayout } from './app/root-layout';
import { loadPage } from './app/page-registry';
import { matchRoute } from './app/routes';
import './styles.css';

const route = matchRoute(window.location.pathname);
const container = document.getElementById('root');
if (container) {
  void loadPage(route.key).then(async ({ Page, prepare }) => {
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
