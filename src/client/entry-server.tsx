import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageMeta } from './app/page';
import { loadPage } from './app/page-registry';
import { RootLayout } from './app/root-layout';
import { matchRoute, type PageKey } from './app/routes';
import { readyLaterParts } from './components/server-only';

export interface RenderedPage {
  key: PageKey;
  /** The route's id segment ('' for static routes), as the route table matched it. */
  id: string;
  html: string;
  meta: PageMeta;
}

/** Renders one path to the HTML that goes inside #root, exactly as the browser will hydrate it. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const route = matchRoute(pathname);
  const { Page, meta, prepare } = await loadPage(route.key);
  await prepare?.(route);
  // The code of the parts the browser hydrates later (those of every module loaded by now,
  // `prepare`'s too): the server renders them whole.
  await readyLaterParts();
  const html = renderToString(
    <StrictMode>
      <RootLayout route={route}>
        <Page route={route} />
      </RootLayout>
    </StrictMode>,
  );
  return { key: route.key, id: route.id, html, meta: meta(route) };
}
