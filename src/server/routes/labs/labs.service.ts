import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CompiledLab, LearningContent } from '../../content/content-types';
import { isUniqueViolation } from '../../db/errors';
import type { DatabaseSchema } from '../../db/schema';
import type { LabDriver, SandboxHandle, TerminalSize } from '../../labs/lab-driver';
import { hitRateLimit, waitInWords, type RateLimitRule } from '../../rate-limit/rate-limit.service';
import { failure, success, type ServiceResult } from '../../services/result';
import type { CourseCatalogue } from '../../learning/enrolments';
import { finishItem, finishNews } from '../../learning/progress';
import { labAccess, mayOpen, type Learner } from '../../learning/course-access';
import {
  everyStepPassed,
  findOpenSession,
  findSession,
  handleOf,
  passedSteps,
  RUNNING,
  sessionView,
  type SessionRow,
} from './lab-session-rows';
import { createLabRunner, iso } from './lab-runner';
import type { TerminalConnection, TerminalSocket } from './lab-terminals';
import {
  capHints,
  checksLimitedMessage,
  checkTimedOutMessage,
  LAB_CHECK_HINTS_MAX,
  LAB_CHECKS_MAX,
  LAB_CHECKS_WINDOW_MINUTES,
} from '../../../shared/schemas/lab-rules';
import {
  EXTEND_USED_MESSAGE,
  LAB_EXTEND_MINUTES,
  isLabSessionId,
  liveSessionMessage,
  parseStepNumber,
  type LabCheckResult,
  type LabFacts,
  type LabSessionView,
} from '../../../shared/schemas/labs';

export interface LabSessionsDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  catalogue: CourseCatalogue;
  adminEmails: readonly string[];
  driver: LabDriver;
  /** LAB_MAX_SANDBOXES: sessions over it wait in the queue. */
  maxSandboxes: number;
  /** LAB_FREE_SHARE: the percent of maxSandboxes free first labs may hold (decision 027). */
  freeSharePercent: number;
  /** LAB_WARM_SANDBOXES: booted sandboxes kept per kind of one-machine lab (lab-runner.ts). */
  warmSandboxes?: number;
  log: (message: string) => void;
}

const MINUTE = 60_000;
/** How long POST .../sessions waits for a new sandbox before answering 'starting' (then: poll). */
const START_WAIT_MS = 5_000;

export const LAB_MESSAGES = {
  noLab: 'There is no such lab.',
  noSession: 'There is no such lab session.',
  noAccess: 'Enrol in this course to open its labs (its first lab is free to try).',
  notYours: 'This lab session belongs to another learner.',
  notLive: 'This lab session is not running: start the lab again.',
  accessEnded:
    'Your access to this course has ended (it was refunded), so this lab session was closed.',
  queued: 'This lab session has not started yet.',
  noStep: 'There is no such step in this lab.',
  checkRunning: 'A check is already running for this session: wait for its verdict.',
  terminalOpening: 'The terminal is already being opened: try again in a second.',
} as const;

/**
 * New sessions a learner may start in an hour: each makes a machine (about a second of the
 * server's CPU), and nobody needs more than a few; returning to the open one is not counted.
 */
export const LAB_STARTS_PER_HOUR: RateLimitRule = { windowMs: 60 * MINUTE, max: 20 };

/**
 * Checks a learner may run, counted in the database so every instance shares the count: a
 * check runs a script in the sandbox and stores a row, and one account checking as fast as it
 * could grew the database by megabytes a second. Counted per learner, who has one open session
 * at a time, so a new session does not start the count again. Enough for anyone working (and
 * for the bench's 30 checks in a row, scripts/bench/labs.ts).
 */
export const LAB_CHECKS_PER_WINDOW: RateLimitRule = {
  windowMs: LAB_CHECKS_WINDOW_MINUTES * MINUTE,
  max: LAB_CHECKS_MAX,
};

