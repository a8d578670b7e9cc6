import { formatNumber } from '../../i18n/format.copy';
import type { LearnCopy } from './learn.copy';

export const learnCopy: LearnCopy = {
  outline: {
    percentComplete: (percent) => `${formatNumber(percent)}% সম্পন্ন`,
    courseProgress: 'কোর্সের অগ্রগতি',
    courseOutline: 'কোর্সের সূচি',
    moduleHeading: (number, title) => `মডিউল ${formatNumber(number)}: ${title}`,
    finished: ' (সম্পন্ন)',
    quiz: 'কুইজ',
    lab: (minutes) => `ল্যাব · ${formatNumber(minutes)} মিনিট`,
    lesson: (minutes) => `${formatNumber(minutes)} মিনিট`,
    previewLesson: (minutes) => `${formatNumber(minutes)} মিনিট · ফ্রি প্রিভিউ`,
  },
  player: {
    glossary: 'বাংলা শব্দকোষ',
    opening: 'আপনার কোর্স খোলা হচ্ছে...',
    quizLoading: 'কুইজ লোড হচ্ছে...',
    quizCodeFailed: 'কুইজটি খোলা যায়নি। ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন।',
    minutesRead: (minutes) => `${formatNumber(minutes)} মিনিটের পড়া`,
    lessonFailed: (message) => `লেসনটি লোড করা যায়নি। ${message}`,
    loadingLesson: 'লেসন লোড হচ্ছে...',
    progressFailed: 'আপনার অগ্রগতি লোড করা যায়নি',
    completeFailed: 'লেসনটি সম্পন্ন হিসেবে চিহ্নিত করা যায়নি',
  },
  pager: {
    label: 'লেসন নেভিগেশন',
    previous: 'আগের',
    previousTitle: 'আগেরটি (Alt+বাঁ তীর অথবা k)',
    next: 'পরের',
    nextTitle: 'পরেরটি (Alt+ডান তীর অথবা j)',
    keys: 'কিবোর্ড: Alt+বাঁ তীর অথবা k চাপলে আগেরটি খুলবে, Alt+ডান তীর অথবা j চাপলে পরেরটি।',
  },
  lesson: {
    completed: 'সম্পন্ন',
    saving: 'সেভ হচ্ছে...',
    markComplete: 'সম্পন্ন হিসেবে চিহ্নিত করুন',
    previewNote:
      'এটি কোর্সের ফ্রি প্রিভিউ লেসন। বাকি লেসন খুলতে এবং আপনার অগ্রগতি ধরে রাখতে কোর্সে ভর্তি হন।',
  },
  lab: {
    kicker: (minutes) => `হাতে-কলমে ল্যাব · ${formatNumber(minutes)} মিনিট`,
    about:
      'আপনি ব্রাউজারেই একটি অস্থায়ী Debian মেশিনের টার্মিনালে কাজ করবেন। প্রতিটি ধাপে একটি "যাচাই করুন" বাটন আছে, যা মেশিনটি দেখে জানিয়ে দেয় ধাপটি শেষ হয়েছে কি না।',
    passed: 'আপনি এই ল্যাবে পাস করেছেন।',
    open: 'ল্যাব খুলুন',
    openAgain: 'ল্যাবটি আবার খুলুন',
  },
  notFound: {
    title: 'লেসন পাওয়া যায়নি',
    text: 'এই ঠিকানায় কোনো কোর্স বা লেসন নেই। ক্যাটালগ বা আপনার ড্যাশবোর্ড থেকে আবার আপনার কোর্সটি বেছে নিন।',
    back: 'সব কোর্সে ফিরে যান',
  },
  meta: {
    notFoundTitle: 'লেসন পাওয়া যায়নি',
    notFoundDescription: 'এই কোর্স বা লেসনটি নেই। Shikhon Academy-র সব কোর্স দেখুন।',
    description: (courseTitle) =>
      `লেসন ধরে ধরে ${courseTitle} শিখুন, প্রতিটি মডিউলের শেষে একটি কুইজসহ।`,
  },
};
