import autocannon from 'autocannon';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/database';
import { readBoard } from '../../src/server/learning/xp/leaderboard';
import { weekStart } from '../../src/shared/achievements/xp-rules';
import { dhakaDay, shiftDay } from '../../src/shared/format/dhaka-day';
import type { SeededLearner } from '../../tests/helpers/seed-learners';
import type { Figure } from './budgets';

/** Decision 020's scale: 100,000 learners and 1,000,000 XP rows. */
export const LEADERBOARD_LEARNERS = 100_000;
const AWARDS_PER_LEARNER = 10;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;
const P99_BUDGET_MS = 50;
/** Rows per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH_PARAMETERS = 30_000;

type Log = (line: string) => void;

async function insertInBatches<T extends Record<string, unknown>>(
  rows: Iterable<T>,
  columns: number,
  insert: (batch: T[]) => Promise<unknown>,
) {
  const size = Math.floor(BATCH_PARAMETERS / columns);
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

/** A cheap deterministic spread of XP: some learners far ahead, most near the bottom. */
function pointsOf(learner: number, award: number): number {
  const kinds = [10, 10, 10, 20, 30, 50];
  return kinds[(learner * 7 + award * 3) % kinds.length] ?? 10;
}

/**
 * 100,000 learners (the given signed-in ones first, the rest plain accounts) with 1,000,000
 * XP awards between them, and the totals, weeks, badges and learning days those make, in batch
 * inserts (about a minute on SQLite).
 */
export async function seedLeaderboard(
  database: Database,
  signedIn: readonly SeededLearner[],
  now: Date,
  log: Log,
): Promise<void> {
  const started = Date.now();
  const { db, engine } = database;
  const at = now.toISOString();
  const thisWeek = weekStart(now);
  const ids = signedIn.map((learner) => learner.userId);
  ids.push(...(await seedAccounts(database, LEADERBOARD_LEARNERS - ids.length, now)));
  log(`leaderboard: ${ids.length} learners in ${Date.now() - started} ms`);
  const { totals, weeks } = await seedAwards(db, ids, [thisWeek, shiftDay(thisWeek, -7)], at);
  log(`leaderboard: ${ids.length * AWARDS_PER_LEARNER} XP awards in ${Date.now() - started} ms`);
  await seedStandings(db, ids, { totals, weeks }, at, dhakaDay(now));
  // Fresh statistics, as autovacuum or SQLite's own would have after a while in use.
  await (engine === 'sqlite' ? sql`analyze` : sql`vacuum analyze`).execute(db);
  log(`leaderboard: seeded in ${Date.now() - started} ms`);
}

/** `count` plain accounts (no session); their ids. */
async function seedAccounts(database: Database, count: number, now: Date): Promise<string[]> {
  const { db, engine } = database;
  const at = now.toISOString();
  const users = db.withTables<{
    user: { createdAt: string | Date; updatedAt: string | Date };
  }>();
  const accountIds: string[] = [];
  function* newUsers() {
    for (let index = 0; index < count; index++) {
      const id = randomUUID();
      accountIds.push(id);
      yield {
        id,
        name: `Bench Learner${index} Person${index % 97}`,
        email: `bench-${id}@example.com`,
        emailVerified: engine === 'sqlite' ? 1 : true,
        image: null,
        createdAt: engine === 'sqlite' ? at : now,
        updatedAt: engine === 'sqlite' ? at : now,
      };
    }
  }
  await insertInBatches(newUsers(), 7, (batch) => users.insertInto('user').values(batch).execute());
  return accountIds;
}

/**
 * AWARDS_PER_LEARNER XP awards per learner, half of them this week and half last week, each with
 * its finished item; the totals and weekly sums they make, keyed by user and by `user week`.
 */
async function seedAwards(
  db: Database['db'],
  ids: readonly string[],
  [thisWeek, lastWeek]: [string, string],
  at: string,
) {
  const totals = new Map<string, number>();
  const weeks = new Map<string, number>();
  function* awards() {
    for (const [learner, userId] of ids.entries()) {
      for (let award = 0; award < AWARDS_PER_LEARNER; award++) {
        const points = pointsOf(learner, award);
        // Half of each learner's awards this week, half last week.
        const week = award % 2 === 0 ? thisWeek : lastWeek;
        totals.set(userId, (totals.get(userId) ?? 0) + points);
        const key = `${userId} ${week}`;
        weeks.set(key, (weeks.get(key) ?? 0) + points);
        yield {
          user_id: userId,
          course_id: 'docker-fundamentals',
          item_id: `bench-item-${award}`,
          kind: 'lesson' as const,
          points,
          week_start: week,
          awarded_at: at,
        };
      }
    }
  }
  await insertInBatches(awards(), 7, (batch) => db.insertInto('xp_awards').values(batch).execute());
  // Each award stands for a finished item: the same 1,000,000 rows of progress.
  function* progress() {
    for (const userId of ids) {
      for (let award = 0; award < AWARDS_PER_LEARNER; award++) {
        yield {
          user_id: userId,
          course_id: 'docker-fundamentals',
          item_id: `bench-item-${award}`,
          kind: 'lesson' as const,
          finished_at: at,
        };
      }
    }
  }
  await insertInBatches(progress(), 5, (batch) =>
    db.insertInto('learning_progress').values(batch).execute(),
  );
  return { totals, weeks };
}

