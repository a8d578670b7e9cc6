import { failure, success, type ServiceResult } from '../../services/result';
import type { Learner } from '../../learning/course-access';
import { findOpenSession, findSession, iso, RUNNING, type SessionRow } from './lab-session-rows';
import {
  accessEnded,
  liveLab,
  ownedSession,
  viewOf,
  type LabSessionsContext,
} from './lab-session-context';
import { LAB_MESSAGES } from './lab-session-rules';
import {
  EXTEND_USED_MESSAGE,
  isLabSessionId,
  LAB_EXTEND_MINUTES,
  type LabSessionView,
} from '../../../shared/schemas/labs';

/** Reading a session back, extending it, ending it, and whether its sandbox may stay. */

const MINUTE = 60_000;

type SessionAction = (
  ctx: LabSessionsContext,
  learner: Learner,
  sessionId: string,
) => Promise<ServiceResult<LabSessionView>>;

/** An action on the learner's own session: any other id (or another's session) is a 404. */
function onOwnSession(
  act: (
    ctx: LabSessionsContext,
    learner: Learner,
    row: SessionRow,
  ) => Promise<ServiceResult<LabSessionView>>,
): SessionAction {
  return async (ctx, learner, sessionId) => {
    const row = await ownedSession(ctx, learner, sessionId);
    if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
    return act(ctx, learner, row);
  };
}

/** The session as it stands after a change (the row it was, should it have gone meanwhile). */
async function viewAfterChange(
  ctx: LabSessionsContext,
  row: SessionRow,
): Promise<ServiceResult<LabSessionView>> {
  const after = await findSession(ctx.deps.db, row.id);
  return success(await viewOf(ctx, after ?? row));
}

/** GET /api/labs/sessions/{id}: a queued session moves the queue first (it may start now). */
export const getSession = onOwnSession(async (ctx, _learner, row) => {
  if (row.status !== 'queued') return success(await viewOf(ctx, row));
  await ctx.runner.pump();
  return viewAfterChange(ctx, row);
});

/** POST /api/labs/sessions/{id}/extend: once, by LAB_EXTEND_MINUTES. */
export const extendSession = onOwnSession(async (ctx, learner, row) => {
  const live = liveLab(ctx, row);
  if (!live.ok) return live;
  const ended = await accessEnded(ctx, learner, row, live.value);
  if (ended) return ended;
  if (Number(row.extended) === 1 || !row.expires_at) {
    return failure(409, 'lab_extend_used', EXTEND_USED_MESSAGE);
  }
  // Conditional, so two extensions racing (on any instances) add the minutes once.
  const extended = await ctx.deps.db
    .updateTable('lab_sessions')
    .set({
      extended: 1,
      expires_at: iso(Date.parse(row.expires_at) + LAB_EXTEND_MINUTES * MINUTE),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'live')
    .where('extended', '=', 0)
    .executeTakeFirst();
  if (Number(extended.numUpdatedRows) === 0) {
    return failure(409, 'lab_extend_used', EXTEND_USED_MESSAGE);
  }
  return viewAfterChange(ctx, row);
});

/** DELETE /api/labs/sessions/{id}: ends it and removes the sandbox; ending twice is fine. */
export const endOwnedSession = onOwnSession(async (ctx, _learner, row) => {
  if (row.status !== 'ended') await ctx.runner.endSession(row, 'ended');
  return viewAfterChange(ctx, row);
});

/**
 * After a refund: ends the learner's open session when they may no longer open its lab (a
 * free first lab, or one a lab programme they own still includes, stays open). True when
 * one was ended.
 */
export async function endIfAccessEnded(ctx: LabSessionsContext, userId: string): Promise<boolean> {
  const { db, content } = ctx.deps;
  const open = await findOpenSession(db, userId);
  if (!open) return false;
  const row = await ctx.runner.current(open);
  const lab = content.labs.get(row.lab_id);
  if (row.status === 'ended' || !lab) return false;
  const user = await db
    .selectFrom('user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  return (await accessEnded(ctx, { id: userId, email: user.email }, row, lab)) !== null;
}

/** For the sandbox sweep: may this session's sandbox stay? */
export async function isLive(ctx: LabSessionsContext, sessionId: string): Promise<boolean> {
  // Not a lab session's id (e.g. the lab test suite's sandboxes): not ours to end; the
  // driver's own time limit and the sweep's expiry check still remove it.
  if (!isLabSessionId(sessionId) || ctx.runner.holdsWarm(sessionId)) return true;
  const row = await findSession(ctx.deps.db, sessionId);
  if (!row || !(RUNNING as readonly string[]).includes(row.status)) return false;
  return row.status === 'starting' || !row.expires_at || Date.parse(row.expires_at) > Date.now();
}
