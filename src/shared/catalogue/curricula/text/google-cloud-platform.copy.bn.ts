import type { CurriculumWords } from '../shape/google-cloud-platform';

export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'gcp-1': {
      title: 'Google Cloud-এর ভিত্তি',
      lessons: [
        'Google Cloud-এর রিজিয়ন, জোন ও রিসোর্স হায়ারার্কি',
        'প্রজেক্ট, বিলিং অ্যাকাউন্ট ও বাজেট',
        'Cloud Console, Cloud Shell ও gcloud CLI',
        'IAM প্রিন্সিপাল, রোল ও পলিসি',
        'সার্ভিস অ্যাকাউন্ট ও ন্যূনতম প্রিভিলেজ',
        'API চালু করা, কোটা ও লেবেল',
        'অর্গানাইজেশন পলিসি ও Cloud Audit Logs',
      ],
    },
    'gcp-2': {
      title: 'কম্পিউট ও স্টোরেজ',
      lessons: [
        'Compute Engine VM ও মেশিন টাইপ',
        'ইনস্ট্যান্স টেমপ্লেট ও ম্যানেজড ইনস্ট্যান্স গ্রুপ',
        'Cloud Storage বাকেট ও স্টোরেজ ক্লাস',
        'পারসিস্টেন্ট ডিস্ক ও স্ন্যাপশট',
        'এক নজরে Cloud SQL ও Firestore',
        'Cloud Run দিয়ে সার্ভারলেস কন্টেইনার',
        'Secret Manager-এ সিক্রেট রাখা',
      ],
    },
    'gcp-3': {
      title: 'নেটওয়ার্কিং',
      lessons: [
        'VPC নেটওয়ার্ক, সাবনেট ও রাউট',
        'ফায়ারওয়াল রুল ও নেটওয়ার্ক ট্যাগ',
        'Cloud Load Balancing',
        'Cloud NAT ও Private Google Access',
        'Cloud DNS ও Cloud CDN',
        'Shared VPC ও VPC Network Peering',
        'IAP TCP ফরওয়ার্ডিং দিয়ে প্রাইভেট VM-এ পৌঁছানো',
      ],
    },
    'gcp-4': {
      title: 'Kubernetes, অপারেশন ও অটোমেশন',
      lessons: [
        'Google Kubernetes Engine: Standard ও Autopilot',
        'Artifact Registry ও Cloud Build',
        'Cloud Monitoring ও Cloud Logging',
        'Google Cloud-এ Terraform দিয়ে ইনফ্রাস্ট্রাকচার অ্যাজ কোড',
        'খরচ কমানো ও কমিটেড ইউজ ডিসকাউন্ট',
        'Associate Cloud Engineer পরীক্ষার প্রস্তুতি',
        'Cloud Scheduler ও Cloud Run job দিয়ে নির্ধারিত কাজ',
      ],
    },
  },
  outcomes: [
    'ন্যূনতম প্রিভিলেজের সার্ভিস অ্যাকাউন্ট দিয়ে প্রজেক্ট, বিলিং ও IAM রোল সাজানো',
    'Compute Engine, ম্যানেজড ইনস্ট্যান্স গ্রুপ ও Cloud Run-এ ওয়ার্কলোড চালানো',
    'Cloud Storage, পারসিস্টেন্ট ডিস্ক, Cloud SQL ও Firestore-এ ডেটা রাখা',
    'ফায়ারওয়াল রুল, Cloud NAT ও লোড ব্যালান্সিংসহ VPC নেটওয়ার্ক তৈরি করা',
    'Artifact Registry, Cloud Build ও Cloud Monitoring দিয়ে GKE-তে ডেপ্লয় করা',
    'Associate Cloud Engineer পরীক্ষার প্রস্তুতি নেওয়া ও খরচ কমানো',
  ],
};
