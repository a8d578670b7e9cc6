import type { AllText, MentorName, MentorText } from './text-overrides';

/** The mentors' Bangla job titles and bios; names and company names stay as they are. */
export const MENTOR_TEXT: AllText<MentorName, MentorText> = {
  'Tanvir Ahmed': {
    title: 'সিনিয়র DevOps ইঞ্জিনিয়ার, CloudNest Technologies',
    bio: 'দক্ষিণ এশিয়াজুড়ে ফিনটেক ও ই-কমার্স টিমের জন্য Tanvir ৯ বছর ধরে কন্টেইনার প্ল্যাটফর্ম ও ডেলিভারি পাইপলাইন তৈরি করছেন।',
  },
  'Farhana Rahman': {
    title: 'Kubernetes প্ল্যাটফর্ম লিড, Meghna Digital',
    bio: 'Farhana দিনে লাখ লাখ রিকোয়েস্ট সামলানো প্রোডাকশন Kubernetes ক্লাস্টার চালান, আর তাঁর আছে CKA, CKAD ও CKS সার্টিফিকেশন।',
  },
  'Mahmudul Hasan': {
    title: 'প্রিন্সিপাল ক্লাউড আর্কিটেক্ট, Padma Cloud Solutions',
    bio: 'Mahmudul নিরাপদ ও সাশ্রয়ী AWS ও Google Cloud আর্কিটেকচার ডিজাইন করেন, আর কয়েক ডজন কোম্পানিকে ক্লাউডে মাইগ্রেশনের পথ দেখিয়েছেন।',
  },
  'Nusrat Jahan': {
    title: 'সাইট রিলায়েবিলিটি ইঞ্জিনিয়ার, Bengal Systems',
    bio: 'Nusrat কাজ করেন অবজারভেবিলিটি, ইনসিডেন্ট রেসপন্স ও অটোমেশন নিয়ে, আর অ্যালার্টের হট্টগোলকে শান্ত, সুশৃঙ্খল অন-কল রোটেশনে বদলে দিতে ভালোবাসেন।',
  },
};
