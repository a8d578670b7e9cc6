import type { CourseTermsCopy } from './course-terms.copy';
import { toBengaliDigits } from '../../../shared/format/digits';
import { formatNumber } from '../../i18n/format.copy';

export const courseTermsCopy: CourseTermsCopy = {
  categories: {
    Containerization: 'কন্টেইনারাইজেশন',
    'Container Orchestration': 'কন্টেইনার অর্কেস্ট্রেশন',
    'Cloud Computing': 'ক্লাউড কম্পিউটিং',
    DevOps: 'DevOps',
    'Infrastructure as Code': 'ইনফ্রাস্ট্রাকচার অ্যাজ কোড',
    'System Administration': 'সিস্টেম অ্যাডমিনিস্ট্রেশন',
    Automation: 'অটোমেশন',
  },
  lessons: (count) => `${formatNumber(count)}টি লেসন`,
  hours: (count) => `${formatNumber(count)} ঘণ্টা`,
  coursePrice: 'কোর্সের দাম',
  enrollNow: 'এখনই ভর্তি হন',
  whatYoullLearn: 'যা শিখবেন',
  backToCourses: 'সব কোর্সে ফিরে যান',
  rating: {
    before: '৫-এর মধ্যে ',
    score: (score) => toBengaliDigits(score),
    after: ' রেটিং',
    reviews: (count) => `(${formatNumber(count)}টি রিভিউ)`,
  },
  notFound: {
    title: 'কোর্সটি পাওয়া যায়নি',
    text: 'এই ঠিকানায় কোনো কোর্স পাওয়া যায়নি। হয়তো এর নাম বদলেছে বা এটি সরিয়ে ফেলা হয়েছে; পুরো ক্যাটালগ মাত্র এক ক্লিক দূরে।',
    description: 'এই কোর্সটি নেই। এর বদলে Shikhon Academy-র সব কোর্স দেখুন।',
    landingDescription: 'এই কোর্সটি নেই।',
  },
};
