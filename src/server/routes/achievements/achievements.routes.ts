import { Hono } from 'hono';
import {
  checkLeaderboardSettings,
  type LeaderboardBoard,
  type LeaderboardView,
} from '../../../shared/schemas/achievements';
import { weekStart } from '../../../shared/achievements/xp-rules';
import { createCache } from '../../../shared/cache';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { jsonInput } from '../../http/json-input';
import { noStore } from '../../http/no-store';
import { requireUser, sessionUser, type SignedInEnv } from '../../http/session';
import { getAchievements } from '../../learning/xp/achievements';
import {
  getLeaderboardSettings,
  myPlace,
  readBoard,
  readHistogram,
  saveLeaderboardSettings,
  type BoardEntry,
  type XpHistogram,
} from '../../learning/xp/leaderboard';

export interface AchievementsRoutesDependencies {
  auth: Auth;
  database: Database;
  /** Server time (tests move it); the clock otherwise. */
  now?: () => Date;
}

/** How long a board's top rows are reused: the leaderboard is fresh within a minute. */
export const BOARD_CACHE_MS = 60_000;

const settingsInput = jsonInput(checkLeaderboardSettings, {
  maxBytes: 4 * 1024,
  what: 'leaderboard settings',
  notJson: 'Send your leaderboard settings as JSON.',
  nul: 'Leaderboard name cannot contain the NUL character.',
});

function boardOf(text: string | undefined): LeaderboardBoard | null {
  if (text === undefined || text === 'week') return 'week';
  return text === 'all' ? 'all' : null;
}

interface CachedBoard {
  at: number;
  rows: BoardEntry[];
  histogram: XpHistogram;
}

/**
 * Each board's top rows and XP histogram, reused for up to a minute, read once however many
 * requests arrive meanwhile; cleared when a learner changes their settings.
 */
export function createBoardCache(db: Database['db']) {
  const entries = createCache<string, Promise<CachedBoard>>({ lifetimeMs: BOARD_CACHE_MS });
  return {
    top(board: LeaderboardBoard, now: Date): Promise<CachedBoard> {
      // The weekly board's key names its week, so a new week is never answered from the last.
      const key = board === 'week' ? `week:${weekStart(now)}` : 'all';
      const read = async () => {
        const [rows, histogram] = await Promise.all([
          readBoard(db, board, now),
          readHistogram(db, board, now),
        ]);
        return { at: now.getTime(), rows, histogram };
      };
      // A failed read is not kept: the next request tries again.
      return entries.get(key, read, now.getTime());
    },
    clear() {
      entries.clear();
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;

/** /api/me/achievements and /api/me/leaderboard-settings: the signed-in learner's own. */
export function achievementsRoutes(deps: AchievementsRoutesDependencies & { boards: BoardCache }) {
  const { db } = deps.database;
  const clock = deps.now ?? (() => new Date());
  // Per route, not `use('*')`: this shares /api/me with GET /api/me, which answers signed-out callers.
  const signedIn = requireUser(deps.auth, deps.database);
  return new Hono<SignedInEnv>()
    .get('/achievements', noStore, signedIn, async (c) =>
      c.json(await getAchievements(db, c.var.user.id, clock())),
    )
    .get('/leaderboard-settings', noStore, signedIn, async (c) =>
      c.json(await getLeaderboardSettings(db, c.var.user.id)),
    )
    .put('/leaderboard-settings', noStore, signedIn, settingsInput, async (c) => {
      const saved = await saveLeaderboardSettings(db, c.var.user, c.var.input, clock());
      if (!saved.ok) return apiError(c, saved.status, saved.code, saved.message, saved.fields);
      // A learner who opts out (or is renamed) leaves the boards now, not within the minute.
      deps.boards.clear();
      return c.json(saved.value);
    });
}

/**
 * GET /api/leaderboard?board=week|all: public; the top 50, and the caller's own place when
 * signed in (never cached: it is personal).
 */
export function leaderboardRoutes(deps: AchievementsRoutesDependencies & { boards: BoardCache }) {
  const { db } = deps.database;
  const clock = deps.now ?? (() => new Date());
  return new Hono().use('*', noStore).get('/', async (c) => {
    const board = boardOf(c.req.query('board'));
    if (!board) return apiError(c, 400, 'invalid_board', 'Choose the "week" or "all" board.');
    const now = clock();
    const [user, cached] = await Promise.all([
      sessionUser(deps.auth, deps.database, c),
      deps.boards.top(board, now),
    ]);
    const own = user ? cached.rows.find((row) => row.userId === user.id) : undefined;
    let me: LeaderboardView['me'] = null;
    if (user) {
      me = own
        ? { hidden: false, needsName: false, row: { ...publicRow(own), you: true } }
        : await myPlace(db, user.id, board, now, cached.histogram);
    }
    const view: LeaderboardView = {
      board,
      weekStart: board === 'week' ? weekStart(now) : null,
      rows: cached.rows.map((row) => ({ ...publicRow(row), you: row.userId === user?.id })),
      me,
      generatedAt: new Date(cached.at).toISOString(),
    };
    return c.json(view);
  });
}

function publicRow({ rank, displayName, xp }: BoardEntry) {
  return { rank, displayName, xp };
}
