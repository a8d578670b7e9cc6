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

/** GET and PUT /api/me/leaderboard-settings answer this: the name shown and whether listed. */
export interface LeaderboardSettingsView {
  displayName: string;
  listed: boolean;
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

/** GET /api/leaderboard?board=week|all */
export interface LeaderboardView {
  board: LeaderboardBoard;
  /** The week's Saturday ('YYYY-MM-DD', Asia/Dhaka) for the weekly board. */
  weekStart: string | null;
  rows: LeaderboardRow[];
  /**
   * The signed-in learner: null when signed out. `hidden` when they opted out; `row` null when
   * they have no XP on this board yet.
   */
  me: { hidden: boolean; row: LeaderboardRow | null } | null;
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
  badges: EarnedBadgeView[];
}
