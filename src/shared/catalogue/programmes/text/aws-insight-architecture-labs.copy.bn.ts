import type { ProgrammeText } from '../../text-overrides';

/** The programme's Bangla words: outcomes and module titles in its order; its title stays. */
export const PROGRAMME_TEXT: ProgrammeText = {
  description:
    'একটি আসল অ্যাকাউন্টে, একবারে একটি করে সার্ভিস নিয়ে, প্রচলিত AWS আর্কিটেকচার তৈরি করুন। প্রতিটি ল্যাব ব্যাখ্যা করে ডিজাইনটি কেন কাজ করে, এর খরচ কত এবং কাজ শেষে কীভাবে সব পরিষ্কারভাবে সরিয়ে ফেলবেন।',
  outcomes: [
    'পাবলিক ও প্রাইভেট সাবনেটসহ মাল্টি-টিয়ার VPC তৈরি করা',
    'লোড ব্যালান্সিং ও Auto Scaling দিয়ে হাই-অ্যাভেইলেবল ওয়েব টিয়ার ডেপ্লয় করা',
    'CloudFront-এর পেছনে S3-এ স্ট্যাটিক ওয়েবসাইট হোস্ট করা',
    'API Gateway, Lambda ও DynamoDB দিয়ে সার্ভারলেস API তৈরি করা',
    'বাজেট ও খরচের অ্যালার্ট দিয়ে ব্যয় নিয়ন্ত্রণে রাখা',
  ],
  moduleTitles: [
    'Amazon VPC দিয়ে নেটওয়ার্কিং',
    'কম্পিউট ও Auto Scaling',
    'স্টোরেজ ও কনটেন্ট ডেলিভারি',
    'সার্ভারলেস অ্যাপ্লিকেশন',
    'খরচ ও অপারেশন',
  ],
};
