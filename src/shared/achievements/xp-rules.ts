import { DHAKA_OFFSET_MS, dhakaDay, shiftDay } from '../format/dhaka-day';

/**
 * XP, levels, learning days and leaderboard weeks: the server decides with these, and the
 * dashboard explains them with the same numbers. Days are Asia/Dhaka calendar days
 * (format/dhaka-day.ts).
 */

/** Points per newly finished item. */
export const XP_POINTS = {
  lesson: 10,
  quiz: 20,
  /** A quiz passed with no earlier failed attempt. */
  quizFirstTry: 30,
  lab: 50,
} as const;

export const XP_PER_LEVEL = 500;

/** Level names from level 1; beyond the list a level is named by its number. */
export const LEVEL_NAMES = [
  'Newcomer',
  'Explorer',
  'Practitioner',
  'Builder',
  'Engineer',
  'Senior Engineer',
  'Architect',
] as const;

export const STREAK_BADGE_DAYS = 7;

export interface LevelInfo {
  level: number;
  name: string;
  /** XP into the current level. */
  intoLevel: number;
  /** XP the level spans (XP_PER_LEVEL). */
  levelSize: number;
  /** XP still needed for the next level. */
  toNext: number;
}

export function levelOf(xp: number): LevelInfo {
  const safe = Math.max(0, Math.floor(xp));
  const level = Math.floor(safe / XP_PER_LEVEL) + 1;
  const intoLevel = safe % XP_PER_LEVEL;
  return {
    level,
    name: LEVEL_NAMES[level - 1] ?? `Level ${level}`,
    intoLevel,
    levelSize: XP_PER_LEVEL,
    toNext: XP_PER_LEVEL - intoLevel,
  };
}

/**
 * The leaderboard week that holds an instant: Saturday 00:00 to Friday 23:59:59 Asia/Dhaka,
 * named by its Saturday ('YYYY-MM-DD').
 */
export function weekStart(now: Date): string {
  const day = dhakaDay(now);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday ... 6 Saturday
  return shiftDay(day, -((weekday + 1) % 7));
}

/** The instant a week named by its Saturday begins (Saturday 00:00 Asia/Dhaka). */
export function weekStartsAt(saturday: string): Date {
  return new Date(Date.parse(`${saturday}T00:00:00Z`) - DHAKA_OFFSET_MS);
}

/**
 * The learner's current streak: consecutive learning days ending today, or yesterday (a streak
 * still alive until today ends). `days` are 'YYYY-MM-DD' Asia/Dhaka dates, any order.
 */
export function currentStreak(days: Iterable<string>, now: Date): number {
  const set = new Set(days);
  const today = dhakaDay(now);
  let day = set.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return streak;
}

/** The default leaderboard name: first name and last initial ("Rahim U."). */
export function defaultDisplayName(accountName: string | null | undefined): string {
  const words = (accountName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'Learner';
  const last = rest.at(-1);
  const name = last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return name.slice(0, 40);
}
