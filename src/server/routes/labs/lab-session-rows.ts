import type { Kysely, Selectable } from 'kysely';
import type { CompiledLab, LearningContent } from '../../content/content-types';
import { hasFinished } from '../../learning/progress';
import type { DatabaseSchema, LabSessionsTable } from '../../db/schema';
import type { SandboxHandle } from '../../labs/lab-driver';
import type { LabSessionView, LabWaitingFor } from '../../../shared/schemas/labs';

/** Reading lab_sessions and lab_checks, and a row as the API shows it. */

export type SessionRow = Selectable<LabSessionsTable>;

/** A time as the rows store it. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** Statuses that hold (or are about to hold) a sandbox: what LAB_MAX_SANDBOXES counts. */
export const RUNNING = ['starting', 'live'] as const;

export function findSession(db: Kysely<DatabaseSchema>, sessionId: string) {
  return db.selectFrom('lab_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/** The learner's one queued, starting or live session (the unique index allows one). */
export function findOpenSession(db: Kysely<DatabaseSchema>, userId: string) {
  return db
    .selectFrom('lab_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'ended')
    .executeTakeFirst();
}

/** Sessions holding (or about to hold) a sandbox: all of them, and the free ones among them. */
export async function runningCounts(
  db: Kysely<DatabaseSchema>,
): Promise<{ all: number; free: number }> {
  const row = await db
    .selectFrom('lab_sessions')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number | null>('free').as('free'),
    ])
    .where('status', 'in', RUNNING)
    .executeTakeFirstOrThrow();
  return { all: Number(row.n), free: Number(row.free ?? 0) };
}

/**
 * 1 for the session that starts next, then 2, 3…, in the order the queue starts them: paying
 * learners' sessions (free = 0) before free ones, each oldest first (ties on time broken by id).
 */
export async function queuePosition(db: Kysely<DatabaseSchema>, row: SessionRow): Promise<number> {
  const free = Number(row.free);
  const ahead = await db
    .selectFrom('lab_sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'queued')
    .where((eb) =>
      eb.or([
        eb('free', '<', free),
        eb.and([
          eb('free', '=', free),
          eb.or([
            eb('created_at', '<', row.created_at),
            eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/**
 * What a queued session waits for: any machine, or (a free session while free sessions hold
 * their whole share) a machine free labs may use.
 */
async function waitingFor(
  db: Kysely<DatabaseSchema>,
  row: SessionRow,
  maxFreeSandboxes: number,
): Promise<LabWaitingFor> {
  if (Number(row.free) !== 1) return 'machine';
  const running = await runningCounts(db);
  return running.free >= maxFreeSandboxes ? 'free-machine' : 'machine';
}

export async function passedSteps(db: Kysely<DatabaseSchema>, sessionId: string) {
  const rows = await db
    .selectFrom('lab_checks')
    .select('step')
    .distinct()
    .where('session_id', '=', sessionId)
    .where('passed', '=', 1)
    .execute();
  return rows.map((row) => Number(row.step)).sort((a, b) => a - b);
}

export function everyStepPassed(lab: CompiledLab | undefined, steps: readonly number[]): boolean {
  return lab !== undefined && lab.steps.every((step) => steps.includes(step.number));
}

/**
 * Every step has passed in the session and the lab counts in the learner's progress: a final
 * run passed (now or in an earlier session), so ticks earned by steps undone since do not show
 * the lab as passed.
 */
async function sessionPassed(
  db: Kysely<DatabaseSchema>,
  lab: CompiledLab | undefined,
  row: SessionRow,
  stepsPassed: readonly number[],
): Promise<boolean> {
  if (!everyStepPassed(lab, stepsPassed)) return false;
  return hasFinished(db, row.user_id, { kind: 'lab', itemId: row.lab_id });
}

/** The driver's handle of a live session's sandbox, rebuilt from the row and the lab. */
export function handleOf(row: SessionRow, lab: CompiledLab): SandboxHandle {
  return {
    sessionId: row.id,
    hosts: lab.hosts.map((host) => host.name),
    expiresAt: row.expires_at ?? new Date().toISOString(),
  };
}

export async function sessionView(
  db: Kysely<DatabaseSchema>,
  content: LearningContent,
  row: SessionRow,
  /** How many sandboxes free sessions may hold (the runner's `maxFreeSandboxes`). */
  maxFreeSandboxes: number,
  now: Date = new Date(),
): Promise<LabSessionView> {
  const lab = content.labs.get(row.lab_id);
  const stepsPassed = await passedSteps(db, row.id);
  const expiresAt = row.status === 'live' ? row.expires_at : null;
  return {
    id: row.id,
    labId: row.lab_id,
    labTitle: lab?.title ?? row.lab_id,
    courseId: row.course_id,
    status: row.status,
    createdAt: row.created_at,
    expiresAt,
    secondsLeft: expiresAt
      ? Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000))
      : 0,
    extended: Number(row.extended) === 1,
    queuePosition: row.status === 'queued' ? await queuePosition(db, row) : null,
    waitingFor: row.status === 'queued' ? await waitingFor(db, row, maxFreeSandboxes) : null,
    stepsPassed,
    stepCount: lab?.steps.length ?? 0,
    labPassed: await sessionPassed(db, lab, row, stepsPassed),
    endReason: row.end_reason,
  };
}
