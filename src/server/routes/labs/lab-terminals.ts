import type {
  LabDriver,
  SandboxHandle,
  SandboxTerminal,
  TerminalSize,
} from '../../labs/lab-driver';
import { TERMINAL_GATE } from '../../labs/lab-driver';
import { TERMINAL_CLOSE } from '../../../shared/schemas/labs';
import {
  addShell,
  apply,
  awaitAttachment,
  closeSocket,
  endShell,
  openShell,
  type Attachment,
  type HubState,
  type Shell,
  type TerminalSocket,
} from './lab-terminal-shell';

/**
 * How long a shell whose WebSocket closed waits for the page to come back (a reload, a dropped
 * connection) before it is closed: coming back within it reattaches to the same shell.
 */
export const DETACHED_SHELL_MS = 30_000;

/** Why a terminal closed when its sign-in ended; the page shows it. */
export const SIGNED_OUT_REASON = 'You are signed out. Sign in again to use the terminal.';

/** What the WebSocket route feeds into an attached terminal. */
export interface TerminalConnection {
  /** A text frame from the browser: keystrokes, or a resize frame. */
  receive(text: string): void;
  /** The browser's WebSocket closed. */
  closed(): void;
}

export const DEFAULT_TERMINAL_SIZE: TerminalSize = { cols: 80, rows: 24 };

export interface TerminalHubOptions {
  /** DETACHED_SHELL_MS unless given (tests). */
  detachedShellMs?: number;
}

/**
 * Opens the session's shell on `host` while setup.sh still runs (its process start is most
 * of the wait for a prompt), gated: the shell itself starts once `setUp` says setup.sh
 * succeeded (what it wrote to ~/.bashrc applies), and the first WebSocket finds its prompt.
 * It ends when setup fails, or when no WebSocket attaches within DETACHED_SHELL_MS after.
 * `started`: that gated shell, already started (a warm sandbox's), at the default size.
 */
function prepareShell(
  hub: HubState,
  handle: SandboxHandle,
  host: string,
  setUp: Promise<boolean>,
  started?: SandboxTerminal,
) {
  if (hub.shells.has(handle.sessionId)) {
    started?.close();
    return;
  }
  const shell = addShell(hub, handle.sessionId, host, null, 'closed');
  void openShell(hub, handle, DEFAULT_TERMINAL_SIZE, shell, started);
  void setUp.then(
    (succeeded) => {
      if (!succeeded || shell.ended) {
        endShell(hub, shell);
        return;
      }
      shell.gate = 'open';
      shell.terminal?.write(TERMINAL_GATE);
      if (!shell.attachment) awaitAttachment(hub, shell);
    },
    () => endShell(hub, shell),
  );
}

/** Attaches the socket to a shell already open: the socket attached before is replaced. */
function reattach(shell: Shell, attachment: Attachment, size: TerminalSize | undefined) {
  if (shell.attachment) {
    closeSocket(shell.attachment, TERMINAL_CLOSE.replaced, 'Opened elsewhere.');
  }
  clearTimeout(shell.detachTimer);
  shell.detachTimer = undefined;
  shell.attachment = attachment;
  if (shell.recent !== '') attachment.socket.send(shell.recent);
  if (size && shell.terminal) shell.terminal.resize(size);
}

/** What the route feeds into the shell for this attachment (nothing once it is replaced). */
function connection(hub: HubState, shell: Shell, attachment: Attachment): TerminalConnection {
  return {
    receive(text) {
      if (attachment.done || shell.ended) return;
      if (shell.terminal) apply(shell.terminal, text);
      else shell.pending.push(text);
    },
    closed() {
      if (attachment.done) return;
      attachment.done = true;
      if (shell.attachment !== attachment || shell.ended) return;
      // The page may come back (a reload): the shell waits a while for it.
      shell.attachment = null;
      awaitAttachment(hub, shell);
    },
  };
}

/**
 * Attaches this socket to the session's shell on `host`, opening the shell when there is
 * none; a socket attached before is closed as replaced. `signIn` is the token of the sign-in
 * that opened the socket (closeSignedOut closes it when that sign-in ends).
 */
function attachSocket(
  hub: HubState,
  handle: SandboxHandle,
  host: string,
  socket: TerminalSocket,
  size: TerminalSize | undefined,
  signIn: string,
): TerminalConnection {
  let shell = hub.shells.get(handle.sessionId);
  if (shell && shell.host !== host) {
    endShell(hub, shell, TERMINAL_CLOSE.replaced, 'Opened elsewhere.');
    shell = undefined;
  }
  const attachment: Attachment = { socket, signIn, done: false };
  if (shell) {
    reattach(shell, attachment, size);
  } else {
    shell = addShell(hub, handle.sessionId, host, attachment, null);
    void openShell(hub, handle, size ?? DEFAULT_TERMINAL_SIZE, shell);
  }
  return connection(hub, shell, attachment);
}

/** The sign-ins (tokens) that attached WebSockets were opened with. */
function signIns(hub: HubState): string[] {
  const tokens = new Set<string>();
  for (const shell of hub.shells.values()) {
    if (shell.attachment) tokens.add(shell.attachment.signIn);
  }
  return [...tokens];
}

/** These sign-ins have ended: their WebSockets close, and their shells with them. */
function closeSignedOut(hub: HubState, ended: ReadonlySet<string>) {
  for (const shell of [...hub.shells.values()]) {
    if (shell.attachment && ended.has(shell.attachment.signIn)) {
      endShell(hub, shell, TERMINAL_CLOSE.signedOut, SIGNED_OUT_REASON);
    }
  }
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
  const hub: HubState = {
    driver,
    log,
    onFailedOpen,
    detachedShellMs: options.detachedShellMs ?? DETACHED_SHELL_MS,
    shells: new Map(),
  };
  return {
    /** prepareShell: the session's shell, opened while setup.sh runs. */
    prepare: (
      handle: SandboxHandle,
      host: string,
      setUp: Promise<boolean>,
      started?: SandboxTerminal,
    ) => prepareShell(hub, handle, host, setUp, started),
    /** attachSocket: this socket on the session's shell, opened when there is none. */
    attach: (
      handle: SandboxHandle,
      host: string,
      socket: TerminalSocket,
      size: TerminalSize | undefined,
      signIn: string,
    ) => attachSocket(hub, handle, host, socket, size, signIn),
    /** The session ended: its terminal closes and the browser is told not to reconnect. */
    closeSession(sessionId: string, reason: string) {
      const shell = hub.shells.get(sessionId);
      if (shell) endShell(hub, shell, TERMINAL_CLOSE.sessionEnded, reason);
    },
    signIns: () => signIns(hub),
    closeSignedOut: (ended: ReadonlySet<string>) => closeSignedOut(hub, ended),
    /** Server shutdown: every terminal closes (the sandboxes stay for a restart to reattach). */
    closeAll() {
      for (const shell of [...hub.shells.values()]) {
        endShell(hub, shell, 1001, 'The server is restarting.');
      }
    },
    /** Shells open (or being opened) on this server. */
    get size() {
      return hub.shells.size;
    },
  };
}

export type TerminalHub = ReturnType<typeof createTerminalHub>;
