import { toBengaliDigits } from '../../../shared/format/digits';
import { formatNumber } from '../../i18n/format.copy';
import type { LabSessionCopy } from './lab-session.copy';

/** '৪২ সেকেন্ড', '২ মিনিট', '১ ঘণ্টা ১ মিনিট': how long until checks may run again. */
function countdownInWords(seconds: number): string {
  if (seconds <= 60) return `${formatNumber(seconds)} সেকেন্ড`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${formatNumber(minutes)} মিনিট`;
  const hours = `${formatNumber(Math.floor(minutes / 60))} ঘণ্টা`;
  return minutes % 60 === 0 ? hours : `${hours} ${formatNumber(minutes % 60)} মিনিট`;
}

const queuePosition = (position: number) =>
  `অপেক্ষার তালিকায় আপনি ${formatNumber(position)} নম্বরে আছেন।`;

export const labSessionCopy: LabSessionCopy = {
  frame: {
    backToCourse: 'কোর্সে ফিরে যান',
    facts: (minutes) =>
      `হাতে-কলমে ল্যাব · ${formatNumber(minutes)} মিনিট · আমাদের সার্ভারে একটি অস্থায়ী Linux মেশিন`,
    notFoundTitle: 'ল্যাব পাওয়া যায়নি',
    notFoundText: 'এই ঠিকানায় কোনো হাতে-কলমে ল্যাব নেই। প্রতিটি ল্যাব খোলে তার কোর্সের ল্যাব ট্যাব থেকে।',
    backToCourses: 'সব কোর্সে ফিরে যান',
    loadFailed: (message) => `ল্যাবটি খোলা যায়নি। ${message}`,
    opening: 'ল্যাব খোলা হচ্ছে…',
  },
  states: {
    unavailable: (reason) => `এই সার্ভারে এখন ল্যাব চালু নেই: ${reason}`,
    sessionEnded: 'এই ল্যাব সেশনটি শেষ হয়েছে।',
    endReasons: {
      ended: 'আপনি এই ল্যাব সেশনটি বন্ধ করেছেন। এর মেশিনটি মুছে ফেলা হয়েছে।',
      expired: 'সময় শেষ: এই ল্যাব সেশনটি বন্ধ হয়েছে এবং এর মেশিনটি মুছে ফেলা হয়েছে।',
      failed: 'ল্যাব মেশিনটি চালু করা যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
      removed:
        'ল্যাব মেশিনটি বন্ধ হয়ে গেছে (ভেতর থেকে শাট ডাউন করা হয়েছে, অথবা সরিয়ে ফেলা হয়েছে), তাই এই সেশনটি শেষ হয়েছে। নতুন মেশিন পেতে ল্যাবটি আবার শুরু করুন।',
      'no-access':
        'এই কোর্সে আপনার অ্যাক্সেস শেষ হয়েছে (রিফান্ড করা হয়েছে), তাই এই ল্যাব সেশনটি বন্ধ করে এর মেশিনটি মুছে ফেলা হয়েছে।',
    },
    backTo: (courseTitle) => `${courseTitle} কোর্সে ফিরে যান`,
    noAccess: (courseTitle) =>
      `এই ল্যাবটি ${courseTitle} কোর্সের অংশ। এটি খুলতে কোর্সটিতে (অথবা এই ল্যাবসহ কোনো ল্যাব প্রোগ্রামে) ভর্তি হন; সাইন ইন করা শিক্ষার্থীদের জন্য প্রতিটি কোর্সের প্রথম ল্যাব ফ্রি।`,
    enrolIn: (courseTitle) => `${courseTitle} কোর্সে ভর্তি হন`,
    freeQueue: (position) =>
      `ফ্রি ল্যাবের জন্য রাখা সব মেশিন এখন ব্যস্ত; ভর্তি হওয়া শিক্ষার্থীদের ল্যাব আগে শুরু হয়। ${queuePosition(position)}`,
    busyQueue: (position) => `সব ল্যাব মেশিন এখন ব্যস্ত। ${queuePosition(position)}`,
    starting: 'আপনার ল্যাব মেশিন চালু হচ্ছে…',
    opensItself: 'মেশিন প্রস্তুত হলেই এই পেজে ল্যাবটি নিজে থেকে খুলে যাবে।',
    otherRunning: (labTitle) =>
      `আপনার একটি ল্যাব আগে থেকেই চলছে: ${labTitle}। একবারে একটি ল্যাবই চলে: সেটিতে ফিরে যান, অথবা এটি শুরু করতে সেটি বন্ধ করুন।`,
    goBackTo: (labTitle) => `${labTitle} ল্যাবে ফিরে যান`,
    endOther: (labTitle) => `${labTitle} বন্ধ করুন`,
    passedBefore: 'আপনি আগেও এই ল্যাবে পাস করেছেন।',
    rules: (steps, minutes, sessionMinutes, extendMinutes) =>
      `${formatNumber(steps)}টি ধাপ · প্রায় ${formatNumber(minutes)} মিনিট · একটি সেশন ${formatNumber(sessionMinutes)} মিনিট চলে এবং একবার ${formatNumber(extendMinutes)} মিনিট বাড়ানো যায়।`,
    startingButton: 'শুরু হচ্ছে…',
    startAgain: 'আবার শুরু করুন',
    start: 'ল্যাব শুরু করুন',
  },
  workspace: {
    steps: 'ধাপ',
    terminal: 'টার্মিনাল',
    tabsLabel: 'ল্যাব',
    notSentTitle: 'টার্মিনালে কিছু পাঠানো হয়নি',
    notSentText: 'টার্মিনাল সংযুক্ত নেই। "সংযুক্ত" লেখা না আসা পর্যন্ত অপেক্ষা করে আবার চেষ্টা করুন।',
    sent: (command) => `টার্মিনালে পাঠানো হয়েছে: ${command}`,
    pasted: 'টার্মিনালে পেস্ট করা হয়েছে। চালাতে টার্মিনালে Enter চাপুন।',
    extendedOnce: 'একবার বাড়ানো হয়েছে',
    extendBy: (minutes) => `${formatNumber(minutes)} মিনিট বাড়ান`,
    endLab: 'ল্যাব বন্ধ করুন',
    hideSteps: 'ধাপ লুকান',
    showSteps: 'ধাপ দেখুন',
    passedOf: (passed, total) => `${formatNumber(total)}টির মধ্যে ${formatNumber(passed)}টি পাস`,
    timeLeft: 'বাকি সময়',
    clock: (clock) => toBengaliDigits(clock),
  },
  currentStep: {
    labPassed: 'ল্যাব পাস হয়েছে',
    allPassed: 'সব ধাপ পাস হয়েছে: ধাপ ট্যাবে "ল্যাব সম্পন্ন করুন" চাপুন।',
    stepOf: (step, total) => `ধাপ ${formatNumber(step)} (${formatNumber(total)}টির মধ্যে)`,
    read: 'ধাপটি পড়ুন',
    readNumber: (step) => ` (ধাপ ${formatNumber(step)})`,
  },
  endDialog: {
    title: 'ল্যাবটি বন্ধ করবেন?',
    text: 'ল্যাব মেশিন এবং এর ভেতরের সবকিছু মুছে ফেলা হবে। নতুন সেশন আবার নতুন মেশিনে প্রথম ধাপ থেকে শুরু হবে।',
    keep: 'কাজ চালিয়ে যান',
    ending: 'বন্ধ হচ্ছে…',
    end: 'ল্যাব বন্ধ করুন',
  },
  finish: {
    label: 'ল্যাব সম্পন্ন করুন',
    text: '"ল্যাব সম্পন্ন করুন" চাপলে আপনার স্যান্ডবক্সের এখনকার অবস্থায় প্রতিটি ধাপ আবার যাচাই করা হয়।',
    button: 'ল্যাব সম্পন্ন করুন',
    checking: 'প্রতিটি ধাপ যাচাই হচ্ছে…',
  },
  steps: {
    passedOf: (passed, total) =>
      `${formatNumber(total)}টির মধ্যে ${formatNumber(passed)}টি ধাপ পাস হয়েছে`,
    progress: 'ল্যাবের অগ্রগতি',
    stepNumber: (step) => `ধাপ ${formatNumber(step)}: `,
    passedMark: ' (পাস হয়েছে)',
    labPassed: 'ল্যাব পাস হয়েছে',
    seeRest: (courseTitle) => `${courseTitle} কোর্সের বাকি অংশ দেখুন`,
    next: (itemTitle) => `পরবর্তী: ${itemTitle}`,
    courseOutline: 'কোর্সের সূচি',
    backTo: (courseTitle) => `${courseTitle} কোর্সে ফিরে যান`,
    checking: 'যাচাই হচ্ছে…',
    checkAgainIn: (seconds) => `${countdownInWords(seconds)} পরে আবার যাচাই করুন`,
    check: 'যাচাই করুন',
    checkStep: (step) => ` (ধাপ ${formatNumber(step)})`,
    passed: 'পাস হয়েছে',
    notYet: 'এখনো হয়নি',
    runInTerminal: 'টার্মিনালে চালান',
    pasteInTerminal: 'টার্মিনালে পেস্ট করুন',
  },
  terminal: {
    label: 'টার্মিনাল',
    status: {
      connecting: 'আপনার ল্যাব মেশিনের সাথে সংযোগ করা হচ্ছে…',
      open: 'সংযুক্ত',
      reconnecting: 'আবার সংযোগ করা হচ্ছে…',
      lost: 'আপনার ল্যাব মেশিনের সাথে সংযোগ বিচ্ছিন্ন হয়ে গেছে।',
      replaced: 'এই ল্যাবটি অন্য একটি ট্যাব বা উইন্ডোতে খোলা হয়েছে, টার্মিনাল এখন সেখানে।',
      ended: 'এই ল্যাব সেশনটি শেষ হয়েছে।',
      'signed-out': 'আপনি সাইন আউট হয়ে গেছেন। টার্মিনাল ব্যবহার করতে আবার সাইন ইন করুন।',
    },
    loadFailed: 'টার্মিনাল লোড করা যায়নি। আবার চেষ্টা করতে পেজটি রিলোড করুন।',
    reconnect: 'আবার সংযোগ করুন',
    keys: 'Tab চাপলে শেলে কমান্ড পূরণ হয়; Shift+Tab চাপলে ফোকাস টার্মিনালের বাইরে যায়।',
  },
  toasts: {
    startFailed: 'ল্যাবটি শুরু করা যায়নি',
    extended: (minutes) => `ল্যাবের সময় ${formatNumber(minutes)} মিনিট বাড়ানো হয়েছে`,
    extendFailed: 'ল্যাবের সময় বাড়ানো যায়নি',
    ended: 'ল্যাব বন্ধ হয়েছে',
    endedText: 'ল্যাব মেশিনটি মুছে ফেলা হয়েছে।',
    endFailed: 'ল্যাবটি বন্ধ করা যায়নি',
    checkFailed: (step) => `ধাপ ${formatNumber(step)} যাচাই করা যায়নি`,
    labPassed: 'ল্যাব পাস হয়েছে',
    everyStepPassed: 'সব ধাপ পাস হয়েছে।',
    stepPassed: (step) => `ধাপ ${formatNumber(step)} পাস হয়েছে`,
    stepNotYet: (step) => `ধাপ ${formatNumber(step)}: এখনো হয়নি`,
    finishFailed: 'ল্যাবটি সম্পন্ন করা যায়নি',
    readFailed: 'ল্যাব সেশনের তথ্য পড়া যায়নি',
  },
  meta: {
    notFoundTitle: 'ল্যাব পাওয়া যায়নি',
    notFoundDescription: 'এই ঠিকানায় কোনো হাতে-কলমে ল্যাব নেই। আমাদের কোর্সগুলো দেখুন।',
    title: (labTitle) => `${labTitle} · ল্যাব`,
    description: (minutes) =>
      `আপনার ব্রাউজারে আসল স্যান্ডবক্সে হাতে-কলমে ল্যাব: ${formatNumber(minutes)} মিনিট।`,
  },
};
