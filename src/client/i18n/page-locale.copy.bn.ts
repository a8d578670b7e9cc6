import type { Locale } from '../../shared/i18n/locale';

export const PAGE_LOCALE: Locale = 'bn';
