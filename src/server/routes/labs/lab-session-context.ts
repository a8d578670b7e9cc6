import type { Kysely } from 'kysely';
import type { CompiledLab, LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import type { LabDriver } from '../../labs/lab-driver';
import { failure, success, type ServiceResult } from '../../services/result';
import type { CourseCatalogue } from '../../learning/enrolments';
import { courseAccess, mayOpen, type Learner } from '../../learning/course-access';
import { findOpenSession, findSession, sessionView, type SessionRow } from './lab-session-rows';
import type { LabRunner } from './lab-runner';
import { LAB_MESSAGES } from './lab-session-rules';
import type { LabSessionView } from '../../../shared/schemas/labs';

/** What every step of the lab service shares, and the reads and refusals several of them make. */

export interface LabSessionsDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  catalogue: CourseCatalogue;
  adminEmails: readonly string[];
  /** The site's origin: a certificate a finished lab earns is mailed with its links. */
  publicUrl?: string;
  driver: LabDriver;
  /** LAB_MAX_SANDBOXES: sessions over it wait in the queue. */
  maxSandboxes: number;
  /** LAB_FREE_SHARE: the percent of maxSandboxes free first labs may hold (decision 027). */
  freeSharePercent: number;
  /** LAB_WARM_SANDBOXES: booted sandboxes kept per kind of one-machine lab (lab-runner.ts). */
  warmSandboxes?: number;
  log: (message: string) => void;
}

/**
 * The service's dependencies and its per-instance state: state shared between instances is in
 * the database; what is here (running checks, terminal openings) is per instance by nature.
 */
export interface LabSessionsContext {
  deps: LabSessionsDependencies;
  runner: LabRunner;
  /** Sessions with a check running on this instance. */
  checking: Set<string>;
  /** Terminal openings under way on this instance, by sign-in (TERMINAL_OPENINGS_AT_ONCE). */
  openingTerminals: Map<string, number>;
}

/** The row as the API shows it. */
export function viewOf(ctx: LabSessionsContext, row: SessionRow): Promise<LabSessionView> {
  return sessionView(ctx.deps.db, ctx.deps.content, row, ctx.runner.maxFreeSandboxes);
}

/** The learner's own session (ended first when its time is up), or undefined. */
export async function ownedSession(ctx: LabSessionsContext, learner: Learner, sessionId: string) {
  const row = await findSession(ctx.deps.db, sessionId);
  return row && row.user_id === learner.id ? ctx.runner.current(row) : undefined;
}

/** The learner's open session that has not ended, as the API shows it. */
export async function openSessionView(
  ctx: LabSessionsContext,
  learner: Learner,
): Promise<LabSessionView | null> {
  const open = await findOpenSession(ctx.deps.db, learner.id);
  if (!open) return null;
  const row = await ctx.runner.current(open);
  return row.status === 'ended' ? null : viewOf(ctx, row);
}

/**
 * A live session whose learner may no longer open its lab (their course was refunded) is
 * closed, so no step passes and no XP is earned on a course they no longer own.
 */
export async function accessEnded(
  ctx: LabSessionsContext,
  learner: Learner,
  row: SessionRow,
  lab: CompiledLab,
) {
  if (mayOpen(await courseAccess(ctx.deps, learner, { kind: 'lab', lab }))) return null;
  await ctx.runner.endSession(row, 'no-access');
  return failure<never>(403, 'lab_no_access', LAB_MESSAGES.accessEnded);
}

/** The session's lab when the session is live, else why it cannot be used. */
export function liveLab(ctx: LabSessionsContext, row: SessionRow): ServiceResult<CompiledLab> {
  const lab = ctx.deps.content.labs.get(row.lab_id);
  if (row.status === 'queued' || row.status === 'starting') {
    return failure(409, 'lab_session_not_live', LAB_MESSAGES.queued);
  }
  if (row.status !== 'live' || !lab) return failure(409, 'lab_session_ended', LAB_MESSAGES.notLive);
  return success(lab);
}
