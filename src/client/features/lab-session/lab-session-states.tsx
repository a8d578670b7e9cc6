import { LabNextStep } from './lab-steps';
import { buttonClasses } from '../../components/ui/button';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/lab-rules';
import type { LabFacts, LabSessionView } from '../../../shared/schemas/labs';
import { localePath } from '../../i18n/locale-path';
import { labSessionCopy } from './lab-session.copy';

const copy = labSessionCopy.states;

/** The session page's states before and after a live session, inside its frame. */

/** The driver's reason as the page says it. */
export function unavailableSentence(reason: string): string {
  return /^labs are unavailable/i.test(reason) ? reason : copy.unavailable(reason);
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-6';

/** Why the last session ended, with the way back to the course; nothing when none ended here. */
function EndedNotice({ facts, ended }: { facts: LabFacts; ended: LabSessionView | null }) {
  if (!ended?.endReason) return null;
  return (
    <div role="status" className="mb-6 rounded-xl border border-slate-200 bg-slate-100 p-5">
      <p className="font-semibold text-slate-900">{copy.sessionEnded}</p>
      <p className="mt-1 text-sm text-slate-800">{copy.endReasons[ended.endReason]}</p>
      <a
        href={localePath(`/course/${facts.courseId}`)}
        className="mt-2 inline-block text-sm font-semibold text-brand-800 underline"
      >
        {copy.backTo(facts.courseTitle)}
      </a>
    </div>
  );
}

export function NoAccess({
  facts,
  ended = null,
}: {
  facts: LabFacts;
  ended?: LabSessionView | null;
}) {
  return (
    <>
      <EndedNotice facts={facts} ended={ended} />
      <div className={CARD}>
        <p className="text-slate-800">{copy.noAccess(facts.courseTitle)}</p>
        <a
          href={localePath(`/checkout/${facts.courseId}`)}
          className={buttonClasses('primary', 'md', 'mt-5')}
        >
          {copy.enrolIn(facts.courseTitle)}
        </a>
      </div>
    </>
  );
}

/** No fake terminal: the server's sentence, nothing to start. */
export function Unavailable({ reason }: { reason: string }) {
  return (
    <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      {unavailableSentence(reason)}
    </p>
  );
}

/** What a queued session waits for, and its place; null once it is starting. */
function queueSentence(session: LabSessionView): string | null {
  if (session.status !== 'queued' || session.queuePosition === null) return null;
  return session.waitingFor === 'free-machine'
    ? copy.freeQueue(session.queuePosition)
    : copy.busyQueue(session.queuePosition);
}

/** Queued (with the place in the queue) or starting; the page polls meanwhile. */
export function Waiting({ session }: { session: LabSessionView }) {
  return (
    <div className={CARD}>
      <p role="status" className="text-lg font-semibold text-slate-900">
        {queueSentence(session) ?? copy.starting}
      </p>
      <p className="mt-2 text-sm text-slate-700">{copy.opensItself}</p>
    </div>
  );
}

/** One lab runs at a time: back to the other one, or end it. */
export function OtherLabRunning({
  other,
  ending,
  onEnd,
}: {
  other: LabSessionView;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <div className={CARD}>
      <p className="text-slate-800">{copy.otherRunning(other.labTitle)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={localePath(`/labs/${other.labId}/session`)} className={buttonClasses('primary')}>
          {copy.goBackTo(other.labTitle)}
        </a>
        <button
          type="button"
          className={buttonClasses('outline')}
          disabled={ending}
          onClick={onEnd}
        >
          {copy.endOther(other.labTitle)}
        </button>
      </div>
    </div>
  );
}

/** The intro and Start, after a session that ended too (and how it ended). */
export function StartLab({
  facts,
  ended,
  starting,
  onStart,
}: {
  facts: LabFacts;
  ended: LabSessionView | null;
  starting: boolean;
  onStart: () => void;
}) {
  return (
    <div>
      <EndedNotice facts={facts} ended={ended} />
      <div
        className={`${CARD} text-slate-800 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_p+p]:mt-3`}
        dangerouslySetInnerHTML={{ __html: facts.introHtml }}
      />
      {facts.passed ? (
        <>
          <p className="mt-4 text-sm font-semibold text-green-800">{copy.passedBefore}</p>
          <LabNextStep facts={facts} />
        </>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">
        {copy.rules(facts.steps.length, facts.minutes, LAB_SESSION_MINUTES, LAB_EXTEND_MINUTES)}
      </p>
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'mt-6')}
        disabled={starting}
        onClick={onStart}
      >
        {starting ? copy.startingButton : ended ? copy.startAgain : copy.start}
      </button>
    </div>
  );
}
