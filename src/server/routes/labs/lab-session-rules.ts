import { waitInWords, type RateLimitRule } from '../../rate-limit/rate-limit.service';
import { LAB_CHECKS_MAX, LAB_CHECKS_WINDOW_MINUTES } from '../../../shared/schemas/lab-rules';

/** What the lab API says when it refuses, and how often a learner may start, check and open. */

const MINUTE = 60_000;

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
  finalRunPassed: 'Every step passes on your sandbox as it is now: the lab is passed.',
  finalRunFailed: (step: number) =>
    `Step ${step} no longer passes on your sandbox as it is now. Fix it and press Finish lab again.`,
  finalRunUnpassed: (step: number) =>
    `Finish lab checks every step again: pass each step first. Step ${step} does not pass yet.`,
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

export function terminalsLimited(retryAfterSeconds: number): TerminalsLimited {
  return {
    ok: false,
    status: 429,
    code: 'rate_limited',
    message: `The terminal was opened too often: try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  };
}

export const rateLimited = (message: string, retryAfterSeconds: number): RateLimited => ({
  ok: false,
  status: 429,
  code: 'rate_limited',
  message,
  retryAfterSeconds,
});
