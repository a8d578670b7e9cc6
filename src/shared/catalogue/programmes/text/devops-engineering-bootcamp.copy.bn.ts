import type { ProgrammeText } from '../../text-overrides';

/** The programme's Bangla words: outcomes and module titles in its order; its title stays. */
export const PROGRAMME_TEXT: ProgrammeText = {
  description:
    '৫৪টি হাতে-কলমে ল্যাবের একটি গাইডেড বুটক্যাম্প, যা আপনাকে Linux কমান্ড লাইন থেকে একটি কার্যকর ডেলিভারি পাইপলাইন পর্যন্ত নিয়ে যাবে: Git ও CI স্ক্রিপ্ট, Docker ইমেজ ও Compose, একাধিক মেশিনে Ansible প্লেবুক এবং Kubernetes ম্যানিফেস্ট। প্রতিটি ল্যাব আমাদের সার্ভারে একটি অস্থায়ী Debian মেশিন, যা আপনার ব্রাউজারেই খোলে, আর প্রতিটি ধাপ যাচাই করা হয় সেই মেশিনেই।',
  outcomes: [
    'কমান্ড লাইন থেকে Linux সার্ভার পরিচালনা: ইউজার, পারমিশন, সার্ভিস, লগ, ব্যাকআপ',
    'Git ব্রাঞ্চ, ট্যাগ ও হুক নিয়ে কাজ করা এবং বিল্ড ও ডেপ্লয়ের পাইপলাইন স্ক্রিপ্ট করা',
    'Docker দিয়ে অ্যাপ্লিকেশন কন্টেইনারাইজ করা এবং Docker Compose দিয়ে চালানো',
    'Ansible প্লেবুক, রোল ও Vault দিয়ে একঝাঁক সার্ভার কনফিগার করা',
    'API স্কিমা ও আপনার টিমের পলিসি মেনে চলা Kubernetes ম্যানিফেস্ট লেখা (অফলাইনে যাচাই; কোনো ক্লাস্টার লাগে না)',
  ],
  moduleTitles: [
    'Linux ও কমান্ড লাইন',
    'Git ও কন্টিনিউয়াস ইন্টিগ্রেশন স্ক্রিপ্ট',
    'Docker দিয়ে কন্টেইনার',
    'Ansible দিয়ে কনফিগারেশন ম্যানেজমেন্ট',
    'Kubernetes ম্যানিফেস্ট',
  ],
};
