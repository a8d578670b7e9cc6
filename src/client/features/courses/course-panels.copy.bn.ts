import type { CoursePanelsCopy } from './course-panels.copy';
import { formatMinutes, formatNumber } from '../../i18n/format.copy';

export const coursePanelsCopy: CoursePanelsCopy = {
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
  similar: {
    title: (category) => `${category} ক্যাটাগরির আরও কোর্স`,
    viewAll: 'সব কোর্স দেখুন',
  },
};
