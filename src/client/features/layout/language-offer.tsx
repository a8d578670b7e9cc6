import { useState } from 'react';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/language-cookie';
import { pathIn } from '../../i18n/locale-path';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { useHydrated } from '../../lib/use-hydrated';
import { layoutCopy } from './layout.copy';
import { rememberLanguage } from './remember-language';

/** A browser that asks for Bangla first among its languages, and a visitor who has not chosen. */
function wantsBangla(): boolean {
  if (document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return false;
  const first = navigator.languages.find((tag) => /^(bn|en)\b/i.test(tag)) ?? '';
  return /^bn\b/i.test(first);
}

/**
 * On an English page, a visitor whose browser prefers Bangla is offered the Bangla page: asked,
 * never sent there unasked. Either answer is remembered, so the offer is made once.
 */
export function LanguageOffer({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  if (PAGE_LOCALE !== 'en' || !hydrated || answered || !wantsBangla()) return null;
  const copy = layoutCopy.language;
  return (
    <section
      aria-label={copy.label}
      className="border-b border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <p>{copy.offer}</p>
        <a
          href={`${pathIn('bn', pathname)}${window.location.search}`}
          hrefLang="bn"
          lang="bn"
          onClick={() => rememberLanguage('bn')}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
        >
          {copy.accept}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setAnswered(true);
          }}
          className="inline-flex min-h-10 items-center rounded-md px-3 font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {copy.decline}
        </button>
      </div>
    </section>
  );
}
