import type { CurriculumWords } from '../shape/aws-cloud-practitioner';

export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'aws-1': {
      title: 'ক্লাউডের ধারণা',
      lessons: [
        'ক্লাউড কম্পিউটিং কী? IaaS, PaaS ও SaaS',
        'AWS-এর গ্লোবাল ইনফ্রাস্ট্রাকচার: Region, AZ ও এজ লোকেশন',
        'AWS Well-Architected Framework',
        'AWS অ্যাকাউন্ট তৈরি ও সুরক্ষিত করা',
        'AWS Management Console ও CLI',
        'ক্লাউডের অর্থনীতি ও AWS-এর সুবিধা',
        'Cloud Adoption Framework ও মাইগ্রেশনের কৌশল',
      ],
    },
    'aws-2': {
      title: 'মূল সার্ভিস',
      lessons: [
        'Amazon EC2 ইনস্ট্যান্স, AMI ও ইনস্ট্যান্স টাইপ',
        'Elastic Block Store ও ইনস্ট্যান্স স্টোরেজ',
        'Amazon S3 বাকেট, অবজেক্ট ও স্টোরেজ ক্লাস',
        'এক নজরে Amazon RDS ও DynamoDB',
        'AWS Lambda ও সার্ভারলেস কম্পিউটিং',
        'Elastic Load Balancing ও Auto Scaling',
        'AWS-এ কন্টেইনার: ECS, EKS, Fargate ও ECR',
      ],
    },
    'aws-3': {
      title: 'নেটওয়ার্কিং ও নিরাপত্তা',
      lessons: [
        'Amazon VPC, সাবনেট ও রাউট টেবিল',
        'সিকিউরিটি গ্রুপ ও নেটওয়ার্ক ACL',
        'IAM ইউজার, গ্রুপ, রোল ও পলিসি',
        'শেয়ার্ড রেসপন্সিবিলিটি মডেল',
        'Amazon Route 53 ও CloudFront',
        'AWS Shield, WAF ও KMS-এর মৌলিক বিষয়',
        'GuardDuty, Inspector, Config ও অন্যান্য সিকিউরিটি সার্ভিস',
      ],
    },
    'aws-4': {
      title: 'বিলিং, সাপোর্ট ও পরীক্ষার প্রস্তুতি',
      lessons: [
        'AWS-এর প্রাইসিং মডেল: On-Demand, Reserved ও Spot',
        'AWS Budgets, Cost Explorer ও Pricing Calculator',
        'AWS সাপোর্ট প্ল্যান ও Trusted Advisor',
        'CloudWatch ও CloudTrail দিয়ে মনিটরিং',
        'CLF-C02 পরীক্ষার কৌশল ও অনুশীলনী প্রশ্ন',
        'AWS Organizations ও কনসলিডেটেড বিলিং',
        'শেষ রিভিশন: যেসব AWS সার্ভিস সহজেই গুলিয়ে যায়',
      ],
    },
  },
  outcomes: [
    'ক্লাউড মডেল এবং Region ও AZ নিয়ে AWS-এর গ্লোবাল ইনফ্রাস্ট্রাকচার ব্যাখ্যা করা',
    'সাধারণ ওয়ার্কলোডের জন্য EC2, S3, RDS, DynamoDB ও Lambda-র মধ্যে বেছে নেওয়া',
    'সাবনেট, রাউট টেবিল ও সিকিউরিটি গ্রুপ দিয়ে একটি বেসিক VPC ডিজাইন করা',
    'শেয়ার্ড রেসপন্সিবিলিটি মেনে IAM ইউজার, রোল ও পলিসি দিয়ে অ্যাক্সেস নিয়ন্ত্রণ করা',
    'প্রাইসিং মডেল, Budgets ও Cost Explorer দিয়ে খরচের হিসাব ও নজরদারি',
    'কৌশল ও অনুশীলনী প্রশ্ন দিয়ে CLF-C02 পরীক্ষার প্রস্তুতি নেওয়া',
  ],
};
