import type { Locale } from '../../../shared/i18n/locale';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/language-cookie';
import { peekSession } from '../../lib/session';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a language choice: a cookie the server reads on the next visit (visitors and learners
 * alike), and for a signed-in learner the account's setting, which their mail follows too.
 * `keepalive` lets the save finish while the browser goes to the other page.
 */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  if (peekSession().status !== 'signed-in') return;
  void fetch('/api/me/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language: locale }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
