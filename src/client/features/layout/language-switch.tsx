import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locale';
import { pathIn } from '../../i18n/locale-path';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { layoutCopy } from './layout.copy';
import { rememberLanguage } from './remember-language';

const OTHER: Locale = PAGE_LOCALE === 'bn' ? 'en' : 'bn';

/**
 * The same page in the other language. Without JavaScript the link's `?lang=` has the server
 * remember the choice (site-response.ts); with it, a click keeps the query and the place on the
 * page, and remembers the choice in the cookie and, signed in, in the account's setting
 * (listenToLanguageSwitches).
 */
export function LanguageSwitch({ pathname, className }: { pathname: string; className: string }) {
  return (
    <a
      href={`${pathIn(OTHER, pathname)}?lang=${OTHER}`}
      hrefLang={OTHER}
      lang={OTHER}
      data-language-switch=""
      className={className}
    >
      <span className="sr-only" lang={PAGE_LOCALE}>
        {layoutCopy.language.label}:{' '}
      </span>
      {LOCALE_NAMES[OTHER]}
    </a>
  );
}

/**
 * Answers a click on any language switch, the header's or the footer's (which is never hydrated:
 * ServerOnly): the link goes to the same page in the other language with this page's query and
 * place, and the choice is remembered. It listens while the click goes down the page: React stops
 * a click inside a part it has not hydrated on its way back up.
 */
export function listenToLanguageSwitches() {
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[data-language-switch]')
          : null;
      if (!link) return;
      const { search, hash } = window.location;
      link.href = `${link.pathname}${search}${hash}`;
      rememberLanguage(OTHER);
    },
    { capture: true },
  );
}
