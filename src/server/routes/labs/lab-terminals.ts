import type {
  LabDriver,
  SandboxHandle,
  SandboxTerminal,
  TerminalSize,
} from '../../labs/lab-driver';
import { TERMINAL_GATE } from '../../labs/lab-driver';
import { errorText } from '../../error-text';
import { readTerminalFrame, TERMINAL_CLOSE } from '../../../shared/schemas/labs';

/** The WebSocket as the hub needs it: text out, and a close with a code. */
export interface TerminalSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  /** Bytes sent but not yet written to the network. */
  readonly bufferedAmount: number;
}

/** Output the server holds for a browser that does not keep up, before it closes the shell. */
export const MAX_BUFFERED_OUTPUT = 8 * 1024 * 1024;

/**
 * How long a shell whose WebSocket closed waits for the page to come back (a reload, a dropped
 * connection) before it is closed: coming back within it reattaches to the same shell.
 */
export const DETACHED_SHELL_MS = 30_000;

/** The shell's latest output, sent to a WebSocket that attaches to it so the prompt shows. */
export const RECENT_OUTPUT_CHARS = 16 * 1024;

/** Why a terminal closed when its sign-in ended; the page shows it. */
export const SIGNED_OUT_REASON = 'You are signed out. Sign in again to use the terminal.';

/** What the WebSocket route feeds into an attached terminal. */
export interface TerminalConnection {
  /** A text frame from the browser: keystrokes, or a resize frame. */
  receive(text: string): void;
  /** The browser's WebSocket closed. */
  closed(): void;
}

interface Attachment {
  socket: TerminalSocket;
  /** The token of the sign-in (better-auth session) that opened the socket. */
  signIn: string;
  done: boolean;
}

