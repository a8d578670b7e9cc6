import type { GlossaryTerm } from './types';

/** Terraform Infrastructure: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'infrastructure as code',
    bangla: 'ইনফ্রাস্ট্রাকচার অ্যাজ কোড',
    meaning:
      'সার্ভার, নেটওয়ার্ক ও অন্য ইনফ্রাস্ট্রাকচার ক্লিক করে নয়, ভার্সন কন্ট্রোলে রাখা কোডে লেখা; ফলে পরিবর্তন রিভিউ হয় আর বারবার একইভাবে করা যায়।',
  },
  {
    term: 'provider',
    bangla: 'প্রোভাইডার',
    meaning:
      'AWS বা Google Cloud-এর মতো একটি প্ল্যাটফর্মের API-র সঙ্গে কথা বলার প্লাগইন; required_providers-এ source ও ভার্সনের সীমা দিয়ে ঘোষণা করুন।',
  },
  {
    term: 'resource',
    bangla: 'রিসোর্স',
    meaning:
      'Terraform যে অবজেক্ট তৈরি ও ম্যানেজ করে, যেমন একটি VPC বা বাকেট; এর ঠিকানা TYPE.NAME, আর অ্যাট্রিবিউট পড়া হয় TYPE.NAME.ATTRIBUTE দিয়ে।',
  },
  {
    term: 'HCL',
    bangla: 'HCL',
    meaning:
      'Terraform-এর কনফিগারেশন ভাষা; প্রতিটি block-এর টাইপ, লেবেল ও বডি থাকে, আর্গুমেন্টে = বসে, কিন্তু নেস্টেড block-এ বসে না।',
  },
  {
    term: 'terraform init',
    bangla: 'terraform init',
    meaning:
      'ওয়ার্কিং ডিরেক্টরি প্রস্তুত করে: প্রোভাইডার ও মডিউল নামায় আর ব্যাকএন্ড সেট করে; এগুলোর কোনোটি বদলালে আবার চালাতে হয়।',
  },
  {
    term: 'terraform plan',
    bangla: 'terraform plan',
    meaning:
      'কনফিগারেশন ও আসল অবস্থার পার্থক্য দেখায়, কিছুই বদলায় না; -out দিয়ে প্ল্যান ফাইল সেভ করে ঠিক সেটিই apply করা সবচেয়ে নিরাপদ।',
  },
  {
    term: 'terraform apply',
    bangla: 'terraform apply',
    meaning:
      'প্ল্যান অনুযায়ী রিসোর্স তৈরি, বদল বা মুছে ফেলে; প্ল্যান ফাইল ছাড়া চালালে আগে প্ল্যান দেখিয়ে আপনার নিশ্চিতকরণ চায়।',
  },
  {
    term: 'resource replacement',
    bangla: 'রিসোর্স প্রতিস্থাপন',
    meaning:
      'প্ল্যানে -/+ মানে রিসোর্স মুছে নতুন করে তৈরি হবে, তাই ডাউনটাইম বা ডেটা হারানোর ঝুঁকি আছে; দায়ী অ্যাট্রিবিউটের পাশে # forces replacement লেখা থাকে।',
  },
  {
    term: '.terraform.lock.hcl',
    bangla: '.terraform.lock.hcl',
    meaning:
      'init যে প্রোভাইডার ভার্সন ও চেকসাম বেছে নেয় তা লিখে রাখা লক ফাইল; Git-এ কমিট করুন, যাতে সবাই ও CI একই প্রোভাইডার পায়।',
  },
  {
    term: 'input variable',
    bangla: 'ইনপুট ভেরিয়েবল',
    meaning:
      'variable block-এ type, description ও validation-সহ ঘোষণা করা ইনপুট; মান আসে tfvars ফাইল, -var বা TF_VAR_ এনভায়রনমেন্ট ভেরিয়েবল থেকে।',
  },
  {
    term: 'output',
    bangla: 'আউটপুট',
    meaning:
      'কনফিগারেশন থেকে বের করে দেওয়া মান, যা মানুষ, স্ক্রিপ্ট ও কলিং মডিউল ব্যবহার করে; স্ক্রিপ্টে terraform output -raw দিয়ে পড়ুন।',
  },
  {
    term: 'data source',
    bangla: 'ডেটা সোর্স',
    meaning:
      'data block দিয়ে আগে থেকে থাকা অবজেক্ট, যেমন একটি AMI, শুধু পড়া হয়, ম্যানেজ করা হয় না; ম্যানেজ করার কাজ resource block-এর।',
  },
  {
    term: 'for_each',
    bangla: 'for_each',
    meaning:
      'map বা set-এর প্রতিটি key-এর জন্য একটি করে রিসোর্স বানায়; count-এর মতো অবস্থান নয়, key দিয়ে চেনে, তাই একটি বাদ দিলে বাকিগুলো নড়ে না।',
  },
  {
    term: 'lifecycle block',
    bangla: 'lifecycle ব্লক',
    meaning:
      'create_before_destroy, prevent_destroy ও ignore_changes দিয়ে রিসোর্স বদলানোর নিয়ম ঠিক করার block, যেমন প্রতিস্থাপনে ডাউনটাইম এড়ানো।',
  },
  {
    term: 'state',
    bangla: 'স্টেট',
    meaning:
      'প্রতিটি রিসোর্স ঠিকানাকে আসল অবজেক্টের আইডি ও শেষ জানা অ্যাট্রিবিউটের সঙ্গে মেলানো ফাইল; এতে সিক্রেট থাকতে পারে, আর হাতে এডিট করবেন না।',
  },
  {
    term: 'remote backend',
    bangla: 'রিমোট ব্যাকএন্ড',
    meaning:
      'স্টেট লোকাল ফাইলের বদলে S3-এর মতো শেয়ার করা জায়গায় রাখা, যাতে পুরো টিম একই স্টেট পায়; S3-এ use_lockfile দিয়ে স্টেট লকিং চালু হয়।',
  },
  {
    term: 'import block',
    bangla: 'import ব্লক',
    meaning:
      'আগে থেকে থাকা অবজেক্টকে স্টেটে একটি রিসোর্স ঠিকানার সঙ্গে যুক্ত করে; Terraform 1.5 থেকে এটি প্ল্যানে দেখা যায় এবং রিভিউ হয়।',
  },
  {
    term: 'moved block',
    bangla: 'moved ব্লক',
    meaning:
      'রিসোর্স বা মডিউলের নাম বদলের কথা কোডে লিখে রাখে, যাতে Terraform মুছে নতুন করে না বানিয়ে স্টেটে শুধু ঠিকানা সরায়।',
  },
  {
    term: 'workspace',
    bangla: 'ওয়ার্কস্পেস',
    meaning:
      'একই কনফিগারেশনের একাধিক আলাদা স্টেট; স্বল্পস্থায়ী কপির জন্য ভালো, দীর্ঘস্থায়ী এনভায়রনমেন্ট আলাদা ডিরেক্টরি বা অ্যাকাউন্টে রাখাই নিরাপদ।',
  },
  {
    term: 'sensitive value',
    bangla: 'সংবেদনশীল মান',
    meaning:
      'sensitive = true দেওয়া ভেরিয়েবল বা আউটপুট প্ল্যান ও আউটপুটে লুকানো থাকে, কিন্তু স্টেট ও প্ল্যান ফাইলে থেকেই যায়; তাই স্টেট এনক্রিপ্ট করুন ও অ্যাক্সেস সীমিত রাখুন।',
  },
  {
    term: 'drift',
    bangla: 'ড্রিফট',
    meaning:
      'Terraform-এর বাইরে, যেমন কনসোলে, কিছু বদলালে আসল অবস্থা স্টেট থেকে সরে যাওয়া; plan -refresh-only ড্রিফট দেখায়, আর সাধারণ plan সেটি উল্টে কোডের অবস্থায় ফেরাতে চায়।',
  },
  {
    term: 'module',
    bangla: 'মডিউল',
    meaning:
      '.tf ফাইলের যেকোনো ডিরেক্টরিই মডিউল; variable দিয়ে ইনপুট নেয় আর output দিয়ে মান দেয়, ফলে একই ইনফ্রাস্ট্রাকচার বারবার ব্যবহার করা যায়।',
  },
  {
    term: 'Checkov',
    bangla: 'Checkov',
    meaning:
      'Terraform কোড বা প্ল্যানে নিরাপত্তা ও কনফিগারেশনের ভুল খোঁজার টুল; কোনো চেক ব্যর্থ হলে নন-জিরো এক্সিট কোড দেয়, তাই CI থেমে যায়।',
  },
  {
    term: 'terraform test',
    bangla: 'terraform test',
    meaning:
      '.tftest.hcl ফাইলের run block ও assert দিয়ে মডিউল যাচাই করে; command = plan হলে কিছুই তৈরি হয় না, apply হলে আসল রিসোর্স বানিয়ে পরে মুছে ফেলে।',
  },
];
