import { LabNextStep } from './lab-steps';
import { buttonClasses } from '../../components/ui/button';
import {
  LAB_EXTEND_MINUTES,
  LAB_SESSION_MINUTES,
  freeQueueMessage,
  queuePositionMessage,
} from '../../../shared/schemas/lab-rules';
import type { LabFacts, LabSessionView } from '../../../shared/schemas/labs';
import { localePath } from '../../i18n/locale-path';

/** The session page's states before and after a live session, inside its frame. */

/** The driver's reason as the page says it. */
export function unavailableSentence(reason: string): string {
  return /^labs are unavailable/i.test(reason)
    ? reason
    : `Labs are unavailable on this server: ${reason}`;
}

const ENDED: Record<NonNullable<LabSessionView['endReason']>, string> = {
  ended: 'You ended this lab session. Its machine has been thrown away.',
  expired: 'Time is up: this lab session has ended and its machine has been thrown away.',
  failed: 'The lab machine could not be started. Please try again in a minute.',
  removed:
    'The lab machine stopped (it was shut down from inside, or it was removed), so this session ended. Start the lab again for a fresh machine.',
  'no-access':
    'Your access to this course has ended (it was refunded), so this lab session was closed and its machine thrown away.',
};

const CARD = 'rounded-xl border border-slate-200 bg-white p-6';

/** Why the last session ended, with the way back to the course; nothing when none ended here. */
function EndedNotice({ facts, ended }: { facts: LabFacts; ended: LabSessionView | null }) {
  if (!ended?.endReason) return null;
  return (
    <div role="status" className="mb-6 rounded-xl border border-slate-200 bg-slate-100 p-5">
      <p className="font-semibold text-slate-900">This lab session has ended.</p>
      <p className="mt-1 text-sm text-slate-800">{ENDED[ended.endReason]}</p>
      <a
        href={localePath(`/course/${facts.courseId}`)}
        className="mt-2 inline-block text-sm font-semibold text-brand-800 underline"
      >
        Back to {facts.courseTitle}
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
        <p className="text-slate-800">
          This lab is part of {facts.courseTitle}. Enrol in the course (or a lab programme that
          includes this lab) to open it; the first lab of every course is free for signed-in
          learners.
        </p>
        <a
          href={localePath(`/checkout/${facts.courseId}`)}
          className={buttonClasses('primary', 'md', 'mt-5')}
        >
          Enrol in {facts.courseTitle}
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
    ? freeQueueMessage(session.queuePosition)
    : `All lab machines are busy. ${queuePositionMessage(session.queuePosition)}`;
}

/** Queued (with the place in the queue) or starting; the page polls meanwhile. */
export function Waiting({ session }: { session: LabSessionView }) {
  return (
    <div className={CARD}>
      <p role="status" className="text-lg font-semibold text-slate-900">
        {queueSentence(session) ?? 'Starting your lab machine…'}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        This page opens the lab by itself as soon as it is ready.
      </p>
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
      <p className="text-slate-800">
        You already have a lab running: {other.labTitle}. One lab runs at a time: go back to it, or
        end it to start this one.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={localePath(`/labs/${other.labId}/session`)} className={buttonClasses('primary')}>
          Go back to {other.labTitle}
        </a>
        <button
          type="button"
          className={buttonClasses('outline')}
          disabled={ending}
          onClick={onEnd}
        >
          End {other.labTitle}
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
          <p className="mt-4 text-sm font-semibold text-green-800">
            You have passed this lab before.
          </p>
          <LabNextStep facts={facts} />
        </>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">
        {facts.steps.length} steps · about {facts.minutes} minutes · a session lasts{' '}
        {LAB_SESSION_MINUTES} minutes and can be extended once by {LAB_EXTEND_MINUTES}.
      </p>
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'mt-6')}
        disabled={starting}
        onClick={onStart}
      >
        {starting ? 'Starting…' : ended ? 'Start again' : 'Start lab'}
      </button>
    </div>
  );
}
