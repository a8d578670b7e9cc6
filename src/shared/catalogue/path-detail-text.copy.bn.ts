import type { AllText, PathDetailId, PathDetailText } from './text-overrides';

/** The detailed paths' Bangla words: prerequisites in order (the first means 'Nothing'), steps by id. */
export const PATH_DETAIL_TEXT: AllText<PathDetailId, PathDetailText> = {
  'system-administrator': {
    title: 'সিস্টেম অ্যাডমিনিস্ট্রেটর',
    description:
      'Linux টার্মিনালে প্রথম দিন থেকে প্রোডাকশন সার্ভার চালানো পর্যন্ত এগিয়ে যান: ইউজার, সার্ভিস, স্টোরেজ ও নেটওয়ার্ক ম্যানেজ করুন, রোজকার কাজ স্ক্রিপ্ট করুন এবং Ansible দিয়ে অনেক সার্ভার একসঙ্গে অটোমেট করুন।',
    prerequisites: ['কিছুই না', 'কম্পিউটারের বেসিক', 'Linux-এর বেসিক', 'নেটওয়ার্কিং', 'স্ক্রিপ্টিং'],
    steps: {
      'sa-os': 'কম্পিউটার ও OS-এর মৌলিক বিষয়',
      'sa-cli': 'Linux কমান্ড লাইন',
      'sa-users': 'ইউজার, পারমিশন ও প্রসেস',
      'sa-net': 'নেটওয়ার্কিং ও ফায়ারওয়াল',
      'sa-bash': 'শেল স্ক্রিপ্টিং',
      'sa-ansible': 'Ansible দিয়ে অটোমেশন',
      'sa-ops': 'মনিটরিং, ব্যাকআপ ও কন্টেইনার',
    },
  },
  'kubernetes-administrator': {
    title: 'Kubernetes অ্যাডমিনিস্ট্রেটর',
    description:
      'Kubernetes-এ ওয়ার্কলোড চালানো, সুরক্ষিত রাখা ও ট্রাবলশুট করা শিখুন: Linux ও কন্টেইনার থেকে শুরু করে CKA পরীক্ষায় যাচাই করা বেশিরভাগ দক্ষতা পর্যন্ত।',
    prerequisites: ['কিছুই না', 'Linux-এর বেসিক', 'কন্টেইনার', 'নেটওয়ার্কিং', 'YAML'],
    steps: {
      'ka-linux': 'Linux ও নেটওয়ার্কিংয়ের মৌলিক বিষয়',
      'ka-containers': 'কন্টেইনারের মৌলিক বিষয়',
      'ka-arch': 'ক্লাস্টার আর্কিটেকচার ও লোকাল ক্লাস্টার',
      'ka-workloads': 'ওয়ার্কলোড ও শিডিউলিং',
      'ka-network': 'সার্ভিস, নেটওয়ার্কিং ও স্টোরেজ',
      'ka-troubleshoot': 'নিরাপত্তা ও ট্রাবলশুটিং',
      'ka-exam': 'CKA পরীক্ষার প্রস্তুতি',
    },
  },
};
