import type {
  LabDriver,
  SandboxHandle,
  SandboxTerminal,
  TerminalSize,
} from '../../labs/lab-driver';
import { TERMINAL_GATE } from '../../labs/lab-driver';
import { errorText } from '../../error-text';
import { readTerminalFrame, TERMINAL_CLOSE } from '../../../shared/schemas/labs';

/** One session's shell in the terminal hub (lab-terminals.ts): opening, feeding and ending it. */

/** The WebSocket as the hub needs it: text out, and a close with a code. */
export interface TerminalSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  /** Bytes sent but not yet written to the network. */
  readonly bufferedAmount: number;
}

/** Output the server holds for a browser that does not keep up, before it closes the shell. */
export const MAX_BUFFERED_OUTPUT = 8 * 1024 * 1024;

/** The shell's latest output, sent to a WebSocket that attaches to it so the prompt shows. */
export const RECENT_OUTPUT_CHARS = 16 * 1024;

export interface Attachment {
  socket: TerminalSocket;
  /** The token of the sign-in (better-auth session) that opened the socket. */
  signIn: string;
  done: boolean;
}

/** A session's one shell, and the WebSocket (at most one) attached to it. */
export interface Shell {
  sessionId: string;
  host: string;
  terminal: SandboxTerminal | null;
  /** Input and resizes that arrived while the shell was being opened. */
  pending: string[];
  attachment: Attachment | null;
  /** The tail of the shell's output, for the next WebSocket that attaches. */
  recent: string;
  /** Ends the shell when no WebSocket came back in time. */
  detachTimer: ReturnType<typeof setTimeout> | undefined;
  ended: boolean;
  /**
   * A shell opened before the session was live (prepare): 'closed' until setup.sh has run,
   * then 'open' (its gate line is written as soon as the terminal exists).
   */
  gate: 'closed' | 'open' | null;
}

/** The hub's dependencies and its shells, by session id. */
export interface HubState {
  driver: LabDriver;
  log: (message: string) => void;
  /** Called when a shell could not be opened (the sandbox may be gone). */
  onFailedOpen: (sessionId: string) => void;
  detachedShellMs: number;
  shells: Map<string, Shell>;
}

/** A shell not opened yet, registered as the session's. */
export function addShell(
  hub: HubState,
  sessionId: string,
  host: string,
  attachment: Attachment | null,
  gate: Shell['gate'],
): Shell {
  const shell: Shell = {
    sessionId,
    host,
    terminal: null,
    pending: [],
    attachment,
    recent: '',
    detachTimer: undefined,
    ended: false,
    gate,
  };
  hub.shells.set(sessionId, shell);
  return shell;
}

/** Keeps the last `limit` characters, starting at a line so no escape sequence is cut. */
function keepRecent(recent: string, data: string, limit: number): string {
  const joined = recent + data;
  if (joined.length <= limit) return joined;
  const tail = joined.slice(joined.length - limit);
  const line = tail.indexOf('\n');
  return line === -1 ? '' : tail.slice(line + 1);
}

export function closeSocket(attachment: Attachment, code?: number, reason = '') {
  if (attachment.done) return;
  attachment.done = true;
  if (code !== undefined) attachment.socket.close(code, reason);
}

/** Ends the shell (and closes its WebSocket with `code`, when given). */
export function endShell(hub: HubState, shell: Shell, code?: number, reason = '') {
  if (shell.ended) return;
  shell.ended = true;
  clearTimeout(shell.detachTimer);
  if (hub.shells.get(shell.sessionId) === shell) hub.shells.delete(shell.sessionId);
  if (shell.attachment) closeSocket(shell.attachment, code, reason);
  shell.attachment = null;
  shell.pending = [];
  shell.terminal?.close();
}

/** A text frame from the browser: keystrokes, or a resize. */
export function apply(terminal: SandboxTerminal, text: string) {
  const frame = readTerminalFrame(text);
  if (frame.kind === 'resize') terminal.resize({ cols: frame.cols, rows: frame.rows });
  else terminal.write(frame.data);
}

/** The shell's output: kept for the next WebSocket, and sent to the one attached. */
function forwardOutput(hub: HubState, shell: Shell, data: string) {
  if (shell.ended) return;
  shell.recent = keepRecent(shell.recent, data, RECENT_OUTPUT_CHARS);
  const attachment = shell.attachment;
  if (!attachment) return;
  if (attachment.socket.bufferedAmount > MAX_BUFFERED_OUTPUT) {
    endShell(hub, shell, TERMINAL_CLOSE.overflow, 'Too much output.');
    return;
  }
  attachment.socket.send(data);
}

/** Opens the shell's terminal (or takes `started`), then feeds it what waited for it. */
export async function openShell(
  hub: HubState,
  handle: SandboxHandle,
  size: TerminalSize,
  shell: Shell,
  started?: SandboxTerminal,
) {
  let terminal: SandboxTerminal;
  try {
    terminal =
      started ??
      (await hub.driver.terminal(handle, shell.host, size, { gated: shell.gate !== null }));
  } catch (error) {
    hub.log(`Lab terminal for session ${handle.sessionId} failed to open: ${errorText(error)}`);
    endShell(hub, shell, TERMINAL_CLOSE.sessionEnded, 'The sandbox is gone.');
    hub.onFailedOpen(handle.sessionId);
    return;
  }
  if (shell.ended) {
    terminal.close();
    return;
  }
  shell.terminal = terminal;
  terminal.onData((data) => forwardOutput(hub, shell, data));
  terminal.onExit(() => endShell(hub, shell, TERMINAL_CLOSE.shellExited, 'The shell ended.'));
  if (shell.gate === 'open') terminal.write(TERMINAL_GATE);
  for (const text of shell.pending.splice(0)) apply(terminal, text);
}

/** Ends a detached shell after the hub's detachedShellMs unless a WebSocket attaches. */
export function awaitAttachment(hub: HubState, shell: Shell) {
  clearTimeout(shell.detachTimer);
  shell.detachTimer = setTimeout(() => endShell(hub, shell), hub.detachedShellMs);
  shell.detachTimer.unref();
}
