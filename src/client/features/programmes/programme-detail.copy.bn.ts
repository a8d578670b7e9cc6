import { toBengaliDigits } from '../../../shared/format/digits';
import { REFUND_DAYS } from '../../../shared/schemas/refund-rules';
import type { ProgrammeDetailCopy } from './programme-detail.copy';

const bn = (value: number) => toBengaliDigits(String(value));

export const programmeDetailCopy: ProgrammeDetailCopy = {
  labsHeading: 'এই প্রোগ্রামের ল্যাব',
  inPreparationText:
    'এই প্রোগ্রামটি প্রস্তুত হচ্ছে: এর ল্যাবগুলো এখনো তৈরি হচ্ছে, তাই এটি এখনো বিক্রি হচ্ছে না। নিচে এর পরিকল্পনা দেওয়া আছে। নিচের সম্পর্কিত কোর্সগুলো আজই এর কিছু বিষয় শেখায়।',
  labsIntro:
    'প্রতিটি ল্যাব আপনার ব্রাউজারের টার্মিনালে চলে, আমাদের সার্ভারের একটি অস্থায়ী Debian মেশিনে, এবং প্রতিটি ধাপ সেই মেশিনেই যাচাই করে। সাইন ইন করা যেকোনো শিক্ষার্থীর জন্য প্রথম ল্যাবটি ফ্রি; এই প্রোগ্রামে (বা ল্যাবের কোর্সে) ভর্তি হলে সবগুলো খুলে যায়।',
  labMinutes: (minutes) => `${bn(minutes)} মিনিট`,
  openLab: 'ল্যাব খুলুন',
  courseList: (names) =>
    names.length === 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ও ${names.at(-1) ?? ''}`,
  sameLabsElsewhere: (count, list, total) =>
    count === 1
      ? `এখানকার প্রতিটি ল্যাব ${list} কোর্সেও আছে (${total}), সাথে লেসন ও কুইজ। এই প্রোগ্রামে শুধু ল্যাবগুলো আছে, একটি সাজানো ক্রমে।`
      : `এখানকার প্রতিটি ল্যাব ${list} কোর্সেও আছে (একসাথে ${total}), সাথে লেসন ও কুইজ। এই প্রোগ্রামে শুধু ল্যাবগুলো আছে, একটি সাজানো ক্রমে।`,
  backToLabs: 'ল্যাবে ফিরে যান',
  fee: 'প্রোগ্রামের দাম',
  plannedFee: 'সম্ভাব্য দাম',
  enroll: 'ভর্তি হন',
  notSureYet: 'এখনো নিশ্চিত নন? সাইন ইন করা শিক্ষার্থীদের জন্য এর প্রথম ল্যাবটি ফ্রি।',
  notOnSaleYet: 'এখনো বিক্রি শুরু হয়নি: এর ল্যাবগুলো এখনো তৈরি হচ্ছে।',
  handsOnLabs: (count) => `ব্রাউজারের টার্মিনালে ${bn(count)}টি হাতে-কলমে ল্যাব`,
  noSetup: 'কোনো সেটআপ লাগে না: সবকিছু আপনার ব্রাউজারেই চলে',
  guarantee: `${bn(REFUND_DAYS)} দিনের মানি-ব্যাক গ্যারান্টি`,
  outcomes: 'আপনি যা শিখবেন',
  plannedOutcomes: 'যা শেখানো হবে (পরিকল্পিত)',
  practisedIn: (count) => `${bn(count)}টি ল্যাবে অনুশীলন`,
  modules: 'মডিউল',
  plannedModules: 'পরিকল্পিত মডিউল',
  relatedCourses: 'সম্পর্কিত কোর্স',
  relatedLead: 'নিজের গতিতে শেখার কোর্স, যেগুলো একই বিষয় শেখায়।',
  notFoundTitle: 'ল্যাবটি পাওয়া যায়নি',
  notFoundText: 'ল্যাবটি খুঁজে পাওয়া যায়নি। হয়তো এর নাম বদলেছে বা এটি আর চালু নেই।',
};
