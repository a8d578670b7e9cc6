import type { GlossaryTerm } from './types';

/** Google Cloud Platform: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'region and zone',
    bangla: 'রিজিয়ন ও জোন',
    meaning:
      'রিজিয়ন একটি ভৌগোলিক এলাকা, যার ভেতরে কয়েকটি জোন থাকে; প্রোডাকশন এমনভাবে সাজান, যাতে একটি জোন বন্ধ হলেও অ্যাপ চলতে থাকে।',
  },
  {
    term: 'resource hierarchy',
    bangla: 'রিসোর্স হায়ারার্কি',
    meaning:
      'organization, folder, project ও রিসোর্স নিয়ে একটি ট্রি; IAM allow policy ও organization policy ওপর থেকে নিচের দিকে উত্তরাধিকার সূত্রে যায়।',
  },
  {
    term: 'project',
    bangla: 'প্রজেক্ট',
    meaning:
      'রিসোর্স, API, বিলিং ও IAM-এর মূল পাত্র; project ID সারা বিশ্বে অনন্য ও স্থায়ী, কিন্তু প্রজেক্টের নাম পরে বদলানো যায়।',
  },
  {
    term: 'budget',
    bangla: 'বাজেট',
    meaning:
      'প্রকৃত বা পূর্বাভাসিত খরচ নির্দিষ্ট সীমা পেরোলে সতর্ক করে, কিন্তু নিজে থেকে খরচ বা রিসোর্স বন্ধ করে না।',
  },
  {
    term: 'gcloud',
    bangla: 'gcloud',
    meaning:
      'Google Cloud-এর কমান্ড-লাইন টুল; Cloud Shell-এ আগে থেকেই সাইন ইন করা থাকে, আর named configuration ভুল প্রজেক্টে কমান্ড চালানো ঠেকায়।',
  },
  {
    term: 'IAM role',
    bangla: 'IAM রোল',
    meaning:
      'অনুমতির (permission) একটি সেট, যা allow policy-তে কোনো principal-কে দেওয়া হয়; Owner বা Editor-এর মতো basic রোলের বদলে সরু predefined রোল দিন।',
  },
  {
    term: 'service account',
    bangla: 'সার্ভিস অ্যাকাউন্ট',
    meaning:
      'মানুষের বদলে অ্যাপ বা VM-এর পরিচয়; প্রতিটি ওয়ার্কলোডকে আলাদা সার্ভিস অ্যাকাউন্ট ও ন্যূনতম রোল দিন, আর ডাউনলোড করা key এড়িয়ে চলুন।',
  },
  {
    term: 'label',
    bangla: 'লেবেল',
    meaning:
      'রিসোর্সে লাগানো key-value মেটাডেটা, যেমন env=prod; বিলিং এক্সপোর্টে যায় বলে প্রজেক্ট বা টিম ধরে খরচ ভাগ করে দেখা যায়।',
  },
  {
    term: 'organization policy',
    bangla: 'অর্গানাইজেশন পলিসি',
    meaning:
      'যে নোডে বসানো হয় তার নিচে সবার জন্য কী করা যাবে না তা ঠিক করে, যেমন এক্সটার্নাল IP নিষেধ; IAM অনুমতি থাকলেও এটি মানতে হয়।',
  },
  {
    term: 'Cloud Audit Logs',
    bangla: 'Cloud Audit Logs',
    meaning:
      'কে, কখন, কোন রিসোর্সে কী করেছে তার লগ; Admin Activity লগ সবসময় চালু ও ফ্রি, কিন্তু Data Access লগ আলাদা করে চালু করতে হয় এবং তার খরচ আছে।',
  },
  {
    term: 'machine type',
    bangla: 'মেশিন টাইপ',
    meaning:
      'Compute Engine VM-এর vCPU ও মেমরি ঠিক করে, যেমন e2-standard-2; নামে ফ্যামিলি, ধরন ও vCPU সংখ্যা থাকে, আর E2 কম খরচের সাধারণ পছন্দ।',
  },
  {
    term: 'Spot VM',
    bangla: 'Spot VM',
    meaning:
      'অনেক কম দামের VM, যা Compute Engine যেকোনো সময় প্রায় ৩০ সেকেন্ডের নোটিশে থামাতে পারে; শুধু থেমে গেলেও ক্ষতি নেই এমন কাজে ব্যবহার করুন।',
  },
  {
    term: 'managed instance group',
    bangla: 'ম্যানেজড ইনস্ট্যান্স গ্রুপ (MIG)',
    meaning:
      'একটি instance template থেকে তৈরি একই রকম VM-এর গ্রুপ; autoscaling, health check দিয়ে autohealing ও রোলিং আপডেট নিজেই সামলায়।',
  },
  {
    term: 'storage class',
    bangla: 'স্টোরেজ ক্লাস',
    meaning:
      'Cloud Storage-এর Standard, Nearline, Coldline ও Archive; এদের পার্থক্য সংরক্ষণের দাম, ডেটা ফেরত আনার ফি ও ন্যূনতম মেয়াদে, গতিতে নয়।',
  },
  {
    term: 'Cloud Run',
    bangla: 'Cloud Run',
    meaning:
      'স্টেটলেস HTTP কন্টেইনার চালানোর সার্ভারলেস সার্ভিস, ট্রাফিক না থাকলে শূন্যে নেমে আসে; প্রতিটি ডেপ্লয় একটি অপরিবর্তনীয় revision তৈরি করে।',
  },
  {
    term: 'Secret Manager',
    bangla: 'Secret Manager',
    meaning:
      'সিক্রেট ভার্সনসহ রাখার সার্ভিস; প্রতিটি ওয়ার্কলোডকে শুধু তার দরকারি সিক্রেটে secretAccessor রোল দিন, আর প্রোডাকশনে নির্দিষ্ট ভার্সন পিন করুন।',
  },
  {
    term: 'VPC network',
    bangla: 'VPC নেটওয়ার্ক',
    meaning:
      'Google Cloud-এ VPC নেটওয়ার্ক গ্লোবাল, কিন্তু সাবনেট রিজিয়নভিত্তিক; প্রোডাকশনে custom mode ও আগে থেকে পরিকল্পিত, ওভারল্যাপ না করা IP রেঞ্জ ব্যবহার করুন।',
  },
  {
    term: 'firewall rule',
    bangla: 'ফায়ারওয়াল রুল',
    meaning:
      'VPC-র stateful নিয়ম, priority অনুযায়ী যাচাই হয় (ছোট সংখ্যা আগে); network tag বা সার্ভিস অ্যাকাউন্ট দিয়ে ঠিক হয় কোন VM-এ নিয়মটি খাটবে।',
  },
  {
    term: 'Cloud NAT',
    bangla: 'Cloud NAT',
    meaning:
      'এক্সটার্নাল IP ছাড়া প্রাইভেট VM-কে শুধু বাইরের দিকে ইন্টারনেট সংযোগ দেয়; এটি রিজিয়নভিত্তিক এবং একটি Cloud Router-এর মাধ্যমে কাজ করে।',
  },
  {
    term: 'IAP TCP forwarding',
    bangla: 'IAP TCP ফরওয়ার্ডিং',
    meaning:
      'এক্সটার্নাল IP বা bastion ছাড়াই IAM দিয়ে নিয়ন্ত্রিত SSH বা অন্য পোর্টের টানেল; ফায়ারওয়ালে 35.235.240.0/20 থেকে শুধু দরকারি পোর্ট খুলতে হয়।',
  },
  {
    term: 'GKE Autopilot',
    bangla: 'GKE Autopilot',
    meaning:
      'GKE-র যে মোডে Google নোড ম্যানেজ করে আর বিল হয় মূলত পডের রিসোর্স request ধরে; Standard মোডে নোড আপনার নিয়ন্ত্রণে, বিলও হয় নোড ধরে।',
  },
  {
    term: 'Artifact Registry',
    bangla: 'Artifact Registry',
    meaning:
      'কন্টেইনার ইমেজ ও প্যাকেজ রাখার রিজিয়নভিত্তিক রিপোজিটরি, যার প্রতিটিতে আলাদা IAM দেওয়া যায়; Cloud Build বা পাইপলাইন এখানে ইমেজ push করে।',
  },
  {
    term: 'Cloud Build',
    bangla: 'Cloud Build',
    meaning:
      'cloudbuild.yaml-এ লেখা ধাপগুলো একেকটি কন্টেইনারে চালানো CI সার্ভিস; ট্রিগার Git-এর push বা পুল রিকোয়েস্টে বিল্ড শুরু করে।',
  },
  {
    term: 'committed use discount',
    bangla: 'কমিটেড ইউজ ডিসকাউন্ট',
    meaning:
      '১ বা ৩ বছরের প্রতিশ্রুতির বিনিময়ে পাওয়া ছাড়; শুধু সবসময় চলা বেসলাইনের জন্য নিন, চাহিদার চূড়া on-demand বা Spot দিয়ে সামলান।',
  },
];
