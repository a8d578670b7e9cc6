import { lazy, Suspense, useState } from 'react';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/language-cookie';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { useHydrated } from '../../lib/use-hydrated';

const LanguageOfferBanner = lazy(() =>
  import('./language-offer-banner.lazy').then((module) => ({
    default: module.LanguageOfferBanner,
  })),
);

/** A browser that asks for Bangla first among its languages, and a visitor who has not chosen. */
function wantsBangla(): boolean {
  if (document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return false;
  const first = navigator.languages.find((tag) => /^(bn|en)\b/i.test(tag)) ?? '';
  return /^bn\b/i.test(first);
}

/**
 * On an English page, a visitor whose browser prefers Bangla is offered the Bangla page: asked,
 * never sent there unasked. Either answer is remembered, so the offer is made once. The banner
 * is loaded only for those it is for.
 */
export function LanguageOffer({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  if (PAGE_LOCALE !== 'en' || !hydrated || answered || !wantsBangla()) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner pathname={pathname} onAnswered={() => setAnswered(true)} />
    </Suspense>
  );
}
