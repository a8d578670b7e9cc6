import {
  formatDateBn,
  formatDhakaTimeBn,
  formatDurationBn,
  formatNumberBn,
  formatTakaBn,
} from '../../shared/format/bangla';

export const formatNumber: (value: number) => string = formatNumberBn;
export const formatPrice: (priceBDT: number) => string = formatTakaBn;
export const formatCalendarDate: (isoDate: string) => string = formatDateBn;
export const formatTimeInDhaka: (iso: string) => string = formatDhakaTimeBn;
export const formatMinutes: (totalMinutes: number) => string = formatDurationBn;
