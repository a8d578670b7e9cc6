import { toBengaliDigits } from '../../../shared/format/digits';
import type { ProgrammesListCopy } from './programmes-list.copy';

const bn = (value: number) => toBengaliDigits(String(value));

export const programmesListCopy: ProgrammesListCopy = {
  page: {
    eyebrow: 'হাতে-কলমে ল্যাব',
    title: 'ল্যাব',
    lead: 'ব্রাউজারের টার্মিনালে আসল ল্যাব দিয়ে সাজানো ল্যাব প্রোগ্রাম: আমাদের সার্ভারে একটি অস্থায়ী Linux মেশিন, কোনো সেটআপ ছাড়াই। একটি প্রযুক্তি বেছে নিন, লেভেল দিয়ে ফিল্টার করুন এবং আপনার জন্য উপযুক্ত প্রোগ্রামটি খুঁজে নিন।',
    metaTitle: 'ল্যাব',
    metaDescription:
      'ব্রাউজারের টার্মিনালে আসল ল্যাব দিয়ে সাজানো হাতে-কলমে ল্যাব প্রোগ্রাম: আমাদের সার্ভারে একটি অস্থায়ী Linux মেশিন, প্রতিটি ধাপ যাচাই করা হয়, কোনো সেটআপ লাগে না।',
  },
  catalogue: {
    technology: 'প্রযুক্তি',
    allTechnologies: 'সব',
    resultsHeading: 'ল্যাব প্রোগ্রাম',
    searchLabel: 'ল্যাব খুঁজুন',
    searchPlaceholder: 'নাম দিয়ে খুঁজুন',
    level: 'লেভেল',
    levels: {
      all: 'সব লেভেল',
      beginner: 'বিগিনার',
      intermediate: 'ইন্টারমিডিয়েট',
      advanced: 'অ্যাডভান্সড',
    },
    found: (count) => `${bn(count)}টি ল্যাব পাওয়া গেছে`,
    noneTitle: 'কোনো ল্যাব পাওয়া যায়নি',
    noneText: 'অন্য কোনো প্রযুক্তি, লেভেল বা শব্দ দিয়ে খুঁজে দেখুন।',
    clearFilters: 'ফিল্টার মুছুন',
  },
};
