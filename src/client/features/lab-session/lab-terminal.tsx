import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import { Button } from '../../components/ui/button';
import { terminalUrl } from './lab-session-api';
import {
  connectTerminal,
  type ConnectionState,
  type CreateSocket,
  type TerminalConnection,
} from './terminal-connection';
import type { OpenScreen, TerminalScreen } from './terminal-types';
import { labSessionCopy } from './lab-session.copy';

const copy = labSessionCopy.terminal;

const STATUS: Readonly<Record<ConnectionState, string>> = copy.status;

/** What the page may do with the terminal from outside it ("Run in terminal"). */
export interface TerminalInput {
  /**
   * Types `text` into the shell as a paste, then Enter when `enter`. False, and nothing sent,
   * while the terminal is not connected.
   */
  type(text: string, options: { enter: boolean }): boolean;
  focus(): void;
}

/** The open screen and its connection, once xterm.js has loaded. */
interface Live {
  screen: TerminalScreen;
  connection: TerminalConnection;
  /** Fits the screen to its box, tells the server a new size, and draws every row again. */
  draw(): void;
  connected(): boolean;
}

/** Phones get the smallest size that still reads well; wider screens a little more. */
const fontSize = () => (typeof window !== 'undefined' && window.innerWidth < 640 ? 13 : 14);

/**
 * The learner's shell on the lab machine: a terminal screen (xterm.js, loaded when this mounts)
 * joined to the session's WebSocket. Refits, and tells the server, when its box changes size.
 * It is drawn whenever it comes into view (shown again in its tab, scrolled to, resized), so
 * it is never left blank by a layout that hid it while output arrived.
 */
export function LabTerminal({
  sessionId,
  shown,
  openScreen,
  createSocket,
  onEnded,
  ref,
}: {
  sessionId: string;
  /** False while the page hides it (the Steps tab on a phone). */
  shown: boolean;
  openScreen: OpenScreen;
  createSocket: CreateSocket;
  /**
   * The server closed the terminal because the session or the learner's sign-in ended, or the
   * connection is lost (which a session that ended meanwhile also causes): the page asks how the
   * session stands (and, signed out, is sent to sign in).
   */
  onEnded: () => void;
  ref?: Ref<TerminalInput>;
}) {
  // Long: one effect ties the screen, the socket and resizing together; split, their cleanup would drift apart.
  const box = useRef<HTMLDivElement>(null);
  const live = useRef<Live | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  /** The server's reason for closing, shown instead of the state's own sentence. */
  const [reason, setReason] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const changed = useEffectEvent((next: ConnectionState, message?: string) => {
    setState(next);
    setReason(message || null);
    if (next === 'ended' || next === 'lost' || next === 'signed-out') onEnded();
  });

  const isShown = useEffectEvent(() => shown);

  useImperativeHandle(
    ref,
    () => ({
      type(text, { enter }) {
        const current = live.current;
        if (!current?.connected()) return false;
        current.screen.paste(text);
        if (enter) current.connection.send('\r');
        return true;
      },
      focus() {
        live.current?.screen.focus();
      },
    }),
    [],
  );

  // Before the paint that shows it: a terminal that was hidden is fitted and drawn at once.
  useLayoutEffect(() => {
    if (shown) live.current?.draw();
  }, [shown]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let dispose: () => void = () => undefined;
    openScreen(element, { fontSize: fontSize() }).then(
      (screen) => {
        if (cancelled) {
          screen.dispose();
          return;
        }
        let size = screen.fit();
        let connected = false;
        const connection = connectTerminal({
          url: terminalUrl(sessionId, window.location),
          createSocket,
          write: (data) => screen.write(data),
          size: () => size,
          onState: (next, message) => {
            connected = next === 'open';
            changed(next, message);
          },
        });
        const draw = () => {
          const next = screen.fit();
          screen.refresh();
          if (next.cols === size.cols && next.rows === size.rows) return;
          size = next;
          connection.resize(next);
        };
        live.current = { screen, connection, draw, connected: () => connected };
        screen.onInput((data) => connection.send(data));
        // A hidden box has no size and xterm.js pauses while off the screen: both draw again
        // when the box gets its size back or comes into view.
        const resized =
          typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(draw);
        resized?.observe(element);
        const seen =
          typeof IntersectionObserver === 'undefined'
            ? undefined
            : new IntersectionObserver((entries) => {
                if (entries.some((entry) => entry.isIntersecting)) draw();
              });
        seen?.observe(element);
        if (isShown()) {
          draw();
          screen.focus();
        }
        dispose = () => {
          resized?.disconnect();
          seen?.disconnect();
          connection.close();
          screen.dispose();
          live.current = null;
        };
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      dispose();
    };
  }, [sessionId, openScreen, createSocket]);

  const canRetry = state === 'lost' || state === 'replaced';
  return (
    <section aria-label={copy.label} className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 pb-2 text-sm">
        <p
          role="status"
          className={state === 'open' ? 'text-slate-600' : 'font-semibold text-slate-900'}
        >
          {failed ? copy.loadFailed : (reason ?? STATUS[state])}
        </p>
        {canRetry ? (
          <Button size="sm" variant="outline" onClick={() => live.current?.connection.retry()}>
            {copy.reconnect}
          </Button>
        ) : null}
      </div>
      <div
        ref={box}
        data-terminal
        className="min-h-0 flex-1 overflow-hidden rounded-lg bg-slate-900 p-2"
      />
      <p className="pt-2 text-xs text-slate-600">{copy.keys}</p>
    </section>
  );
}
