import * as z from 'zod/mini';
import { checkWith } from './check';
import { requiredText } from './fields';

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;

/** Letters of any script, digits, spaces and . ' - _ only: a name, not markup or a link. */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M}\p{N} .'_-]+$/u;

/**
 * The learner's leaderboard settings: one schema for the /profile form and for
 * PUT /api/me/leaderboard-settings.
 */
export const leaderboardSettingsSchema = z.object({
  displayName: requiredText('Leaderboard name is required', {
    typeError: 'Leaderboard name must be text',
    rule: (value) => {
      const name = value.replace(/\s+/g, ' ');
      if ([...name].length < DISPLAY_NAME_MIN || [...name].length > DISPLAY_NAME_MAX) {
        return {
          error: `Leaderboard name must be ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters`,
        };
      }
      if (!DISPLAY_NAME_PATTERN.test(name)) {
        return { error: "Leaderboard name may use letters, digits, spaces and . ' - _ only" };
      }
      return { value: name };
    },
  }),
  // A pipe rather than z.boolean(): the zod parts every form already loads, no new one.
  listed: z.pipe(
    z.unknown(),
    z.transform((value: unknown, ctx): boolean => {
      if (typeof value === 'boolean') return value;
      ctx.issues.push({
        code: 'custom',
        message: 'Show me on the leaderboard must be true or false',
        input: value,
      });
      return z.NEVER;
    }),
  ),
});

export type LeaderboardSettingsInput = z.input<typeof leaderboardSettingsSchema>;
export type LeaderboardSettings = z.output<typeof leaderboardSettingsSchema>;

/** The server refuses a leaderboard name that is the learner's email handle (it knows the email). */
export const LEADERBOARD_NAME_IS_HANDLE =
  'Leaderboard name cannot be your email address or the part before the @. Choose the name others see.';

/** GET and PUT /api/me/leaderboard-settings answer this: the name shown and whether listed. */
export interface LeaderboardSettingsView {
  /** The name shown: the chosen one, else from the learner's name; '' while they have none. */
  displayName: string;
  /** The learner's choice ("Show me on the leaderboard"). */
  listed: boolean;
  /** They chose to be shown but are hidden until they have a name of their own. */
  needsName: boolean;
}

export const checkLeaderboardSettings = checkWith(leaderboardSettingsSchema, {
  notObject: 'Send your leaderboard settings as a JSON object.',
  invalid: (fields) => Object.values(fields)[0] ?? 'Some fields need correcting.',
});

export type LeaderboardBoard = 'week' | 'all';

export interface LeaderboardRow {
  rank: number;
  displayName: string;
  xp: number;
  /** True on the signed-in learner's own row. */
  you: boolean;
}

/** The signed-in learner's own place on a board. */
export interface LeaderboardPlace {
  /** Not on the boards: they opted out, or they have no name of their own yet (`needsName`). */
  hidden: boolean;
  /** Hidden only for want of a name: nobody is shown under their email handle. */
  needsName: boolean;
  /** Null while hidden, or with no XP on this board yet. */
  row: LeaderboardRow | null;
}

/** GET /api/leaderboard?board=week|all */
export interface LeaderboardView {
  board: LeaderboardBoard;
  /** The week's Saturday ('YYYY-MM-DD', Asia/Dhaka) for the weekly board. */
  weekStart: string | null;
  rows: LeaderboardRow[];
  /** The signed-in learner: null when signed out. */
  me: LeaderboardPlace | null;
  /** When the board's data was read (cached for up to a minute). */
  generatedAt: string;
}

export interface EarnedBadgeView {
  id: string;
  name: string;
  rule: string;
  picture: string;
  /** When it was earned; null when not yet. */
  earnedAt: string | null;
}

/** GET /api/me/achievements */
export interface AchievementsView {
  xp: number;
  level: number;
  levelName: string;
  intoLevel: number;
  levelSize: number;
  toNext: number;
  streakDays: number;
  /** Has XP but is kept off the leaderboard until they add a name of their own. */
  leaderboardNeedsName: boolean;
  badges: EarnedBadgeView[];
}
