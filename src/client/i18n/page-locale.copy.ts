import type { Locale } from '../../shared/i18n/locale';

/**
 * The language of the page being built. Each language has its own browser and prerender build
 * (decision 041): in the Bangla build every `*.copy.ts` module is swapped for its `*.copy.bn.ts`
 * twin, this one included, so a page ships only its own language's text.
 */
export const PAGE_LOCALE: Locale = 'en';
