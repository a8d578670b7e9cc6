import { useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { LAB_EXTEND_MINUTES } from '../../../shared/schemas/lab-rules';
import type { LabFacts, LabSessionView } from '../../../shared/schemas/labs';
import { EndLabDialog } from './end-lab-dialog';
import { LabSteps, type StepVerdict } from './lab-steps';
import { LabTerminal } from './lab-terminal';
import type { CreateSocket } from './terminal-connection';
import type { OpenScreen } from './terminal-types';
import type { FinishControls } from './lab-finish';
import { formatClock, useCountdown } from './use-countdown';

/**
 * A live session: the time left with Extend and End lab above; the steps (left, about 40%)
 * beside the terminal (right) on a wide screen, the steps collapsible above the terminal on a
 * phone.
 */
export function LabWorkspace({
  facts,
  session,
  deadline,
  verdicts,
  checking,
  checksFrom,
  finish,
  extending,
  ending,
  openScreen,
  createSocket,
  onCheck,
  onExtend,
  onEnd,
  onTerminalEnded,
}: {
  facts: LabFacts;
  session: LabSessionView;
  /** When the session ends, on this machine's clock (ms). */
  deadline: number | null;
  verdicts: Readonly<Record<number, StepVerdict>>;
  checking: number | null;
  /** When checks may run again after too many (ms on this machine's clock), or null. */
  checksFrom: number | null;
  finish: FinishControls;
  extending: boolean;
  ending: boolean;
  openScreen: OpenScreen;
  createSocket: CreateSocket;
  onCheck: (step: number) => void;
  onExtend: () => void;
  onEnd: () => void;
  onTerminalEnded: () => void;
}) {
  // Long: the workspace's layout: steps, terminal and the end dialog wired together.
  const [confirming, setConfirming] = useState(false);
  const [stepsOpen, setStepsOpen] = useState(true);
  const passedCount = session.stepsPassed.length;

  return (
    <div className="mx-auto flex max-w-[1600px] flex-col px-3 py-4 sm:px-6 lg:h-[calc(100dvh-4rem)] lg:py-5">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-800">
            <a href={`/course/${facts.courseId}`} className="hover:underline">
              {facts.courseTitle}
            </a>
          </p>
          <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {facts.title}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Countdown key={deadline ?? 'none'} deadline={deadline} />
          {session.extended ? (
            <p className="text-sm text-slate-600">Extended once</p>
          ) : (
            <button
              type="button"
              className={buttonClasses('outline', 'sm')}
              disabled={extending}
              onClick={onExtend}
            >
              Extend by {LAB_EXTEND_MINUTES} minutes
            </button>
          )}
          <button
            type="button"
            aria-haspopup="dialog"
            className={buttonClasses('outline', 'sm', 'border-red-300 text-red-800')}
            onClick={() => setConfirming(true)}
          >
            End lab
          </button>
        </div>
      </div>
      <div className="mt-3 flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
        <div className="flex min-h-0 flex-col lg:w-2/5">
          <button
            type="button"
            aria-expanded={stepsOpen}
            aria-controls="lab-steps-panel"
            className={buttonClasses('outline', 'sm', 'w-full justify-between lg:hidden')}
            onClick={() => setStepsOpen((open) => !open)}
          >
            <span>{stepsOpen ? 'Hide steps' : 'Show steps'}</span>
            <span className="font-normal text-slate-700">
              {passedCount} of {session.stepCount} passed
            </span>
          </button>
          <div
            id="lab-steps-panel"
            className={`min-h-0 overflow-y-auto pt-3 lg:pr-2 lg:pt-0 ${stepsOpen ? '' : 'max-lg:hidden'}`}
          >
            <LabSteps
              facts={facts}
              stepsPassed={session.stepsPassed}
              labPassed={session.labPassed}
              verdicts={verdicts}
              checking={checking}
              checksFrom={checksFrom}
              finish={finish}
              onCheck={onCheck}
            />
          </div>
        </div>
        <div className="flex h-[70dvh] min-h-80 flex-col lg:h-auto lg:w-3/5">
          <LabTerminal
            sessionId={session.id}
            openScreen={openScreen}
            createSocket={createSocket}
            onEnded={onTerminalEnded}
          />
        </div>
      </div>
      {confirming ? (
        <EndLabDialog ending={ending} onConfirm={onEnd} onClose={() => setConfirming(false)} />
      ) : null}
    </div>
  );
}

/** Its own component, so the ticks re-render the clock and nothing else. */
function Countdown({ deadline }: { deadline: number | null }) {
  const seconds = useCountdown(deadline);
  return (
    <p className="mr-1 text-sm text-slate-700">
      Time left{' '}
      <span
        role="timer"
        aria-label="Time left"
        className={`font-mono text-base font-bold tabular-nums ${
          seconds < 300 ? 'text-red-700' : 'text-slate-900'
        }`}
      >
        {formatClock(seconds)}
      </span>
    </p>
  );
}
