import * as z from 'zod/mini';
import type { FinishNews, ItemLink } from './learn';

/**
 * The lab session API: what GET /api/labs/... answers, the ids in its paths and the frames of
 * the terminal WebSocket. Requests carry no bodies: starting, checking, extending and
 * ending are POST/DELETE on paths whose parameters the server parses with the schemas below.
 *
 *   GET    /api/labs/{labId}                          LabFacts
 *   POST   /api/labs/{labId}/sessions                 LabSessionView (201 new, 200 already live)
 *   GET    /api/labs/sessions/{sessionId}             LabSessionView (poll while queued/starting)
 *   POST   /api/labs/sessions/{sessionId}/steps/{n}/check   LabCheckResult
 *   POST   /api/labs/sessions/{sessionId}/finish      LabFinishResult (the final run)
 *   POST   /api/labs/sessions/{sessionId}/extend      LabSessionView
 *   DELETE /api/labs/sessions/{sessionId}             LabSessionView (status 'ended')
 *   WS     /api/labs/sessions/{sessionId}/terminal    the terminal, framed as below
 *
 * Terminal framing: every frame is a text frame. Server → browser: terminal output, as is.
 * Browser → server: keystrokes as is, except a frame that is exactly the JSON object
 * {"type":"resize","cols":C,"rows":R} (integers, 1-1000), which resizes the terminal instead of
 * being typed. The server closes with a TERMINAL_CLOSE code (lab-rules.ts) when the shell or the
 * session ends.
 *
 * Errors (the API's one error shape): 401 signed out; 403 `lab_no_access`; 404 `not_found`;
 * 409 `lab_session_live` (another lab is live or queued: its title is in the message, and
 * GET /api/labs/{labId} names it in `session`), 409 `lab_extend_used`, 409 `lab_session_ended`;
 * 429 `lab_check_running` (one check at a time per session), 429 `rate_limited` (too many
 * starts, or checks over LAB_CHECKS_MAX: `Retry-After` and the message say how long to wait);
 * 503 `labs_unavailable` (the sentence says why this server cannot run labs).
 */

export {
  EXTEND_USED_MESSAGE,
  LAB_CHECK_TIMEOUT_SECONDS,
  LAB_EXTEND_MINUTES,
  LAB_SESSION_MINUTES,
  TERMINAL_CLOSE,
  freeQueueMessage,
  liveSessionMessage,
  queuePositionMessage,
} from './lab-rules';

/** Who the caller is to this lab. `free`: the first lab of its course, open to any learner. */
export type LabAccess = 'signed-out' | 'no-access' | 'free' | 'enrolled' | 'staff';

/**
 * queued: over LAB_MAX_SANDBOXES, or a free lab over its share of them, waiting for room (see
 * queuePosition and waitingFor).
 * starting: the sandbox is being made (a second or so).
 * live: the terminal can open; expiresAt is set.
 * ended: ended by the learner, by time, because the sandbox could not be made, or because the
 * learner's access to the lab ended (a refund) (endReason).
 */
export type LabSessionStatus = 'queued' | 'starting' | 'live' | 'ended';

/**
 * Why a queued session waits. machine: every lab machine is in use (LAB_MAX_SANDBOXES).
 * free-machine: a free first lab, and free labs already hold their share of the machines
 * (LAB_FREE_SHARE); enrolled learners' sessions start first (decision 027).
 */
export type LabWaitingFor = 'machine' | 'free-machine';
export type LabEndReason = 'ended' | 'expired' | 'failed' | 'no-access' | 'removed';

export interface LabSessionView {
  id: string;
  labId: string;
  labTitle: string;
  courseId: string;
  status: LabSessionStatus;
  /** ISO time the session was asked for. */
  createdAt: string;
  /** ISO time the session ends; null until it is live. */
  expiresAt: string | null;
  /** Seconds left at the time of the answer (0 when not live). */
  secondsLeft: number;
  /** True once extended; a session may be extended once. */
  extended: boolean;
  /** 1-based place in the queue while queued, else null. */
  queuePosition: number | null;
  /** While queued, what the session waits for (LabWaitingFor); null otherwise. */
  waitingFor: LabWaitingFor | null;
  /** Numbers of the steps whose check has passed in this session, ascending. */
  stepsPassed: number[];
  stepCount: number;
  /**
   * Every step has passed in this session and the lab counts as passed for the learner (a final
   * run passed, in this session or an earlier one).
   */
  labPassed: boolean;
  endReason: LabEndReason | null;
}

