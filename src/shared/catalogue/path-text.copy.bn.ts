import type { AllText, PathId, PathText } from './text-overrides';

/**
 * The learning paths' Bangla words, by path id. Certification and tool names (CKA: Certified
 * Kubernetes Administrator, Kubestronaut, Docker) stay as they are.
 */
export const PATH_TEXT: AllText<PathId, PathText> = {
  'system-administrator': {
    title: 'সিস্টেম অ্যাডমিনিস্ট্রেটর',
    duration: '৪ মাস',
    description:
      'আত্মবিশ্বাসের সঙ্গে Linux সার্ভার চালান: ইউজার, পারমিশন, সার্ভিস, নেটওয়ার্কিং ও ব্যাকআপ, তারপর শেল স্ক্রিপ্ট ও Ansible দিয়ে রোজকার কাজ অটোমেট করুন।',
    skills: [
      'Linux অ্যাডমিনিস্ট্রেশন',
      'Bash স্ক্রিপ্টিং',
      'নেটওয়ার্কিং ও ফায়ারওয়াল',
      'systemd সার্ভিস',
      'Ansible',
      'ব্যাকআপ ও মনিটরিং',
    ],
  },
  'kubernetes-administrator': {
    title: 'Kubernetes অ্যাডমিনিস্ট্রেটর',
    duration: '৫ মাস',
    description:
      'Kubernetes চালানো ও ট্রাবলশুট করা শিখুন: Linux ও কন্টেইনার থেকে শুরু করে ওয়ার্কলোড, শিডিউলিং, নেটওয়ার্কিং, স্টোরেজ ও RBAC পর্যন্ত, অনুশীলন হবে আপনার নিজের লোকাল kind বা minikube ক্লাস্টারে।',
    skills: [
      'kind ও minikube দিয়ে লোকাল ক্লাস্টার',
      'ওয়ার্কলোড ও শিডিউলিং',
      'সার্ভিস ও নেটওয়ার্কিং',
      'পারসিস্টেন্ট স্টোরেজ',
      'RBAC',
      'ট্রাবলশুটিং',
    ],
  },
  'site-reliability-engineer': {
    title: 'সাইট রিলায়েবিলিটি ইঞ্জিনিয়ার',
    duration: '৬ মাস',
    description:
      'অপারেশনকে সফটওয়্যারের মতো করে দেখে সার্ভিস দ্রুত ও সচল রাখুন: SLO ও এরর বাজেট, অবজারভেবিলিটি, অটোমেটেড ইনফ্রাস্ট্রাকচার এবং ঠান্ডা মাথায় ইনসিডেন্ট রেসপন্স।',
    skills: [
      'SLI, SLO ও এরর বাজেট',
      'মনিটরিং ও অ্যালার্টিং',
      'ইনসিডেন্ট রেসপন্স',
      'Kubernetes অপারেশন',
      'ইনফ্রাস্ট্রাকচার অ্যাজ কোড',
      'ক্যাপাসিটি প্ল্যানিং',
    ],
  },
  'kubernetes-developer': {
    title: 'Kubernetes ডেভেলপার',
    duration: '৪ মাস',
    description:
      'অ্যাপ্লিকেশনকে কন্টেইনারে প্যাকেজ করে ডেপ্লয়মেন্ট, ConfigMap, প্রোব ও Helm দিয়ে Kubernetes-এ পাঠান, সবকিছু যুক্ত থাকবে একটি অটোমেটেড ডেলিভারি পাইপলাইনে।',
    skills: [
      'Dockerfile ও ইমেজ',
      'পড ও ডেপ্লয়মেন্ট',
      'ConfigMap ও Secret',
      'হেলথ প্রোব',
      'Helm চার্ট',
      'Kubernetes-এ CI/CD',
    ],
  },
  'platform-engineer': {
    title: 'প্ল্যাটফর্ম ইঞ্জিনিয়ার',
    duration: '৬ মাস',
    description:
      'অন্য ডেভেলপাররা যেখানে ডেপ্লয় করেন, সেই ইন্টারনাল প্ল্যাটফর্ম তৈরি করুন: Terraform দিয়ে সেলফ-সার্ভিস ইনফ্রাস্ট্রাকচার, রানটাইম হিসেবে Kubernetes এবং সবার জন্য তৈরি স্ট্যান্ডার্ড পাইপলাইন।',
    skills: [
      'Terraform মডিউল',
      'Kubernetes প্ল্যাটফর্ম ডিজাইন',
      'GitOps',
      'ডেভেলপার সেলফ-সার্ভিস',
      'পলিসি অ্যাজ কোড',
      'পাইপলাইন টেমপ্লেট',
    ],
  },
  'devops-engineer': {
    title: 'DevOps ইঞ্জিনিয়ার',
    duration: '৬ মাস',
    description:
      'কমিট থেকে প্রোডাকশনের পথ ছোট করুন: অ্যাপ্লিকেশন কন্টেইনারাইজ করুন, CI/CD পাইপলাইন বানান, কোড দিয়ে ইনফ্রাস্ট্রাকচার প্রভিশন করুন এবং Kubernetes-এ ডেপ্লয় করুন।',
    skills: ['Docker', 'CI/CD পাইপলাইন', 'Terraform', 'Kubernetes', 'Git ওয়ার্কফ্লো', 'মনিটরিং'],
  },
  'cloud-engineer': {
    title: 'ক্লাউড ইঞ্জিনিয়ার',
    duration: '৫ মাস',
    description:
      'AWS, Azure ও Google Cloud-এ ওয়ার্কলোড ডিজাইন করুন ও চালান: নেটওয়ার্কিং, কম্পিউট, স্টোরেজ, আইডেন্টিটি ও খরচ নিয়ন্ত্রণ, সবই Terraform দিয়ে প্রভিশন করা।',
    skills: [
      'AWS-এর মূল সার্ভিস',
      'Azure-এর মৌলিক বিষয়',
      'Google Cloud',
      'ক্লাউড নেটওয়ার্কিং ও IAM',
      'Terraform',
      'খরচ কমানো',
    ],
  },
  cka: {
    title: 'CKA: Certified Kubernetes Administrator',
    subtitle: 'সার্টিফিকেশন পাথ',
    duration: '৩ মাস',
    description:
      'CNCF-এর হাতে-কলমে CKA পরীক্ষার প্রস্তুতি নিন: ক্লাস্টার আর্কিটেকচার, ওয়ার্কলোড, শিডিউলিং, নেটওয়ার্কিং, স্টোরেজ, RBAC ও ট্রাবলশুটিং, অনুশীলন লোকাল kind বা minikube ক্লাস্টারে। kubeadm দিয়ে ক্লাস্টার ইনস্টল এবং etcd ব্যাকআপ ও রিস্টোর এখানে এখনো শেখানো হয় না: এগুলো নিজের ভার্চুয়াল মেশিনে অনুশীলনের পরিকল্পনা রাখুন।',
    skills: [
      'ক্লাস্টার আর্কিটেকচার',
      'ওয়ার্কলোড ও শিডিউলিং',
      'সার্ভিস ও নেটওয়ার্কিং',
      'RBAC',
      'ট্রাবলশুটিং',
    ],
  },
  ckad: {
    title: 'CKAD: Certified Kubernetes Application Developer',
    subtitle: 'সার্টিফিকেশন পাথ',
    duration: '৩ মাস',
    description:
      'কমান্ড লাইন থেকে দ্রুত ও নির্ভুলভাবে Kubernetes-এ ক্লাউড-নেটিভ অ্যাপ্লিকেশন ডিজাইন, কনফিগার ও এক্সপোজ করে CKAD পরীক্ষার প্রস্তুতি নিন।',
    skills: [
      'পড ডিজাইন',
      'ডেপ্লয়মেন্ট ও রোলআউট',
      'ConfigMap ও Secret',
      'প্রোব ও অবজারভেবিলিটি',
      'সার্ভিস ও ইনগ্রেস',
    ],
  },
  cks: {
    title: 'CKS: Certified Kubernetes Security Specialist',
    subtitle: 'সার্টিফিকেশন পাথ',
    duration: '৩ মাস',
    description:
      'CKS পরীক্ষার জন্য Kubernetes ক্লাস্টার ও ওয়ার্কলোড হার্ডেন করুন: RBAC, নেটওয়ার্ক পলিসি, Pod Security, ইমেজ স্ক্যানিং, রানটাইম ডিটেকশন ও সাপ্লাই-চেইন সিকিউরিটি।',
    skills: [
      'ক্লাস্টার হার্ডেনিং',
      'নেটওয়ার্ক পলিসি',
      'Pod Security Standards',
      'ইমেজ স্ক্যানিং',
      'রানটাইম সিকিউরিটি',
      'অডিট লগিং',
    ],
  },
  kcna: {
    title: 'KCNA: Kubernetes and Cloud Native Associate',
    subtitle: 'সার্টিফিকেশন পাথ',
    duration: '২ মাস',
    description:
      'সহজ একটি প্রথম সার্টিফিকেশন: কন্টেইনার, Kubernetes, অবজারভেবিলিটি ও বৃহত্তর ক্লাউড-নেটিভ ইকোসিস্টেমের মূল ধারণা, KCNA পরীক্ষার উপযোগী করে।',
    skills: [
      'কন্টেইনারের মৌলিক বিষয়',
      'Kubernetes-এর মৌলিক বিষয়',
      'ক্লাউড-নেটিভ আর্কিটেকচার',
      'অবজারভেবিলিটির ধারণা',
      'অ্যাপ্লিকেশন ডেলিভারি',
    ],
  },
  linux: {
    title: 'Linux',
    duration: '৩ মাস',
    description:
      'টার্মিনালে প্রথম সেশন থেকে আত্মবিশ্বাসী সার্ভার অ্যাডমিনিস্ট্রেশন পর্যন্ত: ফাইলসিস্টেম, পারমিশন, প্রসেস, প্যাকেজ, নেটওয়ার্কিং ও শেল স্ক্রিপ্টিং।',
    skills: [
      'কমান্ড লাইন',
      'ফাইল পারমিশন',
      'প্রসেস ও systemd',
      'প্যাকেজ ম্যানেজমেন্ট',
      'Bash স্ক্রিপ্টিং',
      'SSH ও নেটওয়ার্কিং',
    ],
  },
  kubernetes: {
    title: 'Kubernetes',
    duration: '৪ মাস',
    description:
      'Kubernetes-এর সবকিছু এক জায়গায়: প্রথমে কন্টেইনার, তারপর পড, ডেপ্লয়মেন্ট, সার্ভিস, স্টোরেজ, Helm এবং ক্লাস্টার চালানোর অপারেশনের কাজ।',
    skills: ['কন্টেইনার', 'পড ও ডেপ্লয়মেন্ট', 'সার্ভিস ও ইনগ্রেস', 'স্টোরেজ', 'Helm', 'ক্লাস্টার অপারেশন'],
  },
  kubestronaut: {
    title: 'Kubestronaut',
    subtitle: 'Kubernetes-এর ৫টি সার্টিফিকেশনই',
    duration: '৯ মাস',
    description:
      'যুক্তিসংগত ক্রমে KCNA, KCSA, CKAD, CKA ও CKS শেষ করে CNCF-এর Kubestronaut খেতাব অর্জন করুন, এমন ল্যাবের সঙ্গে যেগুলো একটির ওপর আরেকটি গড়ে ওঠে।',
    skills: [
      'Kubernetes অ্যাডমিনিস্ট্রেশন',
      'Kubernetes-এ অ্যাপ্লিকেশন ডেভেলপমেন্ট',
      'Kubernetes সিকিউরিটি',
      'ক্লাউড-নেটিভ ধারণা',
      'পরীক্ষার কৌশল',
    ],
  },
  iac: {
    title: 'ইনফ্রাস্ট্রাকচার অ্যাজ কোড',
    duration: '৩ মাস',
    description:
      'ভার্সন কন্ট্রোলে থাকা কোডে সার্ভার, নেটওয়ার্ক ও ক্লাউড সার্ভিস বর্ণনা করুন: Terraform দিয়ে প্রভিশন, Ansible দিয়ে কনফিগার, আর অন্য যেকোনো কোডের মতোই পরিবর্তন রিভিউ করুন।',
    skills: [
      'Terraform',
      'স্টেট ম্যানেজমেন্ট',
      'পুনর্ব্যবহারযোগ্য মডিউল',
      'Ansible প্লেবুক',
      'আইডেমপোটেন্সি',
      'ড্রিফট শনাক্তকরণ',
    ],
  },
  hashicorp: {
    title: 'HashiCorp',
    subtitle: 'Terraform Associate সার্টিফিকেশন পাথ',
    duration: '৩ মাস',
    description:
      'Terraform-কে কেন্দ্রে রেখে HashiCorp-এর টুলে দক্ষ হয়ে উঠুন, আর নিজের অ্যাকাউন্টে আসল AWS ইনফ্রাস্ট্রাকচার তৈরি করে Terraform Associate পরীক্ষার প্রস্তুতি নিন।',
    skills: [
      'HCL',
      'প্রোভাইডার ও রিসোর্স',
      'রিমোট স্টেট',
      'মডিউল',
      'ওয়ার্কস্পেস',
      'Terraform Associate পরীক্ষা',
    ],
  },
  cicd: {
    title: 'CI/CD',
    duration: '৩ মাস',
    description:
      'বিল্ড, টেস্ট ও রিলিজ অটোমেট করুন: Jenkins পাইপলাইন, Azure Pipelines এবং কন্টেইনার বিল্ড, যা প্রতিটি কমিটকে নিরাপদে প্রোডাকশনে পৌঁছে দেয়।',
    skills: [
      'Jenkins পাইপলাইন',
      'Azure Pipelines',
      'অটোমেটেড টেস্টিং',
      'আর্টিফ্যাক্ট ম্যানেজমেন্ট',
      'কন্টেইনার বিল্ড',
      'ডেপ্লয়মেন্টের কৌশল',
    ],
  },
  devops: {
    title: 'DevOps',
    duration: '৬ মাস',
    description:
      'কাজের ক্রমে পুরো DevOps টুলকিট: কন্টেইনার, পাইপলাইন, ইনফ্রাস্ট্রাকচার অ্যাজ কোড ও Kubernetes, এমন ল্যাবের সঙ্গে যা বাস্তব টিমের ওয়ার্কফ্লোর মতো।',
    skills: [
      'Docker',
      'CI/CD',
      'Terraform',
      'Kubernetes',
      'কনফিগারেশন ম্যানেজমেন্ট',
      'টিমে কাজের অভ্যাস',
    ],
  },
  programming: {
    title: 'DevOps-এর জন্য প্রোগ্রামিং',
    duration: '৩ মাস',
    description:
      'প্রত্যেক DevOps ইঞ্জিনিয়ারের যে কোডিং লাগে: Bash স্ক্রিপ্টিং, YAML ও Jinja টেমপ্লেট এবং ছোট ছোট অটোমেশন টুল, যা সার্ভারের হাতের কাজ কমিয়ে দেয়।',
    skills: ['Bash স্ক্রিপ্টিং', 'YAML', 'Jinja2 টেমপ্লেট', 'Git', 'অটোমেশন স্ক্রিপ্ট'],
  },
  docker: {
    title: 'Docker',
    duration: '২ মাস',
    description:
      'সঠিকভাবে কন্টেইনার বিল্ড, রান ও ডেপ্লয় করুন: ইমেজ, Dockerfile, মাল্টি-স্টেজ বিল্ড, ভলিউম, নেটওয়ার্ক এবং লোকাল এনভায়রনমেন্টের জন্য Docker Compose।',
    skills: [
      'ইমেজ ও কন্টেইনার',
      'Dockerfile',
      'মাল্টি-স্টেজ বিল্ড',
      'ভলিউম ও নেটওয়ার্ক',
      'Docker Compose',
      'ইমেজের নিরাপত্তা',
    ],
  },
  aws: {
    title: 'AWS',
    duration: '৪ মাস',
    description:
      'AWS Cloud Practitioner-এর ভিত্তি দিয়ে শুরু করুন, তারপর EC2, S3, VPC ও IAM-এ আসল ইনফ্রাস্ট্রাকচার তৈরি করে Terraform দিয়ে পরিচালনা করুন।',
    skills: ['EC2 ও S3', 'VPC নেটওয়ার্কিং', 'IAM', 'বিলিং ও খরচ নিয়ন্ত্রণ', 'AWS-এ Terraform'],
  },
  azure: {
    title: 'Azure',
    duration: '৪ মাস',
    description:
      'Microsoft-এর পদ্ধতিতে কাজ করুন: ডেলিভারির জন্য Azure Boards, Repos ও Pipelines, সঙ্গে Terraform দিয়ে প্রভিশন করা Azure কম্পিউট, নেটওয়ার্কিং ও আইডেন্টিটি।',
    skills: [
      'Azure DevOps',
      'Azure Pipelines',
      'Azure কম্পিউট ও নেটওয়ার্কিং',
      'Microsoft Entra ID',
      'Azure-এ Terraform',
    ],
  },
  gcp: {
    title: 'Google Cloud',
    duration: '৩ মাস',
    description:
      'Google Cloud-এ তৈরি করুন: Compute Engine, Cloud Storage, VPC, IAM ও Google Kubernetes Engine, আর ইনফ্রাস্ট্রাকচার লেখা থাকবে Terraform-এ।',
    skills: [
      'Compute Engine',
      'Cloud Storage',
      'VPC ও IAM',
      'Google Kubernetes Engine',
      'Cloud Run',
    ],
  },
  cloud: {
    title: 'ক্লাউড কম্পিউটিং',
    duration: '৫ মাস',
    description:
      'সব প্রোভাইডারে কাজে লাগে এমন ধারণাগুলো শিখুন, তারপর AWS, Azure ও Google Cloud-এ প্রয়োগ করুন, যাতে প্রতিটি কাজের জন্য সঠিক প্ল্যাটফর্ম বেছে নিতে পারেন।',
    skills: [
      'ক্লাউড সার্ভিস মডেল',
      'কম্পিউট, স্টোরেজ ও নেটওয়ার্কিং',
      'আইডেন্টিটি ও অ্যাক্সেস',
      'মাল্টি-ক্লাউড',
      'খরচ ব্যবস্থাপনা',
    ],
  },
  'learn-by-doing': {
    title: 'হাতে-কলমে শিখুন',
    duration: '৩ মাস',
    description:
      'ল্যাব দিয়েই শেখা: প্রতিটি মডিউল শেষ হয় আপনার ব্রাউজারে একটি অস্থায়ী Linux মেশিনে হাতে-কলমে ল্যাব দিয়ে, ওয়েব সার্ভার সেটআপ থেকে শুরু করে তা কন্টেইনারাইজ ও অটোমেট করা পর্যন্ত।',
    skills: ['হাতে-কলমে ল্যাব', 'সার্ভার সেটআপ', 'কন্টেইনার', 'অটোমেশন', 'ট্রাবলশুটিং'],
  },
  'artificial-intelligence': {
    title: 'আর্টিফিশিয়াল ইন্টেলিজেন্স',
    subtitle: 'AI ও MLOps-এর ইনফ্রাস্ট্রাকচার',
    duration: '৪ মাস',
    description:
      'প্রোডাকশনে মেশিন লার্নিং ওয়ার্কলোড চালান: কন্টেইনারাইজড মডেল, Kubernetes-এ GPU শিডিউলিং এবং Google Cloud-এর ম্যানেজড AI সার্ভিস।',
    skills: [
      'কন্টেইনারাইজড মডেল',
      'ML-এর জন্য Kubernetes',
      'GPU ওয়ার্কলোড',
      'মডেল সার্ভিং',
      'Google Cloud AI সার্ভিস',
    ],
  },
  'it-foundations': {
    title: 'আইটির ভিত্তি',
    duration: '২ মাস',
    description:
      'DevOps-এর আগের প্রস্তুতি: অপারেটিং সিস্টেম, নেটওয়ার্ক ও ক্লাউড কীভাবে একসঙ্গে কাজ করে, একদম নতুনদের জন্য শূন্য থেকে শেখানো।',
    skills: ['অপারেটিং সিস্টেম', 'নেটওয়ার্কিংয়ের মৌলিক বিষয়', 'Linux কমান্ড লাইন', 'ক্লাউডের ধারণা'],
  },
};
