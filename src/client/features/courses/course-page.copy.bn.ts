import type { CoursePageCopy } from './course-page.copy';
import { formatNumber } from '../../i18n/format.copy';

export const coursePageCopy: CoursePageCopy = {
  hero: {
    enrolled: (count) => `${formatNumber(count)} জন ভর্তি হয়েছেন`,
    language: {
      label: 'ভাষা: ইংরেজি।',
      note: 'লেসন ও ল্যাব ইংরেজিতে লেখা, সাইটের বাকি সব বাংলায়।',
      noteLang: '',
    },
  },
  tabs: {
    label: 'কোর্সের বিষয়বস্তু',
    overview: 'ওভারভিউ',
    curriculum: 'কারিকুলাম',
    labs: 'ল্যাব',
  },
  overview: {
    level: 'লেভেল',
    category: 'ক্যাটাগরি',
    instructor: 'ইনস্ট্রাক্টর',
    duration: 'সময়কাল',
    glance: 'এক নজরে কোর্স',
  },
  side: {
    completed: 'সম্পন্ন',
    owned: 'আপনি এই কোর্সে ভর্তি হয়েছেন',
    accessConfirmed: 'আপনার অ্যাক্সেস নিশ্চিত হয়েছে।',
    finished: (percent) => `আপনি এই কোর্সের ${formatNumber(percent)}% শেষ করেছেন।`,
    progressLabel: (courseTitle) => `${courseTitle} কোর্সের অগ্রগতি`,
    continueLearning: 'শেখা চালিয়ে যান',
    pendingTitle: 'পেমেন্ট যাচাইয়ের অপেক্ষায়',
    pendingText: (hours) =>
      `আমরা ${formatNumber(hours)} ঘণ্টার মধ্যে পেমেন্ট যাচাই করি এবং ইমেইলে আপনার অ্যাক্সেস নিশ্চিত করি।`,
    viewPaymentStatus: 'পেমেন্টের অবস্থা দেখুন',
    oneTimePayment: 'bKash বা Nagad-এ এককালীন পেমেন্ট',
    startLearning: 'শেখা শুরু করুন',
    includesTitle: 'এই কোর্সে যা থাকছে',
    handsOnLabs: (count) => `${formatNumber(count)}টি হাতে-কলমে ল্যাব`,
    labsNeedCloudAccount: 'ল্যাবের জন্য ক্লাউড অ্যাকাউন্ট লাগবে',
    hoursOfContent: (hours) => `${formatNumber(hours)} ঘণ্টার কনটেন্ট`,
    certificateOfCompletion: 'কোর্স শেষের সার্টিফিকেট',
  },
  completed: {
    finishedAll: 'আপনি এই কোর্সের সব লেসন, কুইজ ও ল্যাব শেষ করেছেন।',
    review: 'কোর্সটি আবার দেখুন',
    nextOnPath: (pathTitle) => `${pathTitle} পাথে এরপর:`,
    whatNext: 'এরপর যা শিখবেন:',
  },
  certificate: {
    button: 'সার্টিফিকেট নিন',
    revoked: 'আপনার সার্টিফিকেট (বাতিল করা হয়েছে)',
    view: 'আপনার সার্টিফিকেট দেখুন',
  },
};