/**
 * A start over LAB_STARTS_PER_HOUR or a check over LAB_CHECKS_PER_WINDOW; the route sends
 * Retry-After.
 */
export interface RateLimited {
  ok: false;
  status: 429;
  code: 'rate_limited';
  message: string;
  retryAfterSeconds: number;
}

/**
 * Terminal WebSockets a learner may open in a minute, and one session may be opened with. A
 * page opens one, and one more for each reload, dropped connection or `exit`; a burst of them
 * is refused before it costs more than a database write each. Counted in the database, so the
 * limits hold across instances (each instance still keeps at most one shell per session).
 */
export const TERMINAL_OPENS_PER_LEARNER: RateLimitRule = { windowMs: MINUTE, max: 30 };
export const TERMINAL_OPENS_PER_SESSION: RateLimitRule = { windowMs: MINUTE, max: 20 };

/**
 * Terminal openings one sign-in may have under way at once on an instance (a page opens one at a
 * time): the rest of a burst is refused before it costs any database work, which the burst's
 * queries would otherwise queue every other request's behind (SQLite has one connection).
 */
export const TERMINAL_OPENINGS_AT_ONCE = 2;

/** A refused terminal over one of the TERMINAL_OPENS limits; the route sends Retry-After. */
export type TerminalsLimited = RateLimited;

