import type { MouseEvent } from 'react';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locale';
import { pathIn } from '../../i18n/locale-path';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { layoutCopy } from './layout.copy';
import { rememberLanguage } from './remember-language';

const OTHER: Locale = PAGE_LOCALE === 'bn' ? 'en' : 'bn';

/**
 * The same page in the other language. Without JavaScript the link's `?lang=` has the server
 * remember the choice (site-response.ts); with it, a click keeps the query and the place on the
 * page, and remembers the choice in the cookie and, signed in, in the account's setting.
 */
export function LanguageSwitch({ pathname, className }: { pathname: string; className: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { search, hash } = window.location;
    event.currentTarget.href = `${pathIn(OTHER, pathname)}${search}${hash}`;
    rememberLanguage(OTHER);
  };
  return (
    <a
      href={`${pathIn(OTHER, pathname)}?lang=${OTHER}`}
      hrefLang={OTHER}
      lang={OTHER}
      onClick={onClick}
      className={className}
    >
      <span className="sr-only" lang={PAGE_LOCALE}>
        {layoutCopy.language.label}:{' '}
      </span>
      {LOCALE_NAMES[OTHER]}
    </a>
  );
}
