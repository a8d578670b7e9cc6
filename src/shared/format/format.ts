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

const MONTHS = [
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
