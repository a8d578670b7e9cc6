import type { SocketLike } from '../../src/client/features/lab-session/terminal-connection';
import type {
  OpenScreen,
  TerminalScreen,
} from '../../src/client/features/lab-session/terminal-types';

/**
 * Fakes for the lab session page's terminal at its two boundaries, the WebSocket and the
 * terminal emulator (xterm.js needs a real browser's layout).
 */

/** A WebSocket the test drives: it records what the page sends and opens/closes on demand. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepted it. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** The server (or the network) closed it, with a code and the server's reason. */
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}

/** Every socket the page made, newest last, and a factory for the page. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}

/** A terminal screen that keeps what was written and lets the test type. */
export function fakeScreen(size = { cols: 100, rows: 30 }) {
  const state: {
    written: string;
    opened: number;
    disposed: number;
    /** How often the page fitted the screen and drew it again. */
    fitted: number;
    refreshed: number;
    /** Types into the terminal as the learner would. */
    type: (data: string) => void;
  } = { written: '', opened: 0, disposed: 0, fitted: 0, refreshed: 0, type: () => undefined };
  const openScreen: OpenScreen = () => {
    state.opened += 1;
    const screen: TerminalScreen = {
      write: (data) => {
        state.written += data;
      },
      onInput: (listener) => {
        state.type = listener;
      },
      // As xterm.js pastes when the shell has not asked for bracketed paste: line ends as Enter.
      paste: (text) => state.type(text.replace(/\r?\n/g, '\r')),
      fit: () => {
        state.fitted += 1;
        return size;
      },
      refresh: () => {
        state.refreshed += 1;
      },
      focus: () => undefined,
      dispose: () => {
        state.disposed += 1;
      },
    };
    return Promise.resolve(screen);
  };
  return { state, openScreen };
}
