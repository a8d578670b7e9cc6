import type { CopyShape } from '../../../shared/i18n/copy';
import { countdownInWords, waitInWords } from '../../../shared/format/format';

/** A module quiz's frame: the questions and their options come from the content, in English. */
export const quizCopy = {
  loadFailed: (message: string) => `We could not load this quiz. ${message}`,
  summary: (questions: number, passPercent: number) =>
    `${questions} questions · You need ${passPercent}% to pass`,
  passedScore: (score: number, correct: number, total: number) =>
    `Passed! You scored ${score}% (${correct} of ${total} correct).`,
  notPassedScore: (score: number, correct: number, total: number) =>
    `Not passed yet. You scored ${score}% (${correct} of ${total} correct).`,
  needToPass: (passPercent: number) => `You need ${passPercent}% to pass.`,
  wrongMarked: 'The questions marked below were answered wrongly.',
  scoreOnly: (markedAttempts: number) =>
    `After your first ${markedAttempts} attempts only the score is shown, not which questions were wrong: re-read this module's lessons before you try again.`,
  /** The attempt rules, in words from the shared ones (decision 028). */
  rules: (waitsSeconds: readonly number[], markedAttempts: number) => {
    const waits = waitsSeconds.map((seconds) => waitInWords(seconds));
    const last = waits.pop() ?? '';
    return `The wait after each failed attempt: ${waits.join(', ')}, then ${last} each time. Only your first ${markedAttempts} attempts mark the questions answered wrongly.`;
  },
  review: 'Review',
  tryAgainIn: (seconds: number) => `Try again in ${countdownInWords(seconds)}`,
  submitting: 'Submitting...',
  submit: 'Submit answers',
  questionNumber: (number: number) => `${number}.`,
  incorrect: 'Incorrect: try this one again.',
  chooseAll: 'Choose all that apply.',
  answer: 'Answer: ',
  previousAttempts: 'Previous attempts',
  attemptPassed: (score: number) => `${score}% · Passed`,
  attemptNotPassed: (score: number) => `${score}% · Not passed`,
  notYet: 'Not yet',
  alreadyPassed: 'Quiz already passed',
  submitFailed: 'Could not submit your answers',
};

export type QuizCopy = CopyShape<typeof quizCopy>;
