import { toBengaliDigits } from '../../../shared/format/digits';
import type { PathPageCopy } from './path-page.copy';

const bn = (value: number) => toBengaliDigits(String(value));

export const pathPageCopy: PathPageCopy = {
  pathPage: {
    metaTitle: (title) => `${title} লার্নিং পাথ`,
    notFoundTitle: 'লার্নিং পাথটি পাওয়া যায়নি',
    notFoundDescription: 'লার্নিং পাথটি খুঁজে পাওয়া যায়নি। এর বদলে সব লার্নিং পাথ দেখুন।',
  },
  hero: {
    start: 'লার্নিং পাথ শুরু করুন',
    browseAll: 'সব পাথ দেখুন',
    allPaths: 'সব লার্নিং পাথ',
    roleKind: 'রোলভিত্তিক পাথ',
    domainKind: 'বিষয়ভিত্তিক পাথ',
    notFoundTitle: 'লার্নিং পাথটি পাওয়া যায়নি',
    notFoundText:
      'লার্নিং পাথটি খুঁজে পাওয়া যায়নি। এর বদলে আমাদের সব রোলভিত্তিক ও বিষয়ভিত্তিক পাথ দেখে নিন।',
    backToPaths: 'লার্নিং পাথে ফিরে যান',
  },
  overview: {
    roadmapTitle: 'আপনার শেখার রোডম্যাপ',
    roadmapLead:
      'ধাপগুলো ক্রমানুসারে অনুসরণ করুন; পাশের কোর্সগুলো প্রতিটি ধাপ শেখায়, বেশিরভাগই হাতে-কলমে ল্যাবসহ।',
    skillsTitle: 'যে দক্ষতা অর্জন করবেন',
    coursesTitle: 'এই পাথের কোর্স',
    coursesLead: {
      allLabs: 'মূল কোর্সটি প্রথমে। প্রতিটি কোর্সে হাতে-কলমে ল্যাব আছে।',
      noLabs:
        'মূল কোর্সটি প্রথমে। প্রতিটি কোর্সের লেসন শেষ হয় আপনার নিজের ক্লাউড অ্যাকাউন্টে করা অনুশীলন দিয়ে।',
      mixed:
        'মূল কোর্সটি প্রথমে। যেসব কোর্সে হাতে-কলমে ল্যাব আছে, তাদের কার্ডে ল্যাবের সংখ্যা দেখানো আছে; বাকিগুলোর লেসন শেষ হয় আপনার নিজের ক্লাউড অ্যাকাউন্টে করা অনুশীলন দিয়ে।',
    },
    alsoCovers: (count) =>
      `এই পাথে আরও ${bn(count)}টি কোর্স আছে যা এখানে এখনো শেখানো হয় না, তাই সেগুলো গণনায় ধরা হয়নি:`,
    notTaught: 'এখানে এখনো শেখানো হয় না',
  },
  roadmap: {
    steps: 'ধাপ',
    step: (number) => `ধাপ ${bn(number)}: `,
    courses: 'এই পাথের কোর্স',
    hours: (hours) => `${bn(hours)} ঘণ্টা`,
    moreDetails: 'বিস্তারিত দেখুন',
    notTaught: 'এখানে এখনো শেখানো হয় না',
    percentComplete: (percent) => `${bn(percent)}% সম্পন্ন`,
  },
  prerequisites: {
    label: 'আমি জানি:',
    nothing: 'কোনো সমস্যা নেই: পাথটি একেবারে শুরু থেকেই শেখায়।',
    something: (topic) => `চমৎকার! ${topic} নিয়ে যা জানেন, সে অংশগুলো দ্রুত পার হয়ে যেতে পারবেন।`,
  },
};
