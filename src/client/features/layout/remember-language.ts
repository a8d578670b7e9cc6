import type { Locale } from '../../../shared/i18n/locale';
import { languageCookie } from '../../../shared/i18n/language-cookie';
import { peekSession } from '../../lib/session';

/**
 * Keeps a language choice: a cookie the server reads on the next visit (visitors and learners
 * alike), and for a signed-in learner the account's setting, which their mail follows too.
 * `keepalive` lets the save finish while the browser goes to the other page.
 */
export function rememberLanguage(locale: Locale) {
  document.cookie = languageCookie(locale);
  if (peekSession().status !== 'signed-in') return;
  void fetch('/api/me/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language: locale }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
