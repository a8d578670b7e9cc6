import {
  formatDateBn,
  formatDhakaTimeBn,
  formatDurationBn,
  formatNumberBn,
  formatTakaBn,
} from '../../shared/format/bangla';
import {
  formatDate,
  formatDhakaTime,
  formatDuration,
  formatThousands,
  formatTaka,
} from '../../shared/format/format';
import { PAGE_LOCALE } from './page-locale.copy';

const bangla = PAGE_LOCALE === 'bn';

/**
 * Numbers, money, dates and durations in the page's language: Bengali digits and Bangladeshi
 * grouping on Bangla pages (৳৪,৯০০; ২৬ মার্চ ২০২৬; ১২ ঘণ্টা ১৭ মিনিট), today's forms on English ones.
 */
export const formatNumber = (value: number): string =>
  bangla ? formatNumberBn(value) : formatThousands(value);
export const formatPrice = (priceBDT: number): string =>
  bangla ? formatTakaBn(priceBDT) : formatTaka(priceBDT);
export const formatCalendarDate = (isoDate: string): string =>
  bangla ? formatDateBn(isoDate) : formatDate(isoDate);
export const formatTimeInDhaka = (iso: string): string =>
  bangla ? formatDhakaTimeBn(iso) : formatDhakaTime(iso);
export const formatMinutes = (totalMinutes: number): string =>
  bangla ? formatDurationBn(totalMinutes) : formatDuration(totalMinutes);
