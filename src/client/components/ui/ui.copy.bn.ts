import type { UiCopy } from './ui.copy';
import { toBengaliDigits } from '../../../shared/format/digits';
import { REFUND_DAYS } from '../../../shared/schemas/refund-rules';

export const uiCopy: UiCopy = {
  levels: { beginner: 'বিগিনার', intermediate: 'ইন্টারমিডিয়েট', advanced: 'অ্যাডভান্সড' },
  moneyBack: `${toBengaliDigits(String(REFUND_DAYS))} দিনের মানি-ব্যাক গ্যারান্টি`,
  tryAgain: 'আবার চেষ্টা করুন',
  cancel: 'বাতিল করুন',
  sending: 'পাঠানো হচ্ছে...',
  search: 'খুঁজুন',
  code: 'কোড',
  copyButton: (what) => ({ before: `${what} `, visible: 'কপি', after: ' করুন' }),
  copied: 'কপি হয়েছে',
  notCopied: (what) => `কপি হয়নি: এই ব্রাউজার অনুমতি দেয়নি। ${what} সিলেক্ট করে নিজে কপি করুন।`,
};
