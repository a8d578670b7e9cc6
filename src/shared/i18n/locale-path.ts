import { LOCALES, type Locale } from './locale';

/** The path prefix of each language's pages: English keeps today's paths (decision 041). */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', bn: '/bn' };

/** A path is a page's when it is absolute on this site and is not the API's or a file's. */
function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const bare = path.split(/[?#]/)[0] ?? '';
  return !/^\/(api|assets|media)(\/|$)/.test(bare) && !/\.[a-z0-9]+$/i.test(bare);
}

/** The language a path's page is in, and the path without its language prefix. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: 'en', path };
}

/** The same page in `locale`: `/courses` → `/bn/courses`, `/bn` → `/`. */
export function pathIn(locale: Locale, path: string): string {
  if (!isPagePath(path)) return path;
  const bare = splitLocale(path).path;
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  if (bare === '/') return prefix;
  return bare.startsWith('/?') || bare.startsWith('/#')
    ? `${prefix}${bare.slice(1)}`
    : `${prefix}${bare}`;
}
