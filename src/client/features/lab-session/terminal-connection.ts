import { TERMINAL_CLOSE } from '../../../shared/schemas/lab-rules';
import type { TerminalResizeFrame } from '../../../shared/schemas/labs';

/** The resize frame (labs.ts's `resizeFrame`, written here so zod stays out of the page). */
function resizeFrame(cols: number, rows: number): string {
  return JSON.stringify({ type: 'resize', cols, rows } satisfies TerminalResizeFrame);
}

/**
 * connecting: the first WebSocket is opening. open: keystrokes flow.
 * reconnecting: it dropped; one new attempt is under way ("Reconnecting…").
 * lost: that attempt failed too; the learner may try again.
 * replaced: the lab was opened in another tab, which took the terminal over.
 * ended: the server closed it because the session ended (End lab, time up).
 * signed-out: the server closed it because the sign-in that opened it ended (signed out, a
 * password reset); the server's reason says so.
 */
export type ConnectionState =
  'connecting' | 'open' | 'reconnecting' | 'lost' | 'replaced' | 'ended' | 'signed-out';

/** The parts of the browser's WebSocket the connection uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type CreateSocket = (url: string) => SocketLike;

const OPEN = 1;

export interface TerminalConnection {
  /** Keystrokes typed into the screen. */
  send(data: string): void;
  /** The screen was fitted to a new size. */
  resize(size: { cols: number; rows: number }): void;
  /** Opens a new WebSocket now (after 'lost' or 'replaced'). */
  retry(): void;
  close(): void;
}

/**
 * The terminal's WebSocket: output to `write`, keystrokes and resize frames to the server. A
 * drop is retried once at once; a reload of the page makes a new connection the same way (the
 * server reattaches it to the same sandbox). The shell exiting (`exit`) opens a fresh shell.
 */
export function connectTerminal({
  url,
  createSocket,
  write,
  size,
  onState,
}: {
  url: string;
  createSocket: CreateSocket;
  write: (data: string) => void;
  /** The screen's size now, sent as soon as a socket opens. */
  size: () => { cols: number; rows: number };
  /** `message`: the server's reason, when it closed the terminal with one to show. */
  onState: (state: ConnectionState, message?: string) => void;
}): TerminalConnection {
  let socket: SocketLike | undefined;
  let closed = false;
  /** A drop may be retried once; a socket that opens earns the next drop its retry. */
  let retryLeft = true;

  const open = (state: 'connecting' | 'reconnecting') => {
    onState(state);
    // The shell starts at the screen's size (the server reads it from the query).
    const { cols, rows } = size();
    const current = createSocket(`${url}?cols=${cols}&rows=${rows}`);
    socket = current;
    let opened = false;
    current.onopen = () => {
      if (socket !== current) return;
      opened = true;
      retryLeft = true;
      const now = size();
      current.send(resizeFrame(now.cols, now.rows));
      onState('open');
    };
    current.onmessage = (event) => {
      if (socket === current && typeof event.data === 'string') write(event.data);
    };
    current.onclose = (event) => {
      if (socket !== current || closed) return;
      socket = undefined;
      if (event.code === TERMINAL_CLOSE.sessionEnded) onState('ended');
      else if (event.code === TERMINAL_CLOSE.signedOut) onState('signed-out', event.reason);
      else if (event.code === TERMINAL_CLOSE.replaced) onState('replaced');
      else if (event.code === TERMINAL_CLOSE.shellExited && opened) open('connecting');
      else if (retryLeft) {
        retryLeft = false;
        open('reconnecting');
      } else onState('lost');
    };
  };

  open('connecting');
  return {
    send(data) {
      if (socket?.readyState === OPEN) socket.send(data);
    },
    resize({ cols, rows }) {
      if (socket?.readyState === OPEN) socket.send(resizeFrame(cols, rows));
    },
    retry() {
      if (closed || socket) return;
      retryLeft = true;
      open('reconnecting');
    },
    close() {
      closed = true;
      const current = socket;
      socket = undefined;
      current?.close(1000);
    },
  };
}
