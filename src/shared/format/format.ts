const thousandsFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12345 → '12,345'. */
export function formatThousands(value: number): string {
  return thousandsFormatter.format(value);
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

/** '2024-12-15' → 'December 15, 2024' (dates are calendar dates: no time zone shift). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Order and review times in Bangladesh time whatever the browser's zone, so a learner and the
 * staff checking the bKash or Nagad statement see the same clock: '21 Nov 2026, 16:05'.
 */
const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

export function formatDhakaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dhakaTime.format(date);
}
