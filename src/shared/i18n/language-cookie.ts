import type { Locale } from './locale';

/**
 * The cookie that remembers a visitor's language choice (`en` or `bn`), set by the language
 * switch and by the answer to the Bangla offer; the server sends a page's twin in that language.
 */
export const LANGUAGE_COOKIE = 'shikhon_lang';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that keeps `locale` for a year, as the browser sets it and the server sends it. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
