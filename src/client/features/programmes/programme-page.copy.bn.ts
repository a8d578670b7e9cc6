import type { ProgrammePageCopy } from './programme-page.copy';

export const programmePageCopy: ProgrammePageCopy = {
  programmePage: {
    tryFirstLab: 'প্রথম ল্যাব ফ্রিতে করে দেখুন',
    notFoundTitle: 'ল্যাবটি পাওয়া যায়নি',
    notFoundDescription: 'ল্যাবটি খুঁজে পাওয়া যায়নি। এর বদলে সব হাতে-কলমে ল্যাব দেখুন।',
  },
  waitlist: {
    signInLead: 'সাইন ইন করুন, এটি চালু হলে আমরা আপনাকে একবার ইমেইল করব।',
    signIn: 'চালু হলে জানতে সাইন ইন করুন',
    onList: (email, title) =>
      `আপনি তালিকায় আছেন: ${title} চালু হলে আমরা ${email} ঠিকানায় একবার ইমেইল করব।`,
    canEmail: 'এটি চালু হলে আমরা আপনাকে একবার ইমেইল করতে পারি।',
    leave: 'অপেক্ষার তালিকা থেকে বের হন',
    join: 'চালু হলে আমাকে ইমেইল করুন',
  },
};
