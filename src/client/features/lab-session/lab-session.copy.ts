import type { CopyShape } from '../../../shared/i18n/copy';
import { countdownInWords } from '../../../shared/format/format';
import { freeQueueMessage, queuePositionMessage } from '../../../shared/schemas/lab-rules';
import type { LabSessionView } from '../../../shared/schemas/labs';
import type { ConnectionState } from './terminal-connection';

/** The lab session page's frame: the lab's intro and steps come from the content, in English. */
export const labSessionCopy = {
  frame: {
    backToCourse: 'Back to the course',
    facts: (minutes: number) =>
      `Hands-on lab · ${minutes} minutes · a throwaway Linux machine on our servers`,
    notFoundTitle: 'Lab not found',
    notFoundText:
      'There is no hands-on lab at this address. Labs open from the Labs tab of their course.',
    backToCourses: 'Back to Courses',
    loadFailed: (message: string) => `We could not open this lab. ${message}`,
    opening: 'Opening the lab…',
  },
  states: {
    unavailable: (reason: string) => `Labs are unavailable on this server: ${reason}`,
    sessionEnded: 'This lab session has ended.',
    endReasons: {
      ended: 'You ended this lab session. Its machine has been thrown away.',
      expired: 'Time is up: this lab session has ended and its machine has been thrown away.',
      failed: 'The lab machine could not be started. Please try again in a minute.',
      removed:
        'The lab machine stopped (it was shut down from inside, or it was removed), so this session ended. Start the lab again for a fresh machine.',
      'no-access':
        'Your access to this course has ended (it was refunded), so this lab session was closed and its machine thrown away.',
    } satisfies Record<NonNullable<LabSessionView['endReason']>, string>,
    backTo: (courseTitle: string) => `Back to ${courseTitle}`,
    noAccess: (courseTitle: string) =>
      `This lab is part of ${courseTitle}. Enrol in the course (or a lab programme that includes this lab) to open it; the first lab of every course is free for signed-in learners.`,
    enrolIn: (courseTitle: string) => `Enrol in ${courseTitle}`,
    freeQueue: (position: number) => freeQueueMessage(position),
    busyQueue: (position: number) => `All lab machines are busy. ${queuePositionMessage(position)}`,
    starting: 'Starting your lab machine…',
    opensItself: 'This page opens the lab by itself as soon as it is ready.',
    otherRunning: (labTitle: string) =>
      `You already have a lab running: ${labTitle}. One lab runs at a time: go back to it, or end it to start this one.`,
    goBackTo: (labTitle: string) => `Go back to ${labTitle}`,
    endOther: (labTitle: string) => `End ${labTitle}`,
    passedBefore: 'You have passed this lab before.',
    rules: (steps: number, minutes: number, sessionMinutes: number, extendMinutes: number) =>
      `${steps} steps · about ${minutes} minutes · a session lasts ${sessionMinutes} minutes and can be extended once by ${extendMinutes}.`,
    startingButton: 'Starting…',
    startAgain: 'Start again',
    start: 'Start lab',
  },
  workspace: {
    steps: 'Steps',
    terminal: 'Terminal',
    tabsLabel: 'Lab',
    notSentTitle: 'Nothing was sent to the terminal',
    notSentText: 'The terminal is not connected. Wait until it says Connected, then try again.',
    sent: (command: string) => `Sent to the terminal: ${command}`,
    pasted: 'Pasted into the terminal. Press Enter in the terminal to run it.',
    extendedOnce: 'Extended once',
    extendBy: (minutes: number) => `Extend by ${minutes} minutes`,
    endLab: 'End lab',
    hideSteps: 'Hide steps',
    showSteps: 'Show steps',
    passedOf: (passed: number, total: number) => `${passed} of ${total} passed`,
    timeLeft: 'Time left',
    /** The countdown's "02:05" in the page's digits. */
    clock: (clock: string) => clock,
  },
  currentStep: {
    labPassed: 'Lab passed',
    allPassed: 'Every step has passed: press Finish lab under Steps.',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    read: 'Read step',
    /** Read after "Read step" by screen readers. */
    readNumber: (step: number) => ` ${step}`,
  },
  endDialog: {
    title: 'End this lab?',
    text: 'The lab machine and everything on it are thrown away. A new session starts again from a fresh machine and the first step.',
    keep: 'Keep working',
    ending: 'Ending…',
    end: 'End lab',
  },
  finish: {
    label: 'Finish lab',
    text: 'Finish lab checks every step again on your sandbox as it is now.',
    button: 'Finish lab',
    checking: 'Checking every step…',
  },
  steps: {
    passedOf: (passed: number, total: number) => `${passed} of ${total} steps passed`,
    progress: 'Lab progress',
    stepNumber: (step: number) => `Step ${step}: `,
    passedMark: ' (passed)',
    labPassed: 'Lab passed',
    seeRest: (courseTitle: string) => `See the rest of ${courseTitle}`,
    next: (itemTitle: string) => `Next: ${itemTitle}`,
    courseOutline: 'Course outline',
    backTo: (courseTitle: string) => `Back to ${courseTitle}`,
    checking: 'Checking…',
    checkAgainIn: (seconds: number) => `Check again in ${countdownInWords(seconds)}`,
    check: 'Check',
    /** Read after the Check button's label by screen readers. */
    checkStep: (step: number) => ` step ${step}`,
    passed: 'Passed',
    notYet: 'Not yet',
    runInTerminal: 'Run in terminal',
    pasteInTerminal: 'Paste in terminal',
  },
  terminal: {
    label: 'Terminal',
    status: {
      connecting: 'Connecting to your lab machine…',
      open: 'Connected',
      reconnecting: 'Reconnecting…',
      lost: 'The connection to your lab machine was lost.',
      replaced: 'This lab is open in another tab or window, which now has the terminal.',
      ended: 'This lab session has ended.',
      'signed-out': 'You are signed out. Sign in again to use the terminal.',
    } satisfies Record<ConnectionState, string>,
    loadFailed: 'The terminal could not be loaded. Reload the page to try again.',
    reconnect: 'Reconnect',
    keys: 'Tab completes in the shell; Shift+Tab moves the focus out of the terminal.',
  },
  toasts: {
    startFailed: 'The lab could not start',
    extended: (minutes: number) => `Lab extended by ${minutes} minutes`,
    extendFailed: 'The lab could not be extended',
    ended: 'Lab ended',
    endedText: 'The lab machine has been thrown away.',
    endFailed: 'The lab could not be ended',
    checkFailed: (step: number) => `Step ${step} could not be checked`,
    labPassed: 'Lab passed',
    everyStepPassed: 'Every step has passed.',
    stepPassed: (step: number) => `Step ${step} passed`,
    stepNotYet: (step: number) => `Step ${step}: not yet`,
    finishFailed: 'The lab could not be finished',
    readFailed: 'Could not read the lab session',
  },
  meta: {
    notFoundTitle: 'Lab not found',
    notFoundDescription: 'There is no hands-on lab at this address. Browse the courses instead.',
    title: (labTitle: string) => `${labTitle} · Lab`,
    description: (minutes: number) =>
      `A hands-on lab in a real sandbox in your browser: ${minutes} minutes.`,
  },
};

export type LabSessionCopy = CopyShape<typeof labSessionCopy>;