/** A session's one shell, and the WebSocket (at most one) attached to it. */
interface Shell {
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

export const DEFAULT_TERMINAL_SIZE: TerminalSize = { cols: 80, rows: 24 };

/** Keeps the last `limit` characters, starting at a line so no escape sequence is cut. */
function keepRecent(recent: string, data: string, limit: number): string {
  const joined = recent + data;
  if (joined.length <= limit) return joined;
  const tail = joined.slice(joined.length - limit);
  const line = tail.indexOf('\n');
  return line === -1 ? '' : tail.slice(line + 1);
}

export interface TerminalHubOptions {
  /** DETACHED_SHELL_MS unless given (tests). */
  detachedShellMs?: number;
}

/**
 * The open terminals of this server: at most one shell per session (each shell is a process,
 * and on the local driver opening one forks the server). A reload, a second tab or a burst of
 * WebSockets attaches to the session's shell instead of opening another: the WebSocket attached
 * before is closed as replaced and the shell carries on. A shell ends when the learner exits it,
 * the session ends, its sign-in ends, or no WebSocket has been attached for DETACHED_SHELL_MS.
 */
export function createTerminalHub(
  driver: LabDriver,
  log: (message: string) => void,
  /** Called when a shell could not be opened (the sandbox may be gone). */
  onFailedOpen: (sessionId: string) => void = () => undefined,
  options: TerminalHubOptions = {},
) {
  const detachedShellMs = options.detachedShellMs ?? DETACHED_SHELL_MS;
  const shells = new Map<string, Shell>();

  function closeSocket(attachment: Attachment, code?: number, reason = '') {
    if (attachment.done) return;
    attachment.done = true;
    if (code !== undefined) attachment.socket.close(code, reason);
  }

  /** Ends the shell (and closes its WebSocket with `code`, when given). */
  function endShell(shell: Shell, code?: number, reason = '') {
    if (shell.ended) return;
    shell.ended = true;
    clearTimeout(shell.detachTimer);
    if (shells.get(shell.sessionId) === shell) shells.delete(shell.sessionId);
    if (shell.attachment) closeSocket(shell.attachment, code, reason);
    shell.attachment = null;
    shell.pending = [];
    shell.terminal?.close();
  }

  function apply(terminal: SandboxTerminal, text: string) {
    const frame = readTerminalFrame(text);
    if (frame.kind === 'resize') terminal.resize({ cols: frame.cols, rows: frame.rows });
    else terminal.write(frame.data);
  }

  async function open(
    handle: SandboxHandle,
    size: TerminalSize,
    shell: Shell,
    started?: SandboxTerminal,
  ) {
    let terminal: SandboxTerminal;
    try {
      terminal =
        started ??
        (await driver.terminal(handle, shell.host, size, { gated: shell.gate !== null }));
    } catch (error) {
      log(`Lab terminal for session ${handle.sessionId} failed to open: ${errorText(error)}`);
      endShell(shell, TERMINAL_CLOSE.sessionEnded, 'The sandbox is gone.');
      onFailedOpen(handle.sessionId);
      return;
    }
    if (shell.ended) {
      terminal.close();
      return;
    }
    shell.terminal = terminal;
    terminal.onData((data) => {
      if (shell.ended) return;
      shell.recent = keepRecent(shell.recent, data, RECENT_OUTPUT_CHARS);
      const attachment = shell.attachment;
      if (!attachment) return;
      if (attachment.socket.bufferedAmount > MAX_BUFFERED_OUTPUT) {
        endShell(shell, TERMINAL_CLOSE.overflow, 'Too much output.');
        return;
      }
      attachment.socket.send(data);
    });
    terminal.onExit(() => endShell(shell, TERMINAL_CLOSE.shellExited, 'The shell ended.'));
    if (shell.gate === 'open') terminal.write(TERMINAL_GATE);
    for (const text of shell.pending.splice(0)) apply(terminal, text);
  }

  /** Ends a detached shell after DETACHED_SHELL_MS unless a WebSocket attaches. */
  function awaitAttachment(shell: Shell) {
    clearTimeout(shell.detachTimer);
    shell.detachTimer = setTimeout(() => endShell(shell), detachedShellMs);
    shell.detachTimer.unref();
  }

  return {
    /**
     * Opens the session's shell on `host` while setup.sh still runs (its process start is most
     * of the wait for a prompt), gated: the shell itself starts once `setUp` says setup.sh
     * succeeded (what it wrote to ~/.bashrc applies), and the first WebSocket finds its prompt.
     * It ends when setup fails, or when no WebSocket attaches within DETACHED_SHELL_MS after.
     * `started`: that gated shell, already started (a warm sandbox's), at the default size.
     */
    prepare(
      handle: SandboxHandle,
      host: string,
      setUp: Promise<boolean>,
      started?: SandboxTerminal,
    ) {
      if (shells.has(handle.sessionId)) {
        started?.close();
        return;
      }
      const shell: Shell = {
        sessionId: handle.sessionId,
        host,
        terminal: null,
        pending: [],
        attachment: null,
        recent: '',
        detachTimer: undefined,
        ended: false,
        gate: 'closed',
      };
      shells.set(handle.sessionId, shell);
      void open(handle, DEFAULT_TERMINAL_SIZE, shell, started);
      void setUp.then(
        (succeeded) => {
          if (!succeeded || shell.ended) {
            endShell(shell);
            return;
          }
          shell.gate = 'open';
          shell.terminal?.write(TERMINAL_GATE);
          if (!shell.attachment) awaitAttachment(shell);
        },
        () => endShell(shell),
      );
    },
    /**
     * Attaches this socket to the session's shell on `host`, opening the shell when there is
     * none; a socket attached before is closed as replaced. `signIn` is the token of the sign-in
     * that opened the socket (closeSignedOut closes it when that sign-in ends).
     */
    attach(
      handle: SandboxHandle,
      host: string,
      socket: TerminalSocket,
      size: TerminalSize | undefined,
      signIn: string,
    ): TerminalConnection {
      let shell = shells.get(handle.sessionId);
      if (shell && shell.host !== host) {
        endShell(shell, TERMINAL_CLOSE.replaced, 'Opened elsewhere.');
        shell = undefined;
      }
      const attachment: Attachment = { socket, signIn, done: false };
      if (shell) {
        if (shell.attachment) {
          closeSocket(shell.attachment, TERMINAL_CLOSE.replaced, 'Opened elsewhere.');
        }
        clearTimeout(shell.detachTimer);
        shell.detachTimer = undefined;
        shell.attachment = attachment;
        if (shell.recent !== '') socket.send(shell.recent);
        if (size && shell.terminal) shell.terminal.resize(size);
      } else {
        shell = {
          sessionId: handle.sessionId,
          host,
          terminal: null,
          pending: [],
          attachment,
          recent: '',
          detachTimer: undefined,
          ended: false,
          gate: null,
        };
        shells.set(handle.sessionId, shell);
        void open(handle, size ?? DEFAULT_TERMINAL_SIZE, shell);
      }
      const attached = shell;
      return {
        receive(text) {
          if (attachment.done || attached.ended) return;
          if (attached.terminal) apply(attached.terminal, text);
          else attached.pending.push(text);
        },
        closed() {
          if (attachment.done) return;
          attachment.done = true;
          if (attached.attachment !== attachment || attached.ended) return;
          // The page may come back (a reload): the shell waits a while for it.
          attached.attachment = null;
          awaitAttachment(attached);
        },
      };
    },
    /** The session ended: its terminal closes and the browser is told not to reconnect. */
    closeSession(sessionId: string, reason: string) {
      const shell = shells.get(sessionId);
      if (shell) endShell(shell, TERMINAL_CLOSE.sessionEnded, reason);
    },
    /** The sign-ins (tokens) that attached WebSockets were opened with. */
    signIns(): string[] {
      const tokens = new Set<string>();
      for (const shell of shells.values()) {
        if (shell.attachment) tokens.add(shell.attachment.signIn);
      }
      return [...tokens];
    },
    /** These sign-ins have ended: their WebSockets close, and their shells with them. */
    closeSignedOut(ended: ReadonlySet<string>) {
      for (const shell of [...shells.values()]) {
        if (shell.attachment && ended.has(shell.attachment.signIn)) {
          endShell(shell, TERMINAL_CLOSE.signedOut, SIGNED_OUT_REASON);
        }
      }
    },
    /** Server shutdown: every terminal closes (the sandboxes stay for a restart to reattach). */
    closeAll() {
      for (const shell of [...shells.values()]) {
        endShell(shell, 1001, 'The server is restarting.');
      }
    },
    /** Shells open (or being opened) on this server. */
    get size() {
      return shells.size;
    },
  };
}

export type TerminalHub = ReturnType<typeof createTerminalHub>;
