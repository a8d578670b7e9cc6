import { toBengaliDigits } from '../../../shared/format/digits';
import type { LearningPathsCopy } from './learning-paths.copy';

const bn = (value: number) => toBengaliDigits(String(value));

export const learningPathsCopy: LearningPathsCopy = {
  listPage: {
    roleTitle: 'রোলভিত্তিক পাথ',
    roleLead: 'নির্দিষ্ট একটি চাকরির জন্য যা যা লাগে, সঠিক ক্রমে।',
    domainTitle: 'বিষয়ভিত্তিক পাথ',
    domainLead: 'একবারে একটি প্রযুক্তি, প্ল্যাটফর্ম বা সার্টিফিকেশনে দক্ষ হয়ে উঠুন।',
    pathCount: (count) => `${bn(count)}টি পাথ`,
    metaTitle: 'লার্নিং পাথ',
    metaDescription:
      'DevOps, Kubernetes, ক্লাউড ও Linux ক্যারিয়ারের জন্য রোলভিত্তিক ও বিষয়ভিত্তিক লার্নিং পাথ, একেবারে শুরু থেকে সার্টিফিকেশন পর্যন্ত।',
  },
  card: {
    skillsLabel: (title) => `${title} পাথের দক্ষতা`,
    viewPath: 'পাথটি দেখুন',
  },
  facts: {
    courses: (taught, notTaught) =>
      notTaught > 0
        ? `${bn(taught)}টি কোর্স (আরও ${bn(notTaught)}টি এখানে এখনো শেখানো হয় না)`
        : `${bn(taught)}টি কোর্স`,
  },
  progress: {
    label: 'আপনার অগ্রগতি',
    finishedPercent: (percent) => `আপনি এই পাথের ${bn(percent)}% শেষ করেছেন।`,
    barLabel: 'পাথের অগ্রগতি',
    finishedOf: (finished, total) => `${bn(total)}টি কোর্সের মধ্যে ${bn(finished)}টি শেষ`,
    finished: 'সম্পন্ন',
    percent: (percent) => `${bn(percent)}%`,
    cardBarLabel: (title) => `${title} পাথে আপনার অগ্রগতি`,
  },
};