export interface LabStepView {
  number: number;
  title: string;
  /** The step's text; null without access. */
  html: string | null;
}

/** GET /api/labs/{labId}. */
export interface LabFacts {
  id: string;
  title: string;
  minutes: number;
  courseId: string;
  courseTitle: string;
  moduleId: string;
  introHtml: string;
  /** Null without access. */
  finishHtml: string | null;
  steps: LabStepView[];
  access: LabAccess;
  /** Null when this server can run labs; otherwise why not, in a sentence. */
  unavailableReason: string | null;
  /** The caller's queued, starting or live session, of this lab or any other; null if none. */
  session: LabSessionView | null;
  /** The caller has passed this lab before (in any session). */
  passed: boolean;
  /** The item after this lab in its course (null: the lab is the course's last item). */
  next: ItemLink | null;
}

/** POST .../steps/{n}/check. */
export interface LabCheckResult extends FinishNews {
  step: number;
  passed: boolean;
  /**
   * The check's `HINT:` lines without the prefix (the first LAB_CHECK_HINTS_MAX, each capped);
   * empty when it passed. Nothing else it printed.
   */
  hints: string[];
  /** Steps that have passed at least once in this session: the ticks while working. */
  stepsPassed: number[];
  /** A final run passed with this answer (the lab counts as finished for the course). */
  labPassed: boolean;
  /**
   * The final run this check set off (every step has now passed at least once in the
   * session), or null when none ran.
   */
  finalRun: LabFinalRun | null;
}

/**
 * Every step's check run again, in order, on the sandbox as it is now, stopping at the first
 * that fails: the lab passes only when all of them pass in this one run (decision 034).
 */
export interface LabFinalRun {
  passed: boolean;
  /** The first step that failed, or null when every step passed. */
  failedStep: number | null;
  /** The failed step's hints (as LabCheckResult.hints); empty when it passed. */
  hints: string[];
  /** What the learner is told of the run, in a sentence. */
  message: string;
}

/** POST .../finish: the final run, asked for by the learner. */
export interface LabFinishResult extends FinishNews {
  stepsPassed: number[];
  /** The final run passed (the lab counts as finished for the course). */
  labPassed: boolean;
  finalRun: LabFinalRun;
}

const labIdSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80));
const sessionIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
const stepSchema = z.string().check(z.regex(/^[1-9][0-9]?$/));

export function isLabId(value: string): boolean {
  return labIdSchema.safeParse(value).success;
}

export function isLabSessionId(value: string): boolean {
  return sessionIdSchema.safeParse(value).success;
}

/** A step number from a path segment, or null when it is not one. */
export function parseStepNumber(value: string): number | null {
  return stepSchema.safeParse(value).success ? Number(value) : null;
}

const dimension = z.number().check(z.int(), z.minimum(1), z.maximum(1000));
const resizeFrameSchema = z.strictObject({
  type: z.literal('resize'),
  cols: dimension,
  rows: dimension,
});

export type TerminalResizeFrame = z.output<typeof resizeFrameSchema>;

/** The browser's resize frame, as sent. */
export function resizeFrame(cols: number, rows: number): string {
  return JSON.stringify({ type: 'resize', cols, rows } satisfies TerminalResizeFrame);
}

/** A browser frame read by the server: a resize, or keystrokes for the shell. */
export function readTerminalFrame(
  text: string,
): { kind: 'resize'; cols: number; rows: number } | { kind: 'input'; data: string } {
  if (text.startsWith('{"type":"resize"')) {
    try {
      const parsed = resizeFrameSchema.safeParse(JSON.parse(text));
      if (parsed.success) return { kind: 'resize', cols: parsed.data.cols, rows: parsed.data.rows };
    } catch {
      // Not JSON: typed text that happens to start like a frame.
    }
  }
  return { kind: 'input', data: text };
}
