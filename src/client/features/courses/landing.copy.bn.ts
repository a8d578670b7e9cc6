import type { LandingCopy } from './landing.copy';
import { formatNumber } from '../../i18n/format';

export const landingCopy: LandingCopy = {
  previewCourse: 'কোর্সের প্রিভিউ দেখুন',
  students: (count) => `${formatNumber(count)} জন শিক্ষার্থী`,
  modulesHeading: (count) => `কোর্সের মডিউল (${formatNumber(count)}টি)`,
  instructor: 'আপনার ইনস্ট্রাক্টর',
  fullPlan: 'প্রতিটি লেসনের পুরো পরিকল্পনা দেখতে চান?',
  seeCurriculum: (courseTitle) => `${courseTitle} কোর্সের কারিকুলাম দেখুন`,
  topics: {
    docker: {
      metaTitle: 'Docker কোর্স',
      eyebrow: 'Docker কোর্স',
      title: 'Docker: প্রথম কন্টেইনার থেকে প্রোডাকশন পর্যন্ত',
      description:
        'কন্টেইনারে অ্যাপ্লিকেশন বিল্ড, রান ও শিপ করা শিখুন। Dockerfile লিখুন, Docker Compose দিয়ে সার্ভিসগুলো জুড়ে দিন এবং আত্মবিশ্বাসের সাথে ডিপ্লয় করুন।',
      // The curriculum's Bangla module titles (shared/catalogue/curricula/text/docker-fundamentals.copy.bn.ts).
      modules: [
        'কন্টেইনার ও Docker-এর মৌলিক বিষয়',
        'ইমেজ বিল্ড করা',
        'স্টোরেজ ও নেটওয়ার্কিং',
        'Docker Compose ও প্রোডাকশনের চর্চা',
      ],
    },
    kubernetes: {
      metaTitle: 'Kubernetes কোর্স',
      eyebrow: 'Kubernetes কোর্স',
      title: 'Kubernetes: আত্মবিশ্বাসের সাথে প্রোডাকশন ওয়ার্কলোড চালান',
      description:
        'Pod ও Service থেকে Ingress, স্টোরেজ, RBAC ও Helm পর্যন্ত: Kubernetes-এ অ্যাপ্লিকেশন ডিপ্লয়, স্কেল ও ট্রাবলশুট করুন।',
      learn: [
        'কন্ট্রোল প্লেন বুঝুন, আর জানুন scheduler কীভাবে Pod বসায়',
        'কোনো ডাউনটাইম ছাড়াই Deployment রোল আউট ও রোল ব্যাক করুন',
        'Ingress দিয়ে সার্ভিস এক্সপোজ করুন এবং পারসিস্টেন্ট স্টোরেজ পরিচালনা করুন',
        'RBAC, নেটওয়ার্ক পলিসি ও Secret দিয়ে ক্লাস্টার সুরক্ষিত করুন',
        'Helm চার্ট দিয়ে অ্যাপ্লিকেশন প্যাকেজ ও রিলিজ করুন',
        'kubectl, ইভেন্ট ও লগ দেখে ব্যর্থ ওয়ার্কলোড ডিবাগ করুন',
      ],
    },
    aws: {
      metaTitle: 'AWS কোর্স',
      eyebrow: 'AWS কোর্স',
      title: 'AWS: ক্লাউডে মজবুত ভিত্তি গড়ুন',
      description:
        'EC2, S3, IAM, VPC ও RDS-সহ AWS-এর মূল সার্ভিসগুলো চিনুন, সাথে প্রাইসিং, সিকিউরিটি আর শেয়ার্ড রেসপন্সিবিলিটি মডেল।',
      learn: [
        'EC2 ও Auto Scaling দিয়ে কম্পিউট চালু ও পরিচালনা করুন',
        'S3 ও RDS দিয়ে ডেটা সংরক্ষণ ও সার্ভ করুন',
        'IAM ইউজার, রোল ও পলিসি দিয়ে অ্যাক্সেস নিয়ন্ত্রণ করুন',
        'VPC, সাবনেট ও সিকিউরিটি গ্রুপ দিয়ে নেটওয়ার্ক ডিজাইন করুন',
        'AWS-এর প্রাইসিং টুল দিয়ে খরচের হিসাব ও নিয়ন্ত্রণ করুন',
      ],
      certification: {
        title: 'সার্টিফিকেশনের জন্য প্রস্তুত',
        description:
          'কোর্সটি AWS Certified Cloud Practitioner (CLF-C02) পরীক্ষার গাইড অনুসরণ করে, তাই কোর্স শেষে আপনি পরীক্ষায় বসার জন্য প্রস্তুত থাকবেন।',
        points: [
          'পরীক্ষার সব ডোমেইন কভার করে',
          'প্রতিটি মডিউলের পর অনুশীলনের প্রশ্ন',
          'একটি পূর্ণদৈর্ঘ্য মক পরীক্ষা',
        ],
      },
    },
    azure: {
      metaTitle: 'Azure কোর্স',
      eyebrow: 'Azure কোর্স',
      title: 'Azure DevOps: শুরু থেকে শেষ পর্যন্ত সফটওয়্যার ডেলিভারি',
      description:
        'Repos, Boards, মাল্টি-স্টেজ YAML Pipelines, Artifacts ও Key Vault দিয়ে Azure-এ প্ল্যান, বিল্ড, টেস্ট ও রিলিজ করুন।',
      learn: [
        'Azure Boards-এ কাজের পরিকল্পনা করুন এবং Azure Repos-এ কোড পরিচালনা করুন',
        'বিল্ড, টেস্ট ও রিলিজের জন্য মাল্টি-স্টেজ YAML পাইপলাইন তৈরি করুন',
        'Azure Artifacts দিয়ে প্যাকেজ পাবলিশ ও ব্যবহার করুন',
        'Azure Key Vault দিয়ে সিক্রেট নিরাপদ রাখুন',
        'রিলিজ কৌশল বেছে নিন: blue-green, canary ও ring',
      ],
    },
  },
};