/** The totals and weeks the awards made, two badges each and three learning days up to today. */
async function seedStandings(
  db: Database['db'],
  ids: readonly string[],
  { totals, weeks }: { totals: Map<string, number>; weeks: Map<string, number> },
  at: string,
  today: string,
): Promise<void> {
  await insertInBatches(
    [...totals].map(([userId, xp], index) => ({
      user_id: userId,
      xp,
      // One learner in fifty opted out.
      listed: index % 50 === 49 ? 0 : 1,
      display_name: null,
      updated_at: at,
    })),
    5,
    (batch) => db.insertInto('xp_totals').values(batch).execute(),
  );
  await insertInBatches(
    [...weeks].map(([key, xp]) => {
      const [userId = '', week = ''] = key.split(' ');
      return { user_id: userId, week_start: week, xp, listed: 1 };
    }),
    4,
    (batch) => db.insertInto('xp_weeks').values(batch).execute(),
  );
  await insertInBatches(
    ids.flatMap((userId) => [
      { user_id: userId, badge_id: 'first-lesson', earned_at: at },
      { user_id: userId, badge_id: 'module-finished', earned_at: at },
    ]),
    3,
    (batch) => db.insertInto('badges_earned').values(batch).execute(),
  );
  await insertInBatches(
    ids.flatMap((userId) =>
      [0, 1, 2].map((back) => ({ user_id: userId, day: shiftDay(today, -back) })),
    ),
    2,
    (batch) => db.insertInto('learning_days').values(batch).execute(),
  );
}

function describe(result: autocannon.Result): string {
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result['2xx']} × 2xx, ${result.non2xx} non-2xx, ${result.errors} errors`;
}

async function measure(
  base: string,
  label: string,
  paths: string[],
  cookies: string[],
  log: Log,
  engine: 'sqlite' | 'postgres',
): Promise<Figure[]> {
  let index = 0;
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        headers: { cookie: cookies[index++ % cookies.length] ?? '' },
      }),
    })),
  };
  const warmUp = await autocannon({ ...options, duration: WARM_UP_S });
  log(`${label} warm-up: ${describe(warmUp)}`);
  const result = await autocannon({ ...options, duration: DURATION_S });
  log(`${label}: ${describe(result)}`);
  return [
    {
      name: `${label} p99 (${engine})`,
      value: result.latency.p99,
      unit: 'ms',
      kind: 'max',
      budget: P99_BUDGET_MS,
    },
    {
      name: `${label} throughput (${engine})`,
      value: result.requests.average,
      unit: 'req/s',
    },
    {
      name: `${label} errors + non-2xx (${engine})`,
      value: result.errors + result.timeouts + result.non2xx,
      unit: '',
      kind: 'max',
      budget: 0,
    },
  ];
}

/**
 * The leaderboard's and the dashboard achievements' answers at decision 020's scale: p99 at most
 * 50 ms with 50 connections, signed in (each answer then also ranks the caller), on either
 * engine. Also reports one uncached read of each board, what the minute's cache saves.
 */
export async function leaderboardFigures(options: {
  url: string;
  database: Database;
  learners: readonly SeededLearner[];
  engine: 'sqlite' | 'postgres';
  log: Log;
}): Promise<Figure[]> {
  const { url, database, learners, engine, log } = options;
  const now = new Date();
  await seedLeaderboard(database, learners, now, log);
  const figures: Figure[] = [];
  for (const board of ['week', 'all'] as const) {
    const started = performance.now();
    const rows = await readBoard(database.db, board, now);
    const ms = performance.now() - started;
    log(`leaderboard: uncached ${board} board read: ${ms.toFixed(1)} ms (${rows.length} rows)`);
    figures.push({
      name: `leaderboard ${board} board uncached read (${engine})`,
      value: ms,
      unit: 'ms',
    });
  }
  const cookies = learners.map((learner) => learner.cookie);
  figures.push(
    ...(await measure(
      url,
      'GET /api/leaderboard (week and all, signed in)',
      ['/api/leaderboard?board=week', '/api/leaderboard?board=all'],
      cookies,
      log,
      engine,
    )),
  );
  figures.push(
    ...(await measure(
      url,
      'GET /api/me/achievements',
      ['/api/me/achievements'],
      cookies,
      log,
      engine,
    )),
  );
  return figures;
}
