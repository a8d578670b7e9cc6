import type { LabSessionView as Session, LabFacts } from '../../../shared/schemas/labs';
import { whenSessionKnown } from '../../lib/session';
import { LabSessionFrame, LabSessionNotFound } from './lab-session-frame';
import { NoAccess, OtherLabRunning, StartLab, Unavailable, Waiting } from './lab-session-states';
import type { LabShell } from './lab-shell';
import { LabWorkspace } from './lab-workspace';
import type { CreateSocket } from './terminal-connection';
import { openXtermScreen } from './terminal-screen';
import type { OpenScreen } from './terminal-types';
import { useLabActions, useStepChecks } from './use-lab-actions';
import { useLabSession } from './use-lab-session';
import { localePath } from '../../i18n/locale-path';
import { labSessionCopy } from './lab-session.copy';

const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';
const browserSocket: CreateSocket = (url) => new WebSocket(url);

/** Everything but the live workspace: what the learner can do about this lab now. */
function LabSessionState({
  labId,
  facts,
  session,
  ended,
  busy,
  onStart,
  onEnd,
}: {
  labId: string;
  facts: LabFacts;
  session: Session | null;
  ended: Session | null;
  busy: 'starting' | 'extending' | 'ending' | null;
  onStart: () => void;
  onEnd: (id: string) => void;
}) {
  const other = facts.session && facts.session.labId !== labId ? facts.session : null;
  let body;
  if (facts.access === 'no-access') body = <NoAccess facts={facts} ended={ended} />;
  else if (facts.unavailableReason) body = <Unavailable reason={facts.unavailableReason} />;
  else if (session) body = <Waiting session={session} />;
  else if (other) {
    body = (
      <OtherLabRunning other={other} ending={busy === 'ending'} onEnd={() => onEnd(other.id)} />
    );
  } else {
    body = (
      <StartLab facts={facts} ended={ended} starting={busy === 'starting'} onStart={onStart} />
    );
  }
  return body;
}

/**
 * /labs/{labId}/session: prerendered as the lab's shell; once hydrated it reads the lab and the
 * learner's session from the API and shows the state they are in: sign in first, no access
 * (to checkout), labs unavailable here, another lab running, ready to start, queued or
 * starting (polled), the live workspace, or ended. Reloading reattaches to the live session.
 */
export function LabSessionView({
  shell,
  go = (href) => window.location.replace(localePath(href)),
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
  const lab = useLabSession(labId, go, isSignedIn, pollMs);
  const { loaded, session, ended, deadline, verdicts } = lab;
  const { busy, start, extend, end } = useLabActions({ labId, ...lab });
  const { checking, checksFrom, check, finish } = useStepChecks(lab);

  if (loaded.state === 'not-found') return <LabSessionNotFound />;
  if (loaded.state !== 'ready') {
    return (
      <LabSessionFrame shell={shell}>
        {loaded.state === 'failed' ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
            {labSessionCopy.frame.loadFailed(loaded.message)}
          </p>
        ) : (
          <p role="status" className="text-slate-700">
            {labSessionCopy.frame.opening}
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
        finish={finish}
        extending={busy === 'extending'}
        ending={busy === 'ending'}
        openScreen={openScreen}
        createSocket={createSocket}
        onCheck={(step) => void check(step)}
        onExtend={() => void extend()}
        onEnd={() => void end(session.id)}
        onTerminalEnded={() => void lab.refreshSession(session.id)}
      />
    );
  }
  return (
    <LabSessionFrame shell={shell}>
      <LabSessionState
        labId={labId}
        facts={facts}
        session={session}
        ended={ended}
        busy={busy}
        onStart={() => void start()}
        onEnd={(id) => void end(id)}
      />
    </LabSessionFrame>
  );
}
