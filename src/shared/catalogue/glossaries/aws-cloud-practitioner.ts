import type { GlossaryTerm } from './types';

/** AWS Cloud Practitioner: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'cloud computing',
    bangla: 'ক্লাউড কম্পিউটিং',
    meaning:
      'ইন্টারনেটের মাধ্যমে দরকারমতো সার্ভার, স্টোরেজ ও ডেটাবেসের মতো IT রিসোর্স নেওয়া, আর যতটুকু ব্যবহার ঠিক ততটুকুর দাম দেওয়া।',
  },
  {
    term: 'IaaS, PaaS and SaaS',
    bangla: 'IaaS, PaaS ও SaaS',
    meaning:
      'ক্লাউড সার্ভিসের তিন মডেল: IaaS-এ OS থেকে ওপরের সব আপনার দায়িত্ব, PaaS-এ মূলত কোড ও ডেটা, আর SaaS-এ শুধু ইউজার ও ডেটা।',
  },
  {
    term: 'Region',
    bangla: 'Region',
    meaning:
      'একটি ভৌগোলিক এলাকায় AWS-এর আলাদা অবকাঠামো; বেশির ভাগ সার্ভিস Region-ভিত্তিক, তাই কমপ্লায়েন্স, ল্যাটেন্সি, সার্ভিস ও দাম দেখে Region বাছুন।',
  },
  {
    term: 'Availability Zone (AZ)',
    bangla: 'Availability Zone (AZ)',
    meaning:
      'একটি Region-এর ভেতরে আলাদা বিদ্যুৎ ও নেটওয়ার্কের এক বা একাধিক ডেটা সেন্টার; প্রোডাকশন অন্তত দুটি AZ-এ ছড়ালে একটির বিভ্রাটেও অ্যাপ চালু থাকে।',
  },
  {
    term: 'AWS Well-Architected Framework',
    bangla: 'Well-Architected Framework',
    meaning:
      'ভালো ক্লাউড ডিজাইনের নির্দেশিকা, ছয় স্তম্ভে সাজানো: operational excellence, security, reliability, performance efficiency, cost optimization ও sustainability; পরীক্ষায় প্রায়ই আসে।',
  },
  {
    term: 'root user',
    bangla: 'রুট ইউজার',
    meaning:
      'অ্যাকাউন্ট খোলার ইমেইল দিয়ে সাইন ইন করা, সব ক্ষমতার ইউজার; MFA দিয়ে সুরক্ষিত রাখুন, এর access key বানাবেন না, রোজকার কাজে ব্যবহার করবেন না।',
  },
  {
    term: 'Amazon EC2',
    bangla: 'Amazon EC2',
    meaning:
      'AWS-এর ভার্চুয়াল সার্ভার (ইনস্ট্যান্স); ইনস্ট্যান্স টাইপ CPU ও মেমরি ঠিক করে, আর AMI থেকে এর রুট ডিস্ক তৈরি হয়।',
  },
  {
    term: 'Amazon EBS',
    bangla: 'Amazon EBS',
    meaning:
      'EC2 ইনস্ট্যান্সে লাগানো ব্লক স্টোরেজ ভলিউম; ইনস্ট্যান্স মুছলেও রাখা যায়, কিন্তু একটি AZ-এ আটকে থাকে, আর স্ন্যাপশট দিয়ে ব্যাকআপ হয়।',
  },
  {
    term: 'Amazon S3',
    bangla: 'Amazon S3',
    meaning:
      'HTTP দিয়ে ব্যবহার করা অবজেক্ট স্টোরেজ: ফাইল থাকে বাকেটে অবজেক্ট হিসেবে, আর কত ঘন ঘন পড়া হয় সেই অনুযায়ী স্টোরেজ ক্লাস বেছে খরচ কমানো যায়।',
  },
  {
    term: 'Amazon RDS',
    bangla: 'Amazon RDS',
    meaning:
      'MySQL বা PostgreSQL-এর মতো রিলেশনাল ডেটাবেসের ম্যানেজড সার্ভিস; Multi-AZ উচ্চ প্রাপ্যতা দেয়, আর read replica পড়ার চাপ ভাগ করে।',
  },
  {
    term: 'AWS Lambda',
    bangla: 'AWS Lambda',
    meaning:
      'ইভেন্ট এলে আপনার কোড চালানো সার্ভারলেস সার্ভিস; রিকোয়েস্ট ও চলার সময় ধরে বিল হয়, আর একবারে সর্বোচ্চ ১৫ মিনিট চলতে পারে।',
  },
  {
    term: 'Auto Scaling group',
    bangla: 'Auto Scaling গ্রুপ',
    meaning:
      'চাপ অনুযায়ী ন্যূনতম ও সর্বোচ্চ সীমার মধ্যে EC2 ইনস্ট্যান্স বাড়ায়-কমায় এবং অসুস্থ ইনস্ট্যান্স বদলে দেয়; সামনে থাকে একটি লোড ব্যালান্সার।',
  },
  {
    term: 'Amazon VPC',
    bangla: 'Amazon VPC',
    meaning:
      'AWS-এ আপনার নিজস্ব প্রাইভেট নেটওয়ার্ক, যা পুরো একটি Region জুড়ে থাকে; এর ভেতরের প্রতিটি সাবনেট একটি AZ-এ থাকে।',
  },
  {
    term: 'public subnet',
    bangla: 'পাবলিক সাবনেট',
    meaning:
      'যে সাবনেটের রাউট টেবিলে ইন্টারনেট গেটওয়েতে যাওয়ার 0.0.0.0/0 রাউট আছে; প্রাইভেট সাবনেট থেকে বাইরে যেতে সাধারণত NAT গেটওয়ে লাগে।',
  },
  {
    term: 'security group',
    bangla: 'সিকিউরিটি গ্রুপ',
    meaning:
      'ইনস্ট্যান্সের নেটওয়ার্ক ইন্টারফেসে বসা stateful ফায়ারওয়াল; এতে শুধু allow নিয়ম হয়, আর অনুমোদিত সংযোগের ফেরত ট্রাফিক আপনা-আপনি যেতে পারে।',
  },
  {
    term: 'network ACL',
    bangla: 'নেটওয়ার্ক ACL',
    meaning:
      'সাবনেট স্তরের stateless ফায়ারওয়াল; allow ও deny দুই নিয়মই হয়, নম্বরের ক্রমে যাচাই হয়, আর ফেরত ট্রাফিকের জন্য আলাদা নিয়ম লাগে।',
  },
  {
    term: 'IAM policy',
    bangla: 'IAM পলিসি',
    meaning:
      'Effect, Action, Resource ও ঐচ্ছিক Condition দিয়ে লেখা JSON, যা অনুমতি দেয় বা নিষেধ করে; ডিফল্টে সব নিষেধ, আর স্পষ্ট Deny সবসময় জেতে।',
  },
  {
    term: 'IAM role',
    bangla: 'IAM রোল',
    meaning:
      'স্থায়ী পাসওয়ার্ড বা access key ছাড়া সাময়িক ক্রেডেনশিয়াল দেওয়া পরিচয়; EC2, Lambda বা অন্য অ্যাকাউন্ট রোলটি নিয়ে (assume করে) কাজ করে।',
  },
  {
    term: 'shared responsibility model',
    bangla: 'শেয়ার্ড রেসপন্সিবিলিটি মডেল',
    meaning:
      'AWS ক্লাউডের নিরাপত্তা দেখে (ডেটা সেন্টার, হার্ডওয়্যার, ভার্চুয়ালাইজেশন), আর ক্লাউডে আপনি যা রাখেন, যেমন ডেটা, IAM ও কনফিগারেশন, তার নিরাপত্তা আপনার।',
  },
  {
    term: 'Spot Instance',
    bangla: 'Spot ইনস্ট্যান্স',
    meaning:
      'AWS-এর অব্যবহৃত EC2 ক্যাপাসিটি, On-Demand-এর চেয়ে সর্বোচ্চ ৯০% কম দামে; দুই মিনিটের নোটিশে ফেরত নেওয়া হতে পারে, তাই থামলেও ক্ষতি নেই এমন কাজে ব্যবহার করুন।',
  },
  {
    term: 'AWS Budgets',
    bangla: 'AWS Budgets',
    meaning:
      'প্রকৃত বা পূর্বাভাসিত খরচ ও ব্যবহার নির্দিষ্ট সীমা পেরোলে সতর্ক করে; অ্যাকাউন্ট খোলার দিনই একটি বাজেট অ্যালার্ট সেট করুন।',
  },
  {
    term: 'Amazon CloudWatch',
    bangla: 'Amazon CloudWatch',
    meaning:
      'মেট্রিক, লগ, অ্যালার্ম ও ড্যাশবোর্ড দিয়ে সিস্টেম কেমন চলছে তা দেখায়; মেমরি ও ডিস্কের মেট্রিকের জন্য CloudWatch agent লাগে।',
  },
  {
    term: 'AWS CloudTrail',
    bangla: 'AWS CloudTrail',
    meaning:
      'অ্যাকাউন্টের API কার্যকলাপের রেকর্ড: কে, কখন, কোথা থেকে কী করেছে; Event history ৯০ দিনের ম্যানেজমেন্ট ইভেন্ট রাখে, বেশি দিনের জন্য S3-এ trail বানান।',
  },
  {
    term: 'AWS Organizations',
    bangla: 'AWS Organizations',
    meaning:
      'অনেক অ্যাকাউন্টকে একটি management account-এর অধীনে OU-তে সাজায়; consolidated billing-এ এক বিল আসে, আর SCP অনুমতির সর্বোচ্চ সীমা টানে।',
  },
];
