import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '../../components/ui/button';
import { TabList, tabIds } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toast-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { LAB_EXTEND_MINUTES } from '../../../shared/schemas/lab-rules';
import type { LabFacts, LabSessionView } from '../../../shared/schemas/labs';
import { CurrentStep } from './current-step';
import { EndLabDialog } from './end-lab-dialog';
import { LabSteps, type StepVerdict } from './lab-steps';
import { LabTerminal, type TerminalInput } from './lab-terminal';
import { isSingleCommand } from './run-in-terminal';
import type { CreateSocket } from './terminal-connection';
import type { OpenScreen } from './terminal-types';
import type { FinishControls } from './lab-finish';
import { formatClock, useCountdown } from './use-countdown';
import { localePath } from '../../i18n/locale-path';
import { labSessionCopy } from './lab-session.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = labSessionCopy.workspace;

/** Tailwind's `sm`: narrower than this, the steps and the terminal are two tabs. */
const TABS_BELOW = '(min-width: 40rem)';

type Pane = 'steps' | 'terminal';
const PANES: readonly { key: Pane; label: string }[] = [
  { key: 'steps', label: copy.steps },
  { key: 'terminal', label: copy.terminal },
];

/**
 * A live session: the time left with Extend and End lab above; the steps (left, about 40%)
 * beside the terminal (right) on a wide screen, the steps collapsible above the terminal on a
 * tablet. On a phone the steps and the terminal are two tabs, each a whole screen, with the
 * step to do now above the terminal. The terminal stays mounted (and connected) in every
 * layout; a step's "Run in terminal" types into it, and on a phone shows it.
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
  const [pane, setPane] = useState<Pane>('steps');
  /** What the last "Run in terminal" did, for screen readers (the terminal shows it). */
  const [ran, setRan] = useState('');
  const terminal = useRef<TerminalInput>(null);
  const baseId = useId();
  const tabs = !useMediaQuery(TABS_BELOW, true);
  const passedCount = session.stepsPassed.length;

  /** On a phone, the pane's tabpanel attributes; elsewhere none (both are on show). */
  const paneProps = (key: Pane) => {
    if (!tabs) return {};
    const ids = tabIds(baseId, key);
    return { role: 'tabpanel', id: ids.panel, 'aria-labelledby': ids.tab, hidden: pane !== key };
  };
  /** Shows a pane at once, so what follows can focus or scroll in it. */
  const show = (key: Pane) => flushSync(() => setPane(key));

  const run = (code: string) => {
    const enter = isSingleCommand(code);
    if (tabs) show('terminal');
    if (!terminal.current?.type(code.trim(), { enter })) {
      toast({
        title: copy.notSentTitle,
        description: copy.notSentText,
        variant: 'destructive',
      });
      return;
    }
    setRan(enter ? copy.sent(code.trim()) : copy.pasted);
    // A paste waits for the learner's Enter; a command that ran leaves the focus where it was
    // (on a phone, hidden with the steps: the Terminal tab takes it).
    if (!enter) terminal.current.focus();
    else if (tabs) document.getElementById(tabIds(baseId, 'terminal').tab)?.focus();
  };

  return (
    <div className="mx-auto flex max-w-[1600px] flex-col px-3 py-4 sm:px-6 lg:h-[calc(100dvh-4rem)] lg:py-5">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-800">
            <a href={localePath(`/course/${facts.courseId}`)} className="hover:underline">
              {facts.courseTitle}
            </a>
          </p>
          <h1
            lang={ENGLISH_LANG}
            className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
          >
            {facts.title}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Countdown key={deadline ?? 'none'} deadline={deadline} />
          {session.extended ? (
            <p className="text-sm text-slate-600">{copy.extendedOnce}</p>
          ) : (
            <button
              type="button"
              className={buttonClasses('outline', 'sm')}
              disabled={extending}
              onClick={onExtend}
            >
              {copy.extendBy(LAB_EXTEND_MINUTES)}
            </button>
          )}
          <button
            type="button"
            aria-haspopup="dialog"
            className={buttonClasses('outline', 'sm', 'border-red-300 text-red-800')}
            onClick={() => setConfirming(true)}
          >
            {copy.endLab}
          </button>
        </div>
      </div>
      <div className="mt-3 flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
        {tabs ? (
          <TabList
            label={copy.tabsLabel}
            baseId={baseId}
            items={PANES}
            selected={pane}
            onSelect={setPane}
          />
        ) : null}
        <div className="flex min-h-0 flex-col lg:w-2/5" {...paneProps('steps')}>
          {tabs ? null : (
            <button
              type="button"
              aria-expanded={stepsOpen}
              aria-controls="lab-steps-panel"
              className={buttonClasses('outline', 'sm', 'w-full justify-between lg:hidden')}
              onClick={() => setStepsOpen((open) => !open)}
            >
              <span>{stepsOpen ? copy.hideSteps : copy.showSteps}</span>
              <span className="font-normal text-slate-700">
                {copy.passedOf(passedCount, session.stepCount)}
              </span>
            </button>
          )}
          <div
            id="lab-steps-panel"
            className={`min-h-0 overflow-y-auto lg:pr-2 lg:pt-0 ${tabs ? '' : 'pt-3'} ${stepsOpen || tabs ? '' : 'max-lg:hidden'}`}
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
              onRun={run}
            />
          </div>
        </div>
        <div
          className="flex h-[70dvh] min-h-80 flex-col lg:h-auto lg:w-3/5"
          {...paneProps('terminal')}
        >
          {tabs ? (
            <CurrentStep
              facts={facts}
              stepsPassed={session.stepsPassed}
              labPassed={session.labPassed}
              onRead={(step) => {
                show('steps');
                document.getElementById(`lab-step-${step}`)?.scrollIntoView({ block: 'start' });
              }}
            />
          ) : null}
          <p role="status" aria-live="polite" className="sr-only">
            {ran}
          </p>
          <LabTerminal
            ref={terminal}
            shown={!tabs || pane === 'terminal'}
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
      {copy.timeLeft}{' '}
      <span
        role="timer"
        aria-label={copy.timeLeft}
        className={`font-mono text-base font-bold tabular-nums ${
          seconds < 300 ? 'text-red-700' : 'text-slate-900'
        }`}
      >
        {copy.clock(formatClock(seconds))}
      </span>
    </p>
  );
}
