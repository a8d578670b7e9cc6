import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { LAB_EXTEND_MINUTES } from '../../../shared/schemas/lab-rules';
import type { LabFacts, LabSessionView } from '../../../shared/schemas/labs';
import type { ApiFailure, ApiResult } from '../../lib/api-client';
import { signInHref } from '../../lib/return-to';
import { whenSessionKnown } from '../../lib/session';
import {
  checkStep,
  endSession,
  extendSession,
  fetchLab,
  fetchSession,
  startSession,
} from './lab-session-api';
import { LabSessionFrame, LabSessionNotFound } from './lab-session-frame';
import { NoAccess, OtherLabRunning, StartLab, Unavailable, Waiting } from './lab-session-states';
import type { LabShell } from './lab-shell';
import type { StepVerdict } from './lab-steps';
import { LabWorkspace } from './lab-workspace';
import type { CreateSocket } from './terminal-connection';
import { openXtermScreen } from './terminal-screen';
import type { OpenScreen } from './terminal-types';

type Loaded =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; facts: LabFacts };

const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';
const browserSocket: CreateSocket = (url) => new WebSocket(url);

/**
 * /labs/{labId}/session: prerendered as the lab's shell; once hydrated it reads the lab and the
 * learner's session from the API and shows the state they are in: sign in first, no access
 * (to checkout), labs unavailable here, another lab running, ready to start, queued or
 * starting (polled), the live workspace, or ended. Reloading reattaches to the live session.
 */
export function LabSessionView({
  shell,
  go = (href) => window.location.replace(href),
  isSignedIn = signedInNow,
  openScreen = openXtermScreen,
  createSocket = browserSocket,
  pollMs = 1500,
}: {
  shell: LabShell;
  go?: (href: string) => void;
  isSignedIn?: () => Promise<boolean>;
  openScreen?: OpenScreen;
  createSocket?: CreateSocket;
  pollMs?: number;
}) {
  const labId = shell.id;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [session, setSession] = useState<LabSessionView | null>(null);
  const [ended, setEnded] = useState<LabSessionView | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, StepVerdict>>({});
  const [busy, setBusy] = useState<'starting' | 'extending' | 'ending' | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  // After 429 `rate_limited` on a check: when checks may run again (this machine's clock, ms).
  const [checksFrom, setChecksFrom] = useState<number | null>(null);
  const left = useRef(false);

  const leave = (href: string) => {
    if (left.current) return;
    left.current = true;
    go(href);
  };
  const signIn = () => leave(signInHref(window.location.pathname));

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
    else complain('Could not read the lab session', result);
  };

  const onLab = useEffectEvent(applyLab);
  const readLabOnce = useEffectEvent(readLab);
  const onTimer = useEffectEvent((id: string) => void refreshSession(id));

  useEffect(() => {
    void readLabOnce().then(onLab);
  }, [labId]);

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

  useEffect(() => {
    if (checksFrom === null) return;
    const timer = setTimeout(() => setChecksFrom(null), Math.max(0, checksFrom - Date.now()));
    return () => clearTimeout(timer);
  }, [checksFrom]);

  const start = async () => {
    setBusy('starting');
    const result = await startSession(labId);
    setBusy(null);
    if (result.ok) {
      setVerdicts({});
      applySession(result.data);
    } else if ([403, 409, 503].includes(result.status)) {
      // Another lab is running, access changed or labs went away: the facts say which.
      toast({
        title: 'The lab could not start',
        description: result.message,
        variant: 'destructive',
      });
      void load();
    } else complain('The lab could not start', result);
  };

  const check = async (step: number) => {
    if (!session || checking !== null) return;
    setChecking(step);
    const result = await checkStep(session.id, step);
    setChecking(null);
    if (!result.ok) {
      // Ended meanwhile (409), or closed because access to the course ended (403): show how it stands.
      if (result.status === 409 || result.status === 403) void refreshSession(session.id);
      // Checked too often: the Check buttons wait as long as the server says (the terminal and
      // the work in it are untouched).
      if (result.status === 429 && result.code === 'rate_limited') {
        setChecksFrom(Date.now() + (result.retryAfterSeconds ?? 1) * 1000);
      }
      complain(`Step ${step} could not be checked`, result);
      return;
    }
    const { passed, hints, stepsPassed, labPassed } = result.data;
    setVerdicts((now) => ({ ...now, [step]: { passed, hints } }));
    setSession((now) => (now ? { ...now, stepsPassed, labPassed } : now));
    if (labPassed && !session.labPassed)
      toast({ title: 'Lab passed', description: 'Every step has passed.' });
    else
      toast({
        title: passed ? `Step ${step} passed` : `Step ${step}: not yet`,
        description: hints.join(' ') || undefined,
      });
  };

  const extend = async () => {
    if (!session) return;
    setBusy('extending');
    const result = await extendSession(session.id);
    setBusy(null);
    if (result.ok) {
      applySession(result.data);
      toast({ title: `Lab extended by ${LAB_EXTEND_MINUTES} minutes` });
    } else {
      complain('The lab could not be extended', result);
      void refreshSession(session.id);
    }
  };

  const end = async (id: string) => {
    setBusy('ending');
    const result = await endSession(id);
    setBusy(null);
    if (result.ok) {
      toast({ title: 'Lab ended', description: 'The lab machine has been thrown away.' });
      if (result.data.labId === labId) applySession(result.data);
      // The facts again: whether this lab now counts as passed, or that the other lab is gone.
      void load();
    } else complain('The lab could not be ended', result);
  };

  if (loaded.state === 'not-found') return <LabSessionNotFound />;
  if (loaded.state !== 'ready') {
    return (
      <LabSessionFrame shell={shell}>
        {loaded.state === 'failed' ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
            We could not open this lab. {loaded.message}
          </p>
        ) : (
          <p role="status" className="text-slate-700">
            Opening the lab…
          </p>
        )}
      </LabSessionFrame>
    );
  }

  const { facts } = loaded;
  if (session?.status === 'live') {
    return (
      <LabWorkspace
        facts={facts}
        session={session}
        deadline={deadline}
        verdicts={verdicts}
        checking={checking}
        checksFrom={checksFrom}
        extending={busy === 'extending'}
        ending={busy === 'ending'}
        openScreen={openScreen}
        createSocket={createSocket}
        onCheck={(step) => void check(step)}
        onExtend={() => void extend()}
        onEnd={() => void end(session.id)}
        onTerminalEnded={() => void refreshSession(session.id)}
      />
    );
  }

  const other = facts.session && facts.session.labId !== labId ? facts.session : null;
  let body;
  if (facts.access === 'no-access') body = <NoAccess facts={facts} ended={ended} />;
  else if (facts.unavailableReason) body = <Unavailable reason={facts.unavailableReason} />;
  else if (session) body = <Waiting session={session} />;
  else if (other) {
    body = (
      <OtherLabRunning other={other} ending={busy === 'ending'} onEnd={() => void end(other.id)} />
    );
  } else {
    body = (
      <StartLab
        facts={facts}
        ended={ended}
        starting={busy === 'starting'}
        onStart={() => void start()}
      />
    );
  }
  return <LabSessionFrame shell={shell}>{body}</LabSessionFrame>;
}