function terminalsLimited(retryAfterSeconds: number): TerminalsLimited {
  return {
    ok: false,
    status: 429,
    code: 'rate_limited',
    message: `The terminal was opened too often: try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  };
}

const rateLimited = (message: string, retryAfterSeconds: number): RateLimited => ({
  ok: false,
  status: 429,
  code: 'rate_limited',
  message,
  retryAfterSeconds,
});

/**
 * The check's `HINT:` lines, prefix stripped: the only output of a check a learner sees, and
 * what is stored of it. At most the first LAB_CHECK_HINTS_MAX, each cut to a few hundred bytes.
 */
export function hintLines(...outputs: string[]): string[] {
  const hints: string[] = [];
  for (const line of outputs.flatMap((output) => output.split(/\r?\n/))) {
    if (hints.length === LAB_CHECK_HINTS_MAX) break;
    const hint = line.startsWith('HINT:') ? line.slice('HINT:'.length).trim() : '';
    if (hint !== '') hints.push(hint);
  }
  return capHints(hints);
}

/**
 * Lab sessions: access, one open session per learner, the queue over
 * LAB_MAX_SANDBOXES (paying learners first, free labs within LAB_FREE_SHARE), the 45-minute limit with one 15-minute extension, step checks and the lab's
 * pass. State that must be shared between instances is in the database; what is in memory
 * (running checks, sandboxes being made, open terminals) is per instance by nature.
 */
export function createLabSessions(deps: LabSessionsDependencies) {
  const { db, content, driver } = deps;
  const checking = new Set<string>();
  /** Terminal openings under way on this instance, by sign-in (TERMINAL_OPENINGS_AT_ONCE). */
  const openingTerminals = new Map<string, number>();
  const runner = createLabRunner(deps);
  const { terminals, current, unavailableReason, pump } = runner;

  const view = (row: SessionRow) => sessionView(db, content, row, runner.maxFreeSandboxes);

  async function ownedSession(learner: Learner, sessionId: string) {
    const row = await findSession(db, sessionId);
    return row && row.user_id === learner.id ? current(row) : undefined;
  }

  async function openSessionView(learner: Learner): Promise<LabSessionView | null> {
    const open = await findOpenSession(db, learner.id);
    if (!open) return null;
    const row = await current(open);
    return row.status === 'ended' ? null : view(row);
  }

  /**
   * A live session whose learner may no longer open its lab (their course was refunded) is
   * closed, so no step passes and no XP is earned on a course they no longer own.
   */
  async function accessEnded(learner: Learner, row: SessionRow, lab: CompiledLab) {
    if (mayOpen(await labAccess(deps, learner, lab))) return null;
    await runner.endSession(row, 'no-access');
    return failure<never>(403, 'lab_no_access', LAB_MESSAGES.accessEnded);
  }

  function liveLab(row: SessionRow): ServiceResult<CompiledLab> {
    const lab = content.labs.get(row.lab_id);
    if (row.status === 'queued' || row.status === 'starting') {
      return failure(409, 'lab_session_not_live', LAB_MESSAGES.queued);
    }
    if (row.status !== 'live' || !lab)
      return failure(409, 'lab_session_ended', LAB_MESSAGES.notLive);
    return success(lab);
  }

  return {
    terminals,

    /** GET /api/labs/{labId}. */
    async facts(learner: Learner | null, labId: string): Promise<ServiceResult<LabFacts>> {
      const lab = content.labs.get(labId);
      if (!lab) return failure(404, 'not_found', LAB_MESSAGES.noLab);
      const [access, reason] = await Promise.all([
        labAccess(deps, learner, lab),
        unavailableReason(),
      ]);
      const open = mayOpen(access);
      const passed = learner
        ? (await db
            .selectFrom('learning_progress')
            .select('item_id')
            .where('user_id', '=', learner.id)
            .where('course_id', '=', lab.courseId)
            .where('item_id', '=', lab.id)
            .where('kind', '=', 'lab')
            .executeTakeFirst()) !== undefined
        : false;
      return success({
        id: lab.id,
        title: lab.title,
        minutes: lab.minutes,
        courseId: lab.courseId,
        courseTitle: deps.catalogue.findCourse(lab.courseId)?.title ?? lab.courseId,
        moduleId: lab.moduleId,
        introHtml: lab.introHtml,
        finishHtml: open ? lab.finishHtml : null,
        steps: lab.steps.map((step) => ({
          number: step.number,
          title: step.title,
          html: open ? step.html : null,
        })),
        access,
        unavailableReason: reason,
        session: learner ? await openSessionView(learner) : null,
        passed,
      });
    },

    /** POST /api/labs/{labId}/sessions: a new session (created) or this lab's open one. */
    async start(
      learner: Learner,
      labId: string,
    ): Promise<ServiceResult<{ session: LabSessionView; created: boolean }> | RateLimited> {
      const lab = content.labs.get(labId);
      if (!lab) return failure(404, 'not_found', LAB_MESSAGES.noLab);
      const access = await labAccess(deps, learner, lab);
      if (!mayOpen(access)) {
        return failure(403, 'lab_no_access', LAB_MESSAGES.noAccess);
      }
      const unavailable = await unavailableReason();
      if (unavailable) return failure(503, 'labs_unavailable', unavailable);

      const existing = async (): Promise<ServiceResult<{
        session: LabSessionView;
        created: boolean;
      }> | null> => {
        const open = await findOpenSession(db, learner.id);
        if (!open) return null;
        const row = await current(open);
        if (row.status === 'ended') return null;
        if (row.lab_id === labId) return success({ session: await view(row), created: false });
        const title = content.labs.get(row.lab_id)?.title ?? row.lab_id;
        return failure(409, 'lab_session_live', liveSessionMessage(title));
      };
      const before = await existing();
      if (before) return before;

      const limit = await hitRateLimit(db, `lab-start:${learner.id}`, LAB_STARTS_PER_HOUR);
      if (!limit.allowed) {
        return rateLimited(
          `You have started many labs in the last hour: try again in ${waitInWords(limit.retryAfterSeconds)}.`,
          limit.retryAfterSeconds,
        );
      }
      // A booted sandbox of this lab's kind, when one is ready, makes the start immediate.
      const id = runner.takeWarm(lab.hosts) ?? randomUUID();
      try {
        await db
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
      } catch (error) {
        runner.releaseWarm(id);
        // A simultaneous start by the same learner won the unique index.
        if (!isUniqueViolation(error)) throw error;
        const winner = await existing();
        if (winner) return winner;
        throw error;
      }
      await pump();
      const made = runner.starting(id);
      if (made) {
        await Promise.race([made, new Promise((done) => setTimeout(done, START_WAIT_MS))]);
      }
      const row = await findSession(db, id);
      if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
      return success({ session: await view(row), created: true });
    },

    /** GET /api/labs/sessions/{id}. */
    async get(learner: Learner, sessionId: string): Promise<ServiceResult<LabSessionView>> {
      let row = await ownedSession(learner, sessionId);
      if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
      if (row.status === 'queued') {
        await pump();
        row = (await findSession(db, sessionId)) ?? row;
      }
      return success(await view(row));
    },

    /** POST /api/labs/sessions/{id}/extend: once, by LAB_EXTEND_MINUTES. */
    async extend(learner: Learner, sessionId: string): Promise<ServiceResult<LabSessionView>> {
      const row = await ownedSession(learner, sessionId);
      if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
      const live = liveLab(row);
      if (!live.ok) return live;
      const ended = await accessEnded(learner, row, live.value);
      if (ended) return ended;
      if (Number(row.extended) === 1 || !row.expires_at) {
        return failure(409, 'lab_extend_used', EXTEND_USED_MESSAGE);
      }
      const extended = await db
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
      const after = await findSession(db, row.id);
      return success(await view(after ?? row));
    },

    /** DELETE /api/labs/sessions/{id}: ends it and removes the sandbox; ending twice is fine. */
    async end(learner: Learner, sessionId: string): Promise<ServiceResult<LabSessionView>> {
      const row = await ownedSession(learner, sessionId);
      if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
      if (row.status !== 'ended') await runner.endSession(row, 'ended');
      const after = await findSession(db, row.id);
      return success(await view(after ?? row));
    },

    /** POST /api/labs/sessions/{id}/steps/{n}/check. */
    async check(
      learner: Learner,
      sessionId: string,
      stepText: string,
    ): Promise<ServiceResult<LabCheckResult> | RateLimited> {
      const row = await ownedSession(learner, sessionId);
      if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
      const live = liveLab(row);
      if (!live.ok) return live;
      const lab = live.value;
      const ended = await accessEnded(learner, row, lab);
      if (ended) return ended;
      const number = parseStepNumber(stepText);
      const step = lab.steps.find((candidate) => candidate.number === number);
      if (!step) return failure(404, 'not_found', LAB_MESSAGES.noStep);
      if (checking.has(row.id)) return failure(429, 'lab_check_running', LAB_MESSAGES.checkRunning);
      checking.add(row.id);
      try {
        // Counted only for a check that runs: not for one refused above.
        const limit = await hitRateLimit(db, `lab-check:${learner.id}`, LAB_CHECKS_PER_WINDOW);
        if (!limit.allowed) {
          return rateLimited(
            checksLimitedMessage(limit.retryAfterSeconds),
            limit.retryAfterSeconds,
          );
        }
        const started = Date.now();
        const result = await driver.exec(handleOf(row, lab), step.host, step.verify, {
          timeoutMs: step.timeoutSeconds * 1000,
        });
        const passed = result.exitCode === 0 && !result.timedOut;
        const found = passed ? [] : hintLines(result.stdout, result.stderr);
        // The time-out is said whatever else was printed, within the same cap.
        const hints = result.timedOut
          ? [...found.slice(0, LAB_CHECK_HINTS_MAX - 1), checkTimedOutMessage(step.timeoutSeconds)]
          : found;
        const checkedAt = new Date();
        await db
          .insertInto('lab_checks')
          .values({
            id: randomUUID(),
            session_id: row.id,
            user_id: learner.id,
            lab_id: lab.id,
            step: step.number,
            passed: passed ? 1 : 0,
            checked_at: checkedAt.toISOString(),
            hints: JSON.stringify(hints),
            duration_ms: checkedAt.getTime() - started,
          })
          .execute();
        const stepsPassed = await passedSteps(db, row.id);
        const labPassed = everyStepPassed(lab, stepsPassed);
        const finished = labPassed
          ? await finishItem(deps, {
              userId: learner.id,
              courseId: lab.courseId,
              itemId: lab.id,
              kind: 'lab',
              now: checkedAt,
            })
          : null;
        return success({
          step: step.number,
          passed,
          hints,
          stepsPassed,
          labPassed,
          ...finishNews(finished),
        });
      } finally {
        checking.delete(row.id);
      }
    },

    /**
     * Starts opening a terminal for the sign-in `signIn` (its session token): null when it
     * already has TERMINAL_OPENINGS_AT_ONCE under way here, else the function that ends it.
     */
    startTerminalOpening(signIn: string): (() => void) | null {
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
    },

    /**
     * The WebSocket terminal's target: the owner's live session, its first host. Counts the
     * opening against TERMINAL_OPENS_PER_LEARNER first (a refused burst costs one write each),
     * and against TERMINAL_OPENS_PER_SESSION once the session is known to be the learner's (so
     * nobody else can use up the owner's count).
     */
    async terminalTarget(
      learner: Learner,
      sessionId: string,
    ): Promise<ServiceResult<{ handle: SandboxHandle; host: string }> | TerminalsLimited> {
      const byLearner = await hitRateLimit(
        db,
        `lab-terminal-user:${learner.id}`,
        TERMINAL_OPENS_PER_LEARNER,
      );
      if (!byLearner.allowed) return terminalsLimited(byLearner.retryAfterSeconds);
      const found = await findSession(db, sessionId);
      if (!found) return failure(404, 'not_found', LAB_MESSAGES.noSession);
      if (found.user_id !== learner.id) return failure(403, 'forbidden', LAB_MESSAGES.notYours);
      const row = await current(found);
      const live = liveLab(row);
      if (!live.ok) return live;
      const ended = await accessEnded(learner, row, live.value);
      if (ended) return ended;
      const bySession = await hitRateLimit(
        db,
        `lab-terminal-session:${row.id}`,
        TERMINAL_OPENS_PER_SESSION,
      );
      if (!bySession.allowed) return terminalsLimited(bySession.retryAfterSeconds);
      const handle = handleOf(row, live.value);
      return success({ handle, host: handle.hosts[0] ?? '' });
    },

    /** `signIn`: the token of the sign-in that opened the socket (it closes when that ends). */
    attachTerminal(
      target: { handle: SandboxHandle; host: string },
      socket: TerminalSocket,
      size: TerminalSize | undefined,
      signIn: string,
    ): TerminalConnection {
      return terminals.attach(target.handle, target.host, socket, size, signIn);
    },

    /**
     * After a refund: ends the learner's open session when they may no longer open its lab (a
     * free first lab, or one a lab programme they own still includes, stays open). True when
     * one was ended.
     */
    async endIfAccessEnded(userId: string): Promise<boolean> {
      const open = await findOpenSession(db, userId);
      if (!open) return false;
      const row = await current(open);
      const lab = content.labs.get(row.lab_id);
      if (row.status === 'ended' || !lab) return false;
      const user = await db
        .selectFrom('user')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return false;
      return (await accessEnded({ id: userId, email: user.email }, row, lab)) !== null;
    },

    /** For the sandbox sweep: may this session's sandbox stay? */
    async isLive(sessionId: string): Promise<boolean> {
      // Not a lab session's id (e.g. the lab test suite's sandboxes): not ours to end; the
      // driver's own time limit and the sweep's expiry check still remove it.
      if (!isLabSessionId(sessionId) || runner.holdsWarm(sessionId)) return true;
      const row = await findSession(db, sessionId);
      if (!row || !(RUNNING as readonly string[]).includes(row.status)) return false;
      return (
        row.status === 'starting' || !row.expires_at || Date.parse(row.expires_at) > Date.now()
      );
    },

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
