import type { PageModule } from './page';
import type { PageKey } from './routes';

/**
 * Each page is its own chunk: the browser loads only the page it shows. A page's component lives
 * in `pages/{key}.page.tsx`, the name the prerender step also finds its chunk by in Vite's
 * manifest.
 */
const pageFiles = import.meta.glob<PageModule>('./pages/*.page.tsx', { import: 'page' });

export function loadPage(key: PageKey): Promise<PageModule> {
  const load = pageFiles[`./pages/${key}.page.tsx`];
  if (!load) return Promise.reject(new Error(`No page component pages/${key}.page.tsx`));
  return load();
}
