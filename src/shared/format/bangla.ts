/**
 * Numbers, money, dates and durations as a Bangla page writes them: Bengali digits, Bangladeshi
 * grouping (১২,৩৪,৫৬৭: the last three digits, then pairs), Bangla month names, Asia/Dhaka time.
 * Plain string work like format.ts (no Intl formatter to build while a page starts), and the
 * reverse for what a learner types (digits.ts).
 */
import { DHAKA_OFFSET_MS, dhakaDay } from './dhaka-day';
import { toBengaliDigits } from './digits';

export { toBengaliDigits, toLatinDigits } from './digits';

/** 1234567 → '12,34,567' (rounded to a whole number): the lakh and crore grouping. */
export function groupBangladeshi(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last}` : last;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** 1234567 → '১২,৩৪,৫৬৭'. */
export function formatNumberBn(value: number): string {
  return toBengaliDigits(groupBangladeshi(value));
}

/** 4900 → '৳৪,৯০০'; 0 → 'ফ্রি' (what a Bangladeshi shop writes on a free item). */
export function formatTakaBn(priceBDT: number): string {
  return priceBDT === 0 ? 'ফ্রি' : `৳${formatNumberBn(priceBDT)}`;
}

const MONTHS_BN = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];

/** '2026-03-26' → '২৬ মার্চ ২০২৬' (a calendar date: no time zone shift). */
export function formatDateBn(isoDate: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return toBengaliDigits(
    `${date.getUTCDate()} ${MONTHS_BN[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`,
  );
}

/**
 * An instant in Bangladesh time: '২১ নভেম্বর ২০২৬, বিকেল ৪:০৫'. Asia/Dhaka is UTC+6 all year,
 * so the clock is plain arithmetic; the part of the day is named, as people say the time here.
 */
export function formatDhakaTimeBn(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const dhaka = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const hours = dhaka.getUTCHours();
  const minutes = String(dhaka.getUTCMinutes()).padStart(2, '0');
  const partOfDay =
    hours < 4 || hours >= 20
      ? 'রাত'
      : hours < 12
        ? 'সকাল'
        : hours < 16
          ? 'দুপুর'
          : hours < 18
            ? 'বিকেল'
            : 'সন্ধ্যা';
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes}`;
  return `${formatDateBn(dhakaDay(at))}, ${partOfDay} ${toBengaliDigits(clock)}`;
}

/** Total minutes as '১২ ঘণ্টা ১৭ মিনিট', '৪৫ মিনিট' or '৩ ঘণ্টা' (Bangla nouns take no plural). */
export function formatDurationBn(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${toBengaliDigits(String(minutes))} মিনিট`;
  if (minutes === 0) return `${toBengaliDigits(String(hours))} ঘণ্টা`;
  return toBengaliDigits(`${hours} ঘণ্টা ${minutes} মিনিট`);
}
