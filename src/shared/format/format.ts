/**
 * 12345 → '12,345' (rounded to a whole number). Plain string work rather than Intl.NumberFormat:
 * building an Intl formatter costs milliseconds of main-thread time on a phone, and every page
 * that shows a price would pay it while starting up.
 */
export function formatThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** 4900 → '৳4,900'; 0 → 'Free'. */
export function formatTaka(priceBDT: number): string {
  return priceBDT === 0 ? 'Free' : `৳${formatThousands(priceBDT)}`;
}

/** Total minutes as 'Xh Ym', 'Ym' or 'Xh' (curriculum module times). */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  if (minutes === 0) return `${hours}h`;
  return `${hours}h ${minutes}m`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long a refused client should wait, in words: '8 seconds', '1 minute', '60 minutes',
 * '1 hour 1 minute', '8 hours'. Minutes are rounded up, so the wait is never understated; hours
 * only beyond the hour, so the hourly limits keep their words.
 */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return plural(minutes, 'minute');
  const hours = plural(Math.floor(minutes / 60), 'hour');
  return minutes % 60 === 0 ? hours : `${hours} ${plural(minutes % 60, 'minute')}`;
}

/** A wait on a button that counts it down: '42 s' up to a minute (it ticks), else in words. */
export function countdownInWords(seconds: number): string {
  return seconds <= 60 ? `${seconds} s` : waitInWords(seconds);
}

/**
 * How long something has waited, short enough for a list: '12 min', '5 h' (up to two days, so
 * the hours around a one-day promise stay exact), then '3 d'. Rounded down.
 */
export function formatAge(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/** The months' English names, January first (also read back from English text). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2024-12-15' → 'December 15, 2024' (dates are calendar dates: no time zone shift). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * Order and review times in Bangladesh time whatever the browser's zone, so a learner and the
 * staff checking the bKash or Nagad statement see the same clock: '21 Nov 2026, 16:05'.
 */
let dhakaTime: Intl.DateTimeFormat | undefined;

export function formatDhakaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Made on first use: loading a time zone's rules is slow, and most pages show no order times.
  dhakaTime ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  });
  return dhakaTime.format(date);
}
