import type { LayoutCopy } from './layout.copy';

export const layoutCopy: LayoutCopy = {
  skipToContent: 'মূল অংশে যান',
  tagline: 'ভবিষ্যতের দক্ষতা',
  nav: { courses: 'কোর্স', learningPaths: 'লার্নিং পাথ', labs: 'ল্যাব' },
  mainNav: 'প্রধান মেনু',
  compactNav: 'প্রধান মেনু (ছোট স্ক্রিন)',
  dashboard: 'ড্যাশবোর্ড',
  profile: 'প্রোফাইল',
  signIn: 'সাইন ইন',
  signOut: 'সাইন আউট',
  signOutFailed: 'সাইন আউট করা যায়নি',
  startLearning: 'শেখা শুরু করুন',
  adminWaiting: 'টি অপেক্ষায়',
  language: {
    label: 'ভাষা',
    offer: 'This page is also in English.',
    accept: 'Read in English',
    decline: 'বাংলায় থাকুন',
  },
};
