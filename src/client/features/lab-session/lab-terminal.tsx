import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { terminalUrl } from './lab-session-api';
import {
  connectTerminal,
  type ConnectionState,
  type CreateSocket,
  type TerminalConnection,
} from './terminal-connection';
import type { OpenScreen } from './terminal-types';

const STATUS: Record<ConnectionState, string> = {
  connecting: 'Connecting to your lab machine…',
  open: 'Connected',
  reconnecting: 'Reconnecting…',
  lost: 'The connection to your lab machine was lost.',
  replaced: 'This lab is open in another tab or window, which now has the terminal.',
  ended: 'This lab session has ended.',
  'signed-out': 'You are signed out. Sign in again to use the terminal.',
};

/** Phones get the smallest size that still reads well; wider screens a little more. */
const fontSize = () => (typeof window !== 'undefined' && window.innerWidth < 640 ? 13 : 14);

/**
 * The learner's shell on the lab machine: a terminal screen (xterm.js, loaded when this mounts)
 * joined to the session's WebSocket. Refits, and tells the server, when its box changes size.
 */
export function LabTerminal({
  sessionId,
  openScreen,
  createSocket,
  onEnded,
}: {
  sessionId: string;
  openScreen: OpenScreen;
  createSocket: CreateSocket;
  /**
   * The server closed the terminal because the session or the learner's sign-in ended, or the
   * connection is lost (which a session that ended meanwhile also causes): the page asks how the
   * session stands (and, signed out, is sent to sign in).
   */
  onEnded: () => void;
}) {
  // Long: one effect ties the screen, the socket and resizing together; split, their cleanup would drift apart.
  const box = useRef<HTMLDivElement>(null);
  const connection = useRef<TerminalConnection | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  /** The server's reason for closing, shown instead of the state's own sentence. */
  const [reason, setReason] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const changed = useEffectEvent((next: ConnectionState, message?: string) => {
    setState(next);
    setReason(message || null);
    if (next === 'ended' || next === 'lost' || next === 'signed-out') onEnded();
  });

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
        const live = connectTerminal({
          url: terminalUrl(sessionId, window.location),
          createSocket,
          write: (data) => screen.write(data),
          size: () => size,
          onState: changed,
        });
        connection.current = live;
        screen.onInput((data) => live.send(data));
        const observer =
          typeof ResizeObserver === 'undefined'
            ? undefined
            : new ResizeObserver(() => {
                const next = screen.fit();
                if (next.cols === size.cols && next.rows === size.rows) return;
                size = next;
                live.resize(next);
              });
        observer?.observe(element);
        screen.focus();
        dispose = () => {
          observer?.disconnect();
          live.close();
          screen.dispose();
          connection.current = null;
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
    <section aria-label="Terminal" className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 pb-2 text-sm">
        <p
          role="status"
          className={state === 'open' ? 'text-slate-600' : 'font-semibold text-slate-900'}
        >
          {failed
            ? 'The terminal could not be loaded. Reload the page to try again.'
            : (reason ?? STATUS[state])}
        </p>
        {canRetry ? (
          <Button size="sm" variant="outline" onClick={() => connection.current?.retry()}>
            Reconnect
          </Button>
        ) : null}
      </div>
      <div
        ref={box}
        data-terminal
        className="min-h-0 flex-1 overflow-hidden rounded-lg bg-slate-900 p-2"
      />
      <p className="pt-2 text-xs text-slate-600">
        Tab completes in the shell; Shift+Tab moves the focus out of the terminal.
      </p>
    </section>
  );
}
