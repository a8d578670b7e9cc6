import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '../../components/ui/toast-store';
import { LAB_EXTEND_MINUTES } from '../../../shared/schemas/lab-rules';
import type { LabFinalRun, LabSessionView } from '../../../shared/schemas/labs';
import type { ApiFailure } from '../../lib/api-client';
import { checkStep, endSession, extendSession, finishLab, startSession } from './lab-session-api';
import type { FinishControls } from './lab-finish';
import type { StepVerdict } from './lab-steps';
import { labSessionCopy } from './lab-session.copy';

const copy = labSessionCopy.toasts;

type SessionControls = {
  labId: string;
  session: LabSessionView | null;
  applySession: (view: LabSessionView) => void;
  complain: (title: string, failure: ApiFailure) => void;
  load: () => Promise<void>;
  refreshSession: (id: string) => Promise<void>;
};

/** Starting, extending and ending a session. */
export function useLabActions({
  labId,
  session,
  setVerdicts,
  applySession,
  complain,
  load,
  refreshSession,
}: SessionControls & { setVerdicts: Dispatch<SetStateAction<Record<number, StepVerdict>>> }) {
  const [busy, setBusy] = useState<'starting' | 'extending' | 'ending' | null>(null);

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
        title: copy.startFailed,
        description: result.message,
        variant: 'destructive',
      });
      void load();
    } else complain(copy.startFailed, result);
  };

  const extend = async () => {
    if (!session) return;
    setBusy('extending');
    const result = await extendSession(session.id);
    setBusy(null);
    if (result.ok) {
      applySession(result.data);
      toast({ title: copy.extended(LAB_EXTEND_MINUTES) });
    } else {
      complain(copy.extendFailed, result);
      void refreshSession(session.id);
    }
  };

  const end = async (id: string) => {
    setBusy('ending');
    const result = await endSession(id);
    setBusy(null);
    if (result.ok) {
      toast({ title: copy.ended, description: copy.endedText });
      if (result.data.labId === labId) applySession(result.data);
      // The facts again: whether this lab now counts as passed, or that the other lab is gone.
      void load();
    } else complain(copy.endFailed, result);
  };

  return { busy, start, extend, end };
}

/**
 * Checking a step, and the final run (Finish lab, or set off by the check that passed the last
 * step): one at a time, waiting as long as the server says after checking too often.
 */
export function useStepChecks({
  session,
  setSession,
  setVerdicts,
  complain,
  refreshSession,
}: Omit<SessionControls, 'labId' | 'applySession' | 'load'> & {
  setSession: Dispatch<SetStateAction<LabSessionView | null>>;
  setVerdicts: Dispatch<SetStateAction<Record<number, StepVerdict>>>;
}) {
  // Long: a step check and the final run share their lock, their waits and their answers.
  const [checking, setChecking] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<LabFinalRun | null>(null);
  // After 429 `rate_limited` on a check: when checks may run again (this machine's clock, ms).
  const [checksFrom, setChecksFrom] = useState<number | null>(null);

  useEffect(() => {
    if (checksFrom === null) return;
    const timer = setTimeout(() => setChecksFrom(null), Math.max(0, checksFrom - Date.now()));
    return () => clearTimeout(timer);
  }, [checksFrom]);

  /** A refused check or final run: how the session stands, and how long to wait. */
  const refused = (id: string, title: string, result: ApiFailure) => {
    // Ended meanwhile (409), or closed because access to the course ended (403): show how it stands.
    if (result.status === 409 || result.status === 403) void refreshSession(id);
    // Checked too often: the Check buttons wait as long as the server says (the terminal and
    // the work in it are untouched).
    if (result.status === 429 && result.code === 'rate_limited') {
      setChecksFrom(Date.now() + (result.retryAfterSeconds ?? 1) * 1000);
    }
    complain(title, result);
  };

  /** The answer's progress and, when a final run ran, its verdict. */
  const applyRun = (stepsPassed: number[], labPassed: boolean, run: LabFinalRun | null) => {
    setSession((now) => (now ? { ...now, stepsPassed, labPassed } : now));
    if (run) setFailure(run.passed ? null : run);
  };

  const check = async (step: number) => {
    if (!session || checking !== null || finishing) return;
    setChecking(step);
    const result = await checkStep(session.id, step);
    setChecking(null);
    if (!result.ok) return refused(session.id, copy.checkFailed(step), result);
    const { passed, hints, stepsPassed, labPassed, finalRun } = result.data;
    setVerdicts((now) => ({ ...now, [step]: { passed, hints } }));
    applyRun(stepsPassed, labPassed, finalRun);
    if (labPassed && !session.labPassed)
      toast({ title: copy.labPassed, description: copy.everyStepPassed });
    else
      toast({
        title: passed ? copy.stepPassed(step) : copy.stepNotYet(step),
        description: hints.join(' ') || undefined,
      });
  };

  const finish = async () => {
    if (!session || checking !== null || finishing) return;
    setFinishing(true);
    const result = await finishLab(session.id);
    setFinishing(false);
    if (!result.ok) return refused(session.id, copy.finishFailed, result);
    const { stepsPassed, labPassed, finalRun } = result.data;
    applyRun(stepsPassed, labPassed, finalRun);
    if (labPassed) toast({ title: copy.labPassed, description: copy.everyStepPassed });
  };

  const finishControls: FinishControls = { finishing, failure, onFinish: () => void finish() };
  return { checking, checksFrom, check, finish: finishControls };
}
