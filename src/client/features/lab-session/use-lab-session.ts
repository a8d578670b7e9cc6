import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { LabFacts, LabSessionView } from '../../../shared/schemas/labs';
import type { ApiFailure, ApiResult } from '../../lib/api-client';
import { signInHref } from '../../lib/return-to';
import { fetchLab, fetchSession } from './lab-session-api';
import type { StepVerdict } from './lab-steps';
import { labSessionCopy } from './lab-session.copy';

export type Loaded =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; facts: LabFacts };

/**
 * The lab's facts and the learner's session, read once hydrated and again when the session
 * may have changed; a signed-out learner is sent to sign in.
 */
export function useLabSession(
  labId: string,
  go: (href: string) => void,
  isSignedIn: () => Promise<boolean>,
  pollMs: number,
) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const sessionState = useSessionState(labId);
  const { session, setSession, deadline, applySession } = sessionState;
  const left = useRef(false);

  const leave = (href: string) => {
    if (left.current) return;
    left.current = true;
    go(href);
  };
  const signIn = () => leave(signInHref(window.location.pathname));

  /** A failure no state of the page explains: said in a toast. */
  const complain = (title: string, failure: ApiFailure) => {
    if (failure.status === 401) signIn();
    else toast({ title, description: failure.message, variant: 'destructive' });
  };

  const applyLab = (result: ApiResult<LabFacts> | 'signed-out') => {
    if (result === 'signed-out') signIn();
    else if (!result.ok) {
      if (result.status === 401) signIn();
      else if (result.status === 404) setLoaded({ state: 'not-found' });
      else setLoaded({ state: 'failed', message: result.message });
    } else if (result.data.access === 'signed-out') signIn();
    else {
      setLoaded({ state: 'ready', facts: result.data });
      if (result.data.session?.labId === labId) applySession(result.data.session);
      else setSession(null);
    }
  };
  // Asked before any call, so a signed-out visitor causes no failing (401) request.
  const readLab = async () => ((await isSignedIn()) ? fetchLab(labId) : 'signed-out');
  const load = async () => applyLab(await readLab());

  const refreshSession = async (id: string) => {
    const result = await fetchSession(id);
    if (result.ok) {
      applySession(result.data);
      // Closed because the course was refunded: the lab's facts (access) have changed too.
      if (result.data.endReason === 'no-access') void load();
    } else if (result.status === 404) void load();
    else complain(labSessionCopy.toasts.readFailed, result);
  };

  const onLab = useEffectEvent(applyLab);
  const readLabOnce = useEffectEvent(readLab);

  useEffect(() => {
    void readLabOnce().then(onLab);
  }, [labId]);
  useSessionTimers(session, deadline, pollMs, refreshSession);

  return {
    ...sessionState,
    loaded,
    complain,
    load,
    refreshSession,
  };
}

/** The learner's session of this lab (or how it ended), its deadline and the steps' verdicts. */
function useSessionState(labId: string) {
  const [session, setSession] = useState<LabSessionView | null>(null);
  const [ended, setEnded] = useState<LabSessionView | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, StepVerdict>>({});

  const applySession = (view: LabSessionView) => {
    if (view.labId !== labId) return;
    if (view.status === 'ended') {
      setSession(null);
      setEnded(view);
      setDeadline(null);
      setVerdicts({});
      return;
    }
    setEnded(null);
    setSession(view);
    setDeadline(view.status === 'live' ? Date.now() + view.secondsLeft * 1000 : null);
  };

  return { session, setSession, ended, deadline, verdicts, setVerdicts, applySession };
}

/** Polls a queued or starting session, and asks how a live one stands once its time is up. */
function useSessionTimers(
  session: LabSessionView | null,
  deadline: number | null,
  pollMs: number,
  refreshSession: (id: string) => Promise<void>,
) {
  const onTimer = useEffectEvent((id: string) => void refreshSession(id));

  // Queued and starting sessions are polled until they are live (or ended).
  const waiting = session && session.status !== 'live' ? session : null;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => onTimer(waiting.id), pollMs);
    return () => clearTimeout(timer);
  }, [waiting, pollMs]);

  // When the time is up the server ends the session: ask, a moment later, how it stands.
  const liveId = session?.status === 'live' ? session.id : null;
  useEffect(() => {
    if (!liveId || deadline === null) return;
    const timer = setTimeout(() => onTimer(liveId), Math.max(0, deadline - Date.now()) + 1500);
    return () => clearTimeout(timer);
  }, [liveId, deadline]);
}
