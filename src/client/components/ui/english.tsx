import type { ReactNode } from 'react';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';

/**
 * The `lang` of words that stay English on every page (course and lab titles, a lab's terminal
 * output, people's names in Latin script): 'en' on another language's page, none on English pages,
 * whose own language it is.
 */
export const ENGLISH_LANG = PAGE_LOCALE === 'en' ? undefined : 'en';

/** English words inside a sentence in the page's language: marked on other languages' pages. */
export function EnglishText({ children }: { children: ReactNode }) {
  return ENGLISH_LANG ? <span lang={ENGLISH_LANG}>{children}</span> : children;
}
