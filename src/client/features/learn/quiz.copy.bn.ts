import { formatNumber } from '../../i18n/format.copy';
import type { QuizCopy } from './quiz.copy';

/** '৪২ সেকেন্ড', '১০ মিনিট', '১ ঘণ্টা ১ মিনিট', '৮ ঘণ্টা': format.ts's waitInWords in Bangla. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${formatNumber(seconds)} সেকেন্ড`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${formatNumber(minutes)} মিনিট`;
  const hours = `${formatNumber(Math.floor(minutes / 60))} ঘণ্টা`;
  return minutes % 60 === 0 ? hours : `${hours} ${formatNumber(minutes % 60)} মিনিট`;
}

export const quizCopy: QuizCopy = {
  loadFailed: (message) => `কুইজটি লোড করা যায়নি। ${message}`,
  summary: (questions, passPercent) =>
    `${formatNumber(questions)}টি প্রশ্ন · পাস করতে ${formatNumber(passPercent)}% লাগবে`,
  passedScore: (score, correct, total) =>
    `পাস করেছেন! আপনার স্কোর ${formatNumber(score)}% (${formatNumber(total)}টির মধ্যে ${formatNumber(correct)}টি সঠিক)।`,
  notPassedScore: (score, correct, total) =>
    `এখনো পাস হয়নি। আপনার স্কোর ${formatNumber(score)}% (${formatNumber(total)}টির মধ্যে ${formatNumber(correct)}টি সঠিক)।`,
  needToPass: (passPercent) => `পাস করতে ${formatNumber(passPercent)}% লাগবে।`,
  wrongMarked: 'নিচে চিহ্নিত প্রশ্নগুলোর উত্তর ভুল হয়েছে।',
  scoreOnly: (markedAttempts) =>
    `প্রথম ${formatNumber(markedAttempts)}টি চেষ্টার পর শুধু স্কোর দেখানো হয়, কোন প্রশ্ন ভুল হয়েছে তা নয়: আবার চেষ্টা করার আগে এই মডিউলের লেসনগুলো আবার পড়ে নিন।`,
  rules: (waitsSeconds, markedAttempts) => {
    const waits = waitsSeconds.map((seconds) => waitInWords(seconds));
    const last = waits.pop() ?? '';
    return `প্রতিবার অসফল চেষ্টার পর অপেক্ষার সময়: ${waits.join(', ')}, এরপর প্রতিবার ${last}। শুধু প্রথম ${formatNumber(markedAttempts)}টি চেষ্টায় ভুল উত্তর দেওয়া প্রশ্নগুলো চিহ্নিত করা হয়।`;
  },
  review: 'উত্তর ও ব্যাখ্যা',
  tryAgainIn: (seconds) =>
    `${seconds <= 60 ? `${formatNumber(seconds)} সেকেন্ড` : waitInWords(seconds)} পরে আবার চেষ্টা করুন`,
  submitting: 'জমা হচ্ছে...',
  submit: 'উত্তর জমা দিন',
  questionNumber: (number) => `${formatNumber(number)}.`,
  incorrect: 'ভুল উত্তর: এটি আবার চেষ্টা করুন।',
  chooseAll: 'প্রযোজ্য সব উত্তর বেছে নিন।',
  answer: 'উত্তর: ',
  previousAttempts: 'আগের চেষ্টাগুলো',
  attemptPassed: (score) => `${formatNumber(score)}% · পাস`,
  attemptNotPassed: (score) => `${formatNumber(score)}% · পাস হয়নি`,
  notYet: 'এখনো নয়',
  alreadyPassed: 'কুইজে আগেই পাস করেছেন',
  submitFailed: 'আপনার উত্তর জমা দেওয়া যায়নি',
};
