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
