import type { MouseEvent } from 'react';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locale';
import { pathIn } from '../../i18n/locale-path';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { layoutCopy } from './layout.copy';
import { rememberLanguage } from './remember-language';

const OTHER: Locale = PAGE_LOCALE === 'bn' ? 'en' : 'bn';

/**
 * The same page in the other language. The link works without JavaScript (the page's own path);
 * a click also keeps the query and the place on the page, and remembers the choice (a cookie,
 * and the account's setting when signed in).
 */
export function LanguageSwitch({ pathname, className }: { pathname: string; className: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { search, hash } = window.location;
    event.currentTarget.href = `${pathIn(OTHER, pathname)}${search}${hash}`;
    rememberLanguage(OTHER);
  };
  return (
    <a
      href={pathIn(OTHER, pathname)}
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
