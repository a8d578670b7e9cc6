import { waitInWords } from '../format/format';

/**
 * A lab session's rules and the sentences that state them, shared by the server that enforces
 * them and the session page that shows them. No zod here, so a page can read them cheaply.
 */

/** A session lasts this long from the moment its sandbox is live. */
export const LAB_SESSION_MINUTES = 45;
/** It may be extended once, by this much. */
export const LAB_EXTEND_MINUTES = 15;
/** A step's check is stopped after this long (and fails). */
export const LAB_CHECK_TIMEOUT_SECONDS = 20;
/**
 * The most a step may give its check (front matter `timeout:`): a check that runs a whole
 * playbook over two or three machines of half a core each needs more than 20 s on a busy host.
 */
export const LAB_CHECK_TIMEOUT_MAX_SECONDS = 60;

/**
 * What a failed check keeps of its `HINT:` lines: the first few, each cut to a few hundred bytes.
 * A verify script prints one or two short hints; the rest could only come from a tool the
 * learner doctored, and every check is stored and shown to staff.
 */
export const LAB_CHECK_HINTS_MAX = 5;
export const LAB_CHECK_HINT_MAX_BYTES = 300;

/** Checks a learner may run in a window, whatever the session (see lab-session-rules.ts). */
export const LAB_CHECKS_MAX = 30;
export const LAB_CHECKS_WINDOW_MINUTES = 5;

/** What a check stopped at its time limit says (the last of its hints). */
export function checkTimedOutMessage(seconds: number): string {
  return `The check took longer than ${seconds} seconds and was stopped.`;
}

const utf8 = new TextEncoder();
const ELLIPSIS = '…';

/** A hint line cut to LAB_CHECK_HINT_MAX_BYTES of UTF-8, whole characters, '…' marking a cut. */
export function capHint(line: string): string {
  if (utf8.encode(line).length <= LAB_CHECK_HINT_MAX_BYTES) return line;
  let kept = '';
  let bytes = utf8.encode(ELLIPSIS).length;
  for (const char of line) {
    bytes += utf8.encode(char).length;
    if (bytes > LAB_CHECK_HINT_MAX_BYTES) break;
    kept += char;
  }
  return `${kept}${ELLIPSIS}`;
}

/** The hints a check keeps and shows: the first LAB_CHECK_HINTS_MAX lines, each capped. */
export function capHints(lines: readonly string[]): string[] {
  return lines.slice(0, LAB_CHECK_HINTS_MAX).map(capHint);
}

/** 429 `rate_limited` on a check over LAB_CHECKS_MAX. */
export function checksLimitedMessage(seconds: number): string {
  return `Checked too often (at most ${LAB_CHECKS_MAX} checks in ${LAB_CHECKS_WINDOW_MINUTES} minutes): try again in ${waitInWords(seconds)}.`;
}

/**
 * Close codes the server uses on an open terminal WebSocket (4000-4999 are the application's).
 * A refused upgrade is an HTTP answer instead (401 signed out, 403 not the owner or a foreign
 * Origin, 404 no such session, 409 session not live), which a browser sees as code 1006.
 */
export const TERMINAL_CLOSE = {
  /** The shell ended (the learner typed `exit`): open a new WebSocket for a new shell. */
  shellExited: 4000,
  /** The session ended (End lab, time up, sandbox gone): do not reconnect. */
  sessionEnded: 4001,
  /** Another WebSocket attached to the same session (the page was reloaded or opened twice). */
  replaced: 4002,
  /**
   * The browser fell megabytes behind the shell's output (e.g. `yes` on a slow link): the shell
   * was closed so the server does not hold it all. Reconnect for a new shell.
   */
  overflow: 4003,
  /**
   * The sign-in that opened the terminal has ended (signed out, a password reset, or it expired):
   * the shell was closed. Sign in again before reconnecting.
   */
  signedOut: 4004,
} as const;

export function queuePositionMessage(position: number): string {
  return `You are number ${position} in the queue.`;
}

/**
 * A free first lab waiting because free labs hold their whole share of the machines (decision
 * 027): the rest are kept for enrolled learners, whose labs start first.
 */
export function freeQueueMessage(position: number): string {
  return `All the lab machines for free labs are in use; enrolled learners' labs start first. ${queuePositionMessage(position)}`;
}

/** 409 `lab_session_live`: starting a lab while another session is live or queued. */
export function liveSessionMessage(labTitle: string): string {
  return `You already have a lab running: ${labTitle}. End it or go back to it first.`;
}

export const EXTEND_USED_MESSAGE = `This session was already extended once; it cannot be extended again.`;
