import type { SandboxHandle, TerminalSize } from '../../labs/lab-driver';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { failure, success, type ServiceResult } from '../../services/result';
import type { Learner } from '../../learning/course-access';
import { findSession, handleOf } from './lab-session-rows';
import { accessEnded, liveLab, type LabSessionsContext } from './lab-session-context';
import {
  LAB_MESSAGES,
  TERMINAL_OPENINGS_AT_ONCE,
  TERMINAL_OPENS_PER_LEARNER,
  TERMINAL_OPENS_PER_SESSION,
  terminalsLimited,
  type TerminalsLimited,
} from './lab-session-rules';
import type { TerminalSocket } from './lab-terminal-shell';
import type { TerminalConnection } from './lab-terminals';

/** Who may open a session's terminal, how often, and attaching the WebSocket to its shell. */

export interface TerminalTarget {
  handle: SandboxHandle;
  host: string;
}

/**
 * Starts opening a terminal for the sign-in `signIn` (its session token): null when it
 * already has TERMINAL_OPENINGS_AT_ONCE under way here, else the function that ends it.
 */
export function startTerminalOpening(ctx: LabSessionsContext, signIn: string): (() => void) | null {
  const { openingTerminals } = ctx;
  const under = openingTerminals.get(signIn) ?? 0;
  if (under >= TERMINAL_OPENINGS_AT_ONCE) return null;
  openingTerminals.set(signIn, under + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (openingTerminals.get(signIn) ?? 1) - 1;
    if (left > 0) openingTerminals.set(signIn, left);
    else openingTerminals.delete(signIn);
  };
}

/**
 * The WebSocket terminal's target: the owner's live session, its first host. Counts the
 * opening against TERMINAL_OPENS_PER_LEARNER first (a refused burst costs one write each),
 * and against TERMINAL_OPENS_PER_SESSION once the session is known to be the learner's (so
 * nobody else can use up the owner's count).
 */
export async function terminalTarget(
  ctx: LabSessionsContext,
  learner: Learner,
  sessionId: string,
): Promise<ServiceResult<TerminalTarget> | TerminalsLimited> {
  const { db } = ctx.deps;
  const byLearner = await hitRateLimit(
    db,
    `lab-terminal-user:${learner.id}`,
    TERMINAL_OPENS_PER_LEARNER,
  );
  if (!byLearner.allowed) return terminalsLimited(byLearner.retryAfterSeconds);
  const found = await findSession(db, sessionId);
  if (!found) return failure(404, 'not_found', LAB_MESSAGES.noSession);
  if (found.user_id !== learner.id) return failure(403, 'forbidden', LAB_MESSAGES.notYours);
  const row = await ctx.runner.current(found);
  const live = liveLab(ctx, row);
  if (!live.ok) return live;
  const ended = await accessEnded(ctx, learner, row, live.value);
  if (ended) return ended;
  const bySession = await hitRateLimit(
    db,
    `lab-terminal-session:${row.id}`,
    TERMINAL_OPENS_PER_SESSION,
  );
  if (!bySession.allowed) return terminalsLimited(bySession.retryAfterSeconds);
  const handle = handleOf(row, live.value);
  return success({ handle, host: handle.hosts[0] ?? '' });
}

/** `signIn`: the token of the sign-in that opened the socket (it closes when that ends). */
export function attachTerminal(
  ctx: LabSessionsContext,
  target: TerminalTarget,
  socket: TerminalSocket,
  size: TerminalSize | undefined,
  signIn: string,
): TerminalConnection {
  return ctx.runner.terminals.attach(target.handle, target.host, socket, size, signIn);
}
