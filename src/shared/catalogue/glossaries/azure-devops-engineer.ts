import type { GlossaryTerm } from './types';

/** Azure DevOps Engineer: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'organisation',
    bangla: 'অর্গানাইজেশন',
    meaning:
      'Azure DevOps-এর সবচেয়ে ওপরের স্তর, যার ভেতরে প্রজেক্ট, ইউজার, বিলিং ও নীতিমালা থাকে; সাধারণত একটি অর্গানাইজেশনে অল্প কয়েকটি প্রজেক্টই যথেষ্ট।',
  },
  {
    term: 'work item',
    bangla: 'ওয়ার্ক আইটেম',
    meaning:
      'Azure Boards-এ একটি কাজের একক, যেমন User Story, Bug বা Task; কমিট ও পুল রিকোয়েস্টের সঙ্গে লিংক করলে কোন বিল্ডে কোন কাজ গেল তা বোঝা যায়।',
  },
  {
    term: 'trunk-based development',
    bangla: 'ট্রাঙ্ক-বেসড ডেভেলপমেন্ট',
    meaning:
      'স্বল্পস্থায়ী ব্রাঞ্চ থেকে ঘন ঘন main-এ মার্জ করার ধারা; অসম্পূর্ণ কাজ feature flag-এর আড়ালে থাকে, যা CI/CD-র সঙ্গে সবচেয়ে ভালো মেলে।',
  },
  {
    term: 'branch policy',
    bangla: 'ব্রাঞ্চ পলিসি',
    meaning:
      'main-এর মতো ব্রাঞ্চে সরাসরি push আটকে পুল রিকোয়েস্ট বাধ্যতামূলক করা নিয়ম, যেমন রিভিউয়ার, লিংক করা ওয়ার্ক আইটেম ও build validation।',
  },
  {
    term: 'service connection',
    bangla: 'সার্ভিস কানেকশন',
    meaning:
      'পাইপলাইন যে পরিচয় দিয়ে Azure সাবস্ক্রিপশন বা রেজিস্ট্রিতে ঢোকে; workload identity federation ব্যবহার করলে কোনো সিক্রেট রাখতেই হয় না।',
  },
  {
    term: 'Azure RBAC',
    bangla: 'Azure RBAC',
    meaning:
      'principal, রোল ও স্কোপ মিলে অনুমতি, যা সাবস্ক্রিপশন থেকে রিসোর্স গ্রুপ হয়ে রিসোর্সে নিচে নামে; সবচেয়ে ছোট স্কোপে সবচেয়ে ছোট রোল দিন।',
  },
  {
    term: 'managed identity',
    bangla: 'ম্যানেজড আইডেন্টিটি',
    meaning:
      'Azure-এর ম্যানেজ করা Microsoft Entra ID পরিচয়, যা দিয়ে একটি Azure রিসোর্স অন্য রিসোর্সে কোনো সিক্রেট ছাড়াই অথেনটিকেট করে।',
  },
  {
    term: 'stages, jobs and steps',
    bangla: 'stage, job ও step',
    meaning:
      'YAML পাইপলাইনের কাঠামো: stage-এর ভেতরে job, job-এর ভেতরে step; প্রতিটি job নিজের এজেন্টে চলে, তাই job-এর মধ্যে ফাইল নিতে আর্টিফ্যাক্ট লাগে।',
  },
  {
    term: 'agent',
    bangla: 'এজেন্ট',
    meaning:
      'যে মেশিনে পাইপলাইনের job চলে; Microsoft-hosted এজেন্ট প্রতি job-এ নতুন VM দেয়, self-hosted এজেন্টে প্রাইভেট নেটওয়ার্ক ও ক্যাশের সুবিধা মেলে, কিন্তু দেখভাল আপনার।',
  },
  {
    term: 'variable group',
    bangla: 'ভেরিয়েবল গ্রুপ',
    meaning:
      'একাধিক পাইপলাইনে শেয়ার করা ভেরিয়েবলের সেট; Azure Key Vault-এর সঙ্গে যুক্ত করলে সিক্রেটগুলো সরাসরি সেখান থেকে আসে।',
  },
  {
    term: 'template',
    bangla: 'টেমপ্লেট',
    meaning:
      'টাইপ করা প্যারামিটারসহ পুনর্ব্যবহারযোগ্য YAML অংশ, যা পাইপলাইনের পুনরাবৃত্তি কমায়; শেয়ার করা টেমপ্লেট একটি ট্যাগে পিন করে ব্যবহার করুন।',
  },
  {
    term: 'feed',
    bangla: 'ফিড',
    meaning:
      'Azure Artifacts-এ npm বা NuGet-এর মতো ভার্সনসহ প্যাকেজ রাখার জায়গা; upstream source পাবলিক রেজিস্ট্রি ক্যাশ করে, আর একই ভার্সন দুবার পাবলিশ করা যায় না।',
  },
  {
    term: 'Azure Container Registry',
    bangla: 'Azure Container Registry (ACR)',
    meaning:
      'Azure-এর প্রাইভেট কন্টেইনার ইমেজ রেজিস্ট্রি; পাইপলাইন সার্ভিস কানেকশন দিয়ে push করে, আর AKS ম্যানেজড আইডেন্টিটি ও AcrPull রোল দিয়ে pull করে।',
  },
  {
    term: 'trigger',
    bangla: 'ট্রিগার',
    meaning:
      'কখন পাইপলাইন আপনা-আপনি চলবে: কোনো ব্রাঞ্চ বা path-এ push, শিডিউল, বা অন্য পাইপলাইন শেষ হলে; trigger: none দিলে CI রান বন্ধ থাকে।',
  },
  {
    term: 'pipeline artifact',
    bangla: 'পাইপলাইন আর্টিফ্যাক্ট',
    meaning:
      'একটি job বা stage-এর তৈরি ফাইল, যা publish করে পরের stage-এ download করা হয়; deployment job এগুলো আপনা-আপনি নামিয়ে নেয়।',
  },
  {
    term: 'environment',
    bangla: 'এনভায়রনমেন্ট',
    meaning:
      'deployment job যেখানে ডেপ্লয় করে, যেমন staging বা production; এটি ডেপ্লয়মেন্টের ইতিহাস রাখে, আর এতেই অ্যাপ্রুভাল ও চেক বসানো হয়।',
  },
  {
    term: 'approvals and checks',
    bangla: 'অ্যাপ্রুভাল ও চেক',
    meaning:
      'এনভায়রনমেন্ট বা সার্ভিস কানেকশনের মতো সুরক্ষিত রিসোর্সে বসানো শর্ত, YAML-এ নয়; তাই পাইপলাইনের লেখক এগুলো এড়িয়ে যেতে পারেন না।',
  },
  {
    term: 'deployment slot',
    bangla: 'ডেপ্লয়মেন্ট স্লট',
    meaning:
      'App Service-এর আলাদা লাইভ কপি, যেমন staging; সেখানে ডেপ্লয় ও যাচাই করে swap করলে ডাউনটাইম ছাড়াই রিলিজ হয়, আবার swap করলেই রোলব্যাক।',
  },
  {
    term: 'blue-green deployment',
    bangla: 'ব্লু-গ্রিন ডেপ্লয়মেন্ট',
    meaning:
      'দুটি এনভায়রনমেন্টের একটি থেকে অন্যটিতে পুরো ট্রাফিক একবারে সরানো; পুরোনোটি চালু থাকে বলে রোলব্যাক প্রায় সঙ্গে সঙ্গে হয়।',
  },
  {
    term: 'canary release',
    bangla: 'ক্যানারি রিলিজ',
    meaning:
      'নতুন ভার্সনে প্রথমে অল্প কিছু ট্রাফিক পাঠিয়ে মেট্রিক দেখা, ভালো হলে ধাপে ধাপে বাড়ানো; তাই সিদ্ধান্ত নিতে ভালো মনিটরিং লাগে।',
  },
  {
    term: 'Bicep',
    bangla: 'Bicep',
    meaning:
      'Azure রিসোর্স ডিক্লারেটিভভাবে লেখার ভাষা; কোনো state ফাইল লাগে না, আর az deployment group what-if আগে থেকেই পরিবর্তনগুলো দেখায়।',
  },
  {
    term: 'Azure Key Vault',
    bangla: 'Azure Key Vault',
    meaning:
      'সিক্রেট, কি ও সার্টিফিকেট রাখার সার্ভিস; পাইপলাইন এগুলো মাস্ক করা ভেরিয়েবল হিসেবে পায়, আর অ্যাপ পড়ে ম্যানেজড আইডেন্টিটি দিয়ে।',
  },
  {
    term: 'Application Insights',
    bangla: 'Application Insights',
    meaning:
      'Azure Monitor-এর অ্যাপ মনিটরিং অংশ: রিকোয়েস্ট, ডিপেন্ডেন্সি ও এক্সেপশনের টেলিমেট্রি Log Analytics workspace-এ রাখে, যা KQL দিয়ে খোঁজা যায়।',
  },
];
