import { pathIn } from '../../shared/i18n/locale-path';
import { PAGE_LOCALE } from './page-locale.copy';

export { LOCALE_PREFIX, pathIn, splitLocale } from '../../shared/i18n/locale-path';

/**
 * A link to one of the site's pages in the language of the page that shows it. Every internal
 * link goes through it, so a Bangla page's links stay on Bangla pages.
 */
export function localePath(path: string): string {
  return PAGE_LOCALE === 'en' ? path : pathIn(PAGE_LOCALE, path);
}
