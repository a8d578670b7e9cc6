import type { AllText, CourseId, CourseText } from './text-overrides';

/** The courses' Bangla words, by course id; titles are product names and stay as they are. */
export const COURSE_TEXT: AllText<CourseId, CourseText> = {
  'docker-fundamentals': {
    description:
      'Docker দিয়ে কন্টেইনারাইজড অ্যাপ্লিকেশন তৈরি, চালানো ও ডেপ্লয় করা শিখুন: প্রথম Dockerfile লেখা থেকে Docker Compose দিয়ে একাধিক সার্ভিসের সেটআপ পর্যন্ত।',
  },
  'kubernetes-mastery': {
    description:
      'পড, ডেপ্লয়মেন্ট, সার্ভিস, ইনগ্রেস, পারসিস্টেন্ট স্টোরেজ, RBAC ও Helm চার্ট দিয়ে Kubernetes-এ ওয়ার্কলোড ডেপ্লয়, স্কেল ও ট্রাবলশুট করা শিখুন।',
  },
  'aws-cloud-practitioner': {
    description:
      'EC2, S3, IAM, VPC ও RDS-সহ AWS-এর মূল সার্ভিস, প্রাইসিং ও শেয়ার্ড রেসপন্সিবিলিটি শিখুন, আর তৈরি হোন CLF-C02 পরীক্ষার জন্য।',
  },
  'azure-devops-engineer': {
    description:
      'Repos, Boards, মাল্টি-স্টেজ YAML Pipelines, Artifacts, Key Vault ও রিলিজের কৌশল দিয়ে প্রোডাকশন টিমের জন্য Azure-এ শুরু থেকে শেষ পর্যন্ত ডেলিভারি ডিজাইন করুন।',
  },
  'terraform-infrastructure': {
    description:
      'Terraform দিয়ে ক্লাউড ইনফ্রাস্ট্রাকচার কোড হিসেবে প্রভিশন করুন: প্রোভাইডার, রিসোর্স, ভেরিয়েবল, রিমোট স্টেট, পুনর্ব্যবহারযোগ্য মডিউল এবং plan ও apply-এর নিরাপদ ওয়ার্কফ্লো।',
  },
  'linux-system-administration': {
    description:
      'আত্মবিশ্বাসের সঙ্গে Linux সার্ভার পরিচালনা করুন: শেল, ফাইল ও পারমিশন, ইউজার, প্রসেস, systemd সার্ভিস, নেটওয়ার্কিং, স্টোরেজ ও শেল স্ক্রিপ্টিং।',
  },
  'jenkins-ci-cd': {
    description:
      'Jenkins-এর ডিক্লারেটিভ পাইপলাইন, শেয়ার্ড লাইব্রেরি, এজেন্ট, ক্রেডেনশিয়াল এবং GitHub ও Docker ইন্টিগ্রেশন দিয়ে বিল্ড, টেস্ট ও ডেপ্লয়মেন্ট অটোমেট করুন।',
  },
  'ansible-automation': {
    description:
      'Ansible-এর ইনভেন্টরি, প্লেবুক, রোল, টেমপ্লেট, Vault-এ এনক্রিপ্ট করা সিক্রেট ও আইডেমপোটেন্ট অটোমেশন প্যাটার্ন দিয়ে অনেক সার্ভার বারবার একইভাবে কনফিগার করুন।',
  },
  'google-cloud-platform': {
    description:
      'gcloud CLI থেকে Compute Engine, Cloud Storage, VPC নেটওয়ার্কিং, IAM, Cloud Run ও GKE পরিচালনা করে Google Cloud-এ দক্ষতার সঙ্গে কাজ শুরু করুন।',
  },
};
