/**
 * Calendar days in Bangladesh, for every rule counted in days: learning days and leaderboard
 * weeks (achievements/xp-rules.ts) and the refund rule's days (server/routes/refunds). Asia/Dhaka
 * is UTC+6 all year (no daylight saving), so plain arithmetic on 'YYYY-MM-DD' dates is exact.
 */

export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Dhaka calendar date of an instant, 'YYYY-MM-DD'. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day before or after a 'YYYY-MM-DD' date. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from one 'YYYY-MM-DD' date to another: 0 on the same day, negative before it. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
