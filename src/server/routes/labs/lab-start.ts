import { randomUUID } from 'node:crypto';
import type { CompiledLab } from '../../content/content-types';
import { isUniqueViolation } from '../../db/errors';
import { hitRateLimit, waitInWords } from '../../rate-limit/rate-limit.service';
import { failure, success, type ServiceResult } from '../../services/result';
import { courseAccess, mayOpen, type Learner } from '../../learning/course-access';
import { findOpenSession, findSession, iso } from './lab-session-rows';
import { viewOf, type LabSessionsContext } from './lab-session-context';
import {
  LAB_MESSAGES,
  LAB_STARTS_PER_HOUR,
  rateLimited,
  type RateLimited,
} from './lab-session-rules';
import {
  liveSessionMessage,
  type LabAccess,
  type LabSessionView,
} from '../../../shared/schemas/labs';

/** How long POST .../sessions waits for a new sandbox before answering 'starting' (then: poll). */
const START_WAIT_MS = 5_000;

type Started = ServiceResult<{ session: LabSessionView; created: boolean }>;

/**
 * The learner's open session: this lab's (returned), another lab's (refused: one at a time), or
 * none (null).
 */
async function openSession(
  ctx: LabSessionsContext,
  learner: Learner,
  labId: string,
): Promise<Started | null> {
  const open = await findOpenSession(ctx.deps.db, learner.id);
  if (!open) return null;
  const row = await ctx.runner.current(open);
  if (row.status === 'ended') return null;
  if (row.lab_id === labId) return success({ session: await viewOf(ctx, row), created: false });
  const title = ctx.deps.content.labs.get(row.lab_id)?.title ?? row.lab_id;
  return failure(409, 'lab_session_live', liveSessionMessage(title));
}

/**
 * Records the new session, queued; its id is a warm sandbox's when one of the lab's kind is
 * ready (the start is then immediate). A simultaneous start by the same learner that won the
 * unique index answers instead (or the error is thrown).
 */
async function recordSession(
  ctx: LabSessionsContext,
  learner: Learner,
  lab: CompiledLab,
  access: LabAccess,
): Promise<{ id: string } | { winner: Started }> {
  const id = ctx.runner.takeWarm(lab.hosts) ?? randomUUID();
  try {
    await ctx.deps.db
      .insertInto('lab_sessions')
      .values({
        id,
        user_id: learner.id,
        lab_id: lab.id,
        course_id: lab.courseId,
        status: 'queued',
        created_at: iso(Date.now()),
        started_at: null,
        expires_at: null,
        extended: 0,
        ended_at: null,
        end_reason: null,
        // Free first labs share a part of the machines and wait behind paying learners.
        free: access === 'free' ? 1 : 0,
      })
      .execute();
    return { id };
  } catch (error) {
    ctx.runner.releaseWarm(id);
    // A simultaneous start by the same learner won the unique index.
    if (!isUniqueViolation(error)) throw error;
    const winner = await openSession(ctx, learner, lab.id);
    if (winner) return { winner };
    throw error;
  }
}

/** Moves the queue, and waits a little for this session's sandbox so most starts answer live. */
async function startQueued(ctx: LabSessionsContext, id: string): Promise<Started> {
  await ctx.runner.pump();
  const made = ctx.runner.starting(id);
  if (made) {
    await Promise.race([made, new Promise((done) => setTimeout(done, START_WAIT_MS))]);
  }
  const row = await findSession(ctx.deps.db, id);
  if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
  return success({ session: await viewOf(ctx, row), created: true });
}

/** POST /api/labs/{labId}/sessions: a new session (created) or this lab's open one. */
export async function startLabSession(
  ctx: LabSessionsContext,
  learner: Learner,
  labId: string,
): Promise<Started | RateLimited> {
  const lab = ctx.deps.content.labs.get(labId);
  if (!lab) return failure(404, 'not_found', LAB_MESSAGES.noLab);
  const access = await courseAccess(ctx.deps, learner, { kind: 'lab', lab });
  if (!mayOpen(access)) {
    return failure(403, 'lab_no_access', LAB_MESSAGES.noAccess);
  }
  const unavailable = await ctx.runner.unavailableReason();
  if (unavailable) return failure(503, 'labs_unavailable', unavailable);

  const before = await openSession(ctx, learner, labId);
  if (before) return before;

  const limit = await hitRateLimit(ctx.deps.db, `lab-start:${learner.id}`, LAB_STARTS_PER_HOUR);
  if (!limit.allowed) {
    return rateLimited(
      `You have started many labs in the last hour: try again in ${waitInWords(limit.retryAfterSeconds)}.`,
      limit.retryAfterSeconds,
    );
  }
  const recorded = await recordSession(ctx, learner, lab, access);
  if ('winner' in recorded) return recorded.winner;
  return startQueued(ctx, recorded.id);
}
