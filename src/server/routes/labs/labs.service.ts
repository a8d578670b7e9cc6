import type { TerminalSize } from '../../labs/lab-driver';
import type { Learner } from '../../learning/course-access';
import { checkStep, finishLab } from './lab-check';
import { labFacts } from './lab-facts';
import { createLabRunner } from './lab-runner';
import {
  endIfAccessEnded,
  endOwnedSession,
  extendSession,
  getSession,
  isLive,
} from './lab-session-actions';
import type { LabSessionsContext, LabSessionsDependencies } from './lab-session-context';
import { startLabSession } from './lab-start';
import {
  attachTerminal,
  startTerminalOpening,
  terminalTarget,
  type TerminalTarget,
} from './lab-terminal-access';
import type { TerminalSocket } from './lab-terminal-shell';

/**
 * Lab sessions: access, one open session per learner, the queue over
 * LAB_MAX_SANDBOXES (paying learners first, free labs within LAB_FREE_SHARE), the 45-minute limit
 * with one 15-minute extension, step checks and the lab's pass. Each step is a module of this
 * folder taking the shared context (lab-session-context.ts); the sandboxes' life is the runner's.
 */
export function createLabSessions(deps: LabSessionsDependencies) {
  const runner = createLabRunner(deps);
  const ctx: LabSessionsContext = {
    deps,
    runner,
    checking: new Set(),
    openingTerminals: new Map(),
  };
  return {
    terminals: runner.terminals,
    /** GET /api/labs/{labId}. */
    facts: (learner: Learner | null, labId: string) => labFacts(ctx, learner, labId),
    /** POST /api/labs/{labId}/sessions: a new session (created) or this lab's open one. */
    start: (learner: Learner, labId: string) => startLabSession(ctx, learner, labId),
    /** GET /api/labs/sessions/{id}. */
    get: (learner: Learner, sessionId: string) => getSession(ctx, learner, sessionId),
    /** POST /api/labs/sessions/{id}/extend: once, by LAB_EXTEND_MINUTES. */
    extend: (learner: Learner, sessionId: string) => extendSession(ctx, learner, sessionId),
    /** DELETE /api/labs/sessions/{id}: ends it and removes the sandbox; ending twice is fine. */
    end: (learner: Learner, sessionId: string) => endOwnedSession(ctx, learner, sessionId),
    /** POST /api/labs/sessions/{id}/steps/{n}/check. */
    check: (learner: Learner, sessionId: string, stepText: string) =>
      checkStep(ctx, learner, sessionId, stepText),
    /** POST /api/labs/sessions/{id}/finish: the final run (decision 034). */
    finish: (learner: Learner, sessionId: string) => finishLab(ctx, learner, sessionId),
    startTerminalOpening: (signIn: string) => startTerminalOpening(ctx, signIn),
    terminalTarget: (learner: Learner, sessionId: string) =>
      terminalTarget(ctx, learner, sessionId),
    attachTerminal: (
      target: TerminalTarget,
      socket: TerminalSocket,
      size: TerminalSize | undefined,
      signIn: string,
    ) => attachTerminal(ctx, target, socket, size, signIn),
    /** After a refund: ends the learner's open session if they may no longer open its lab. */
    endIfAccessEnded: (userId: string) => endIfAccessEnded(ctx, userId),
    /** For the sandbox sweep: may this session's sandbox stay? */
    isLive: (sessionId: string) => isLive(ctx, sessionId),
    /**
     * Ends sessions whose time is up, fails starts a dead server left behind, and starts queued
     * sessions when there is room. main.ts runs it on a timer; any instance may.
     */
    tick: runner.tick,
    stopWarm: runner.stopWarm,
    schedule: runner.schedule,
    settled: runner.settled,
  };
}

export type LabSessions = ReturnType<typeof createLabSessions>;
