import {
  formatDate,
  formatDhakaTime,
  formatDuration,
  formatThousands,
  formatTaka,
} from '../../shared/format/format';

/**
 * Numbers, money, dates and durations in the page's language. English pages write them as today;
 * the Bangla build's twin (format.copy.bn.ts) writes Bengali digits and Bangladeshi grouping
 * (৳৪,৯০০; ২৬ মার্চ ২০২৬; ১২ ঘণ্টা ১৭ মিনিট). A copy pair, so each page carries one language's.
 */
export const formatNumber: (value: number) => string = formatThousands;
export const formatPrice: (priceBDT: number) => string = formatTaka;
export const formatCalendarDate: (isoDate: string) => string = formatDate;
export const formatTimeInDhaka: (iso: string) => string = formatDhakaTime;
export const formatMinutes: (totalMinutes: number) => string = formatDuration;
