import type {
  LabDriver,
  SandboxHandle,
  SandboxTerminal,
  TerminalSize,
} from '../../labs/lab-driver';
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

/** What the WebSocket route feeds into an attached terminal. */
export interface TerminalConnection {
  /** A text frame from the browser: keystrokes, or a resize frame. */
  receive(text: string): void;
  /** The browser's WebSocket closed. */
  closed(): void;
}

interface Attachment {
  socket: TerminalSocket;
  terminal: SandboxTerminal | null;
  /** Input and resizes that arrived while the shell was being opened. */
  pending: string[];
  done: boolean;
}

export const DEFAULT_TERMINAL_SIZE: TerminalSize = { cols: 80, rows: 24 };

/**
 * The open terminals of this server, one per session: a reload (or a second tab) attaches a new
 * WebSocket to a new shell in the same sandbox, and the older WebSocket is closed as replaced,
 * so a forgotten tab does not hold a shell (and its podman client) for the rest of the session.
 */
export function createTerminalHub(
  driver: LabDriver,
  log: (message: string) => void,
  /** Called when a shell could not be opened (the sandbox may be gone). */
  onFailedOpen: (sessionId: string) => void = () => undefined,
) {
  const attached = new Map<string, Attachment>();

  function finish(sessionId: string, attachment: Attachment, code?: number, reason = '') {
    if (attachment.done) return;
    attachment.done = true;
    if (attached.get(sessionId) === attachment) attached.delete(sessionId);
    attachment.terminal?.close();
    if (code !== undefined) attachment.socket.close(code, reason);
  }

  function apply(attachment: Attachment, terminal: SandboxTerminal, text: string) {
    const frame = readTerminalFrame(text);
    if (frame.kind === 'resize') terminal.resize({ cols: frame.cols, rows: frame.rows });
    else terminal.write(frame.data);
  }

  async function open(
    handle: SandboxHandle,
    host: string,
    size: TerminalSize,
    attachment: Attachment,
  ) {
    let terminal: SandboxTerminal;
    try {
      terminal = await driver.terminal(handle, host, size);
    } catch (error) {
      log(
        `Lab terminal for session ${handle.sessionId} failed to open: ${error instanceof Error ? error.message : String(error)}`,
      );
      finish(handle.sessionId, attachment, TERMINAL_CLOSE.sessionEnded, 'The sandbox is gone.');
      onFailedOpen(handle.sessionId);
      return;
    }
    if (attachment.done) {
      terminal.close();
      return;
    }
    attachment.terminal = terminal;
    terminal.onData((data) => {
      if (attachment.done) return;
      if (attachment.socket.bufferedAmount > MAX_BUFFERED_OUTPUT) {
        finish(handle.sessionId, attachment, TERMINAL_CLOSE.overflow, 'Too much output.');
        return;
      }
      attachment.socket.send(data);
    });
    terminal.onExit(() =>
      finish(handle.sessionId, attachment, TERMINAL_CLOSE.shellExited, 'The shell ended.'),
    );
    for (const text of attachment.pending.splice(0)) apply(attachment, terminal, text);
  }

  return {
    /** Opens a shell on `host` for this socket, replacing the session's previous one. */
    attach(
      handle: SandboxHandle,
      host: string,
      socket: TerminalSocket,
      size: TerminalSize = DEFAULT_TERMINAL_SIZE,
    ): TerminalConnection {
      const previous = attached.get(handle.sessionId);
      if (previous) {
        finish(handle.sessionId, previous, TERMINAL_CLOSE.replaced, 'Opened elsewhere.');
      }
      const attachment: Attachment = { socket, terminal: null, pending: [], done: false };
      attached.set(handle.sessionId, attachment);
      void open(handle, host, size, attachment);
      return {
        receive(text) {
          if (attachment.done) return;
          if (attachment.terminal) apply(attachment, attachment.terminal, text);
          else attachment.pending.push(text);
        },
        closed() {
          finish(handle.sessionId, attachment);
        },
      };
    },
    /** The session ended: its terminal closes and the browser is told not to reconnect. */
    closeSession(sessionId: string, reason: string) {
      const attachment = attached.get(sessionId);
      if (attachment) finish(sessionId, attachment, TERMINAL_CLOSE.sessionEnded, reason);
    },
    /** Server shutdown: every terminal closes (the sandboxes stay for a restart to reattach). */
    closeAll() {
      for (const [sessionId, attachment] of [...attached]) {
        finish(sessionId, attachment, 1001, 'The server is restarting.');
      }
    },
    get size() {
      return attached.size;
    },
  };
}

export type TerminalHub = ReturnType<typeof createTerminalHub>;
