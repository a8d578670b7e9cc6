import type { CoursePageCopy } from './course-page.copy';
import { formatMinutes, formatNumber } from '../../i18n/format.copy';

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
  curriculum: {
    title: 'কোর্স কারিকুলাম',
    preparing: 'এই কোর্সের কারিকুলাম তৈরি হচ্ছে।',
    summary: (modules, withLabs) =>
      withLabs
        ? `${formatNumber(modules)}টি মডিউল, প্রতিটিতে লিখিত লেসন ও শেষে একটি কুইজ; হাতে-কলমে ল্যাবের তালিকা আছে ল্যাব ট্যাবে।`
        : `${formatNumber(modules)}টি মডিউল, প্রতিটিতে লিখিত লেসন ও শেষে একটি কুইজ।`,
    moduleFacts: (lessons, minutes) =>
      `${formatNumber(lessons)}টি লেসন · ${formatMinutes(minutes)}`,
    moduleQuiz: 'মডিউল কুইজ',
    preview: 'প্রিভিউ',
  },
  moduleTitle: (position, title) => `মডিউল ${formatNumber(position)}: ${title}`,
  minutes: (count) => `${formatNumber(count)} মিনিট`,
  locked: 'লক করা',
  labs: {
    title: 'হাতে-কলমে ল্যাব',
    intro: (count, canOpen) =>
      `ব্রাউজারে আসল টার্মিনালে, একটি অস্থায়ী Debian মেশিনে ${formatNumber(count)}টি ল্যাব: প্রতিটি ধাপ যাচাই হয় মেশিনেই।${canOpen ? '' : ' প্রথমটি ফ্রিতে করে দেখতে পারেন।'}`,
    free: 'ফ্রি',
    passed: 'পাস করেছেন',
    notPassed: 'এখনো পাস হয়নি',
    open: 'ল্যাব খুলুন',
    needsCloudAccount:
      'এই কোর্সের হাতে-কলমে কাজের জন্য আপনার নিজের ক্লাউড অ্যাকাউন্ট লাগবে: প্রতিটি মডিউলের লেসন ধাপে ধাপে তা দেখিয়ে দেবে। ব্রাউজারের ল্যাব শুধু সেই টুলগুলোর জন্য, যেগুলো স্যান্ডবক্সে চলে (Linux, Docker, Ansible, Jenkins পাইপলাইন, Kubernetes ম্যানিফেস্ট)।',
    beingWritten:
      'এই কোর্সের ব্রাউজার-ল্যাব এখন লেখা হচ্ছে; ততদিন প্রতিটি মডিউলের লেসনে নিজের কম্পিউটারে করার মতো এক্সারসাইজ আছে।',
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
  similar: {
    title: (category) => `${category} ক্যাটাগরির আরও কোর্স`,
    viewAll: 'সব কোর্স দেখুন',
  },
};
