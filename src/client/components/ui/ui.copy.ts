import type { CopyShape } from '../../../shared/i18n/copy';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';

/** The words of the shared UI pieces: level badges, toasts, dialogs, copy buttons, retry. */
export const uiCopy = {
  /** A course's or lab's level, by its lower-case value. */
  levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  moneyBack: MONEY_BACK_GUARANTEE,
  tryAgain: 'Try again',
  cancel: 'Cancel',
  sending: 'Sending...',
  search: 'Search',
  /** What a code block's Copy button copies, as its name ends ("Copy code"). */
  code: 'code',
  /** The Copy button: its visible word, and the hidden words around it that name what it copies. */
  copyButton: (what: string) => ({ before: '', visible: 'Copy', after: ` ${what}` }),
  copied: 'Copied',
  notCopied: (what: string) =>
    `Not copied: this browser did not allow it. Select the ${what} and copy it yourself.`,
};

export type UiCopy = CopyShape<typeof uiCopy>;
