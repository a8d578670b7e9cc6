import type { GlossaryTerm } from './types';

/** Linux System Administration: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'distribution',
    bangla: 'ডিস্ট্রিবিউশন',
    meaning:
      'Linux কার্নেলের সঙ্গে টুল, প্যাকেজ ম্যানেজার ও ডিফল্ট সেটিংস মিলিয়ে তৈরি একটি পূর্ণ সিস্টেম; সার্ভারে বেশির ভাগই Debian/Ubuntu বা RHEL পরিবারের।',
  },
  {
    term: 'boot process',
    bangla: 'বুট প্রক্রিয়া',
    meaning:
      'firmware থেকে GRUB, তারপর কার্নেল ও initramfs, শেষে PID 1 হিসেবে systemd এসে সার্ভিসগুলো চালু করে; systemd-analyze blame ধীর ধাপগুলো দেখায়।',
  },
  {
    term: 'filesystem hierarchy',
    bangla: 'ফাইলসিস্টেম হায়ারার্কি',
    meaning:
      '/ থেকে শুরু হওয়া একটিমাত্র ডিরেক্টরি ট্রি; কনফিগারেশন থাকে /etc-এ, লগ ও বদলাতে থাকা ডেটা /var-এ, আর ইউজারের ফাইল /home-এ।',
  },
  {
    term: 'symbolic link',
    bangla: 'সিমলিংক',
    meaning:
      'অন্য একটি ফাইল বা ডিরেক্টরির দিকে নির্দেশ করা বিশেষ ফাইল, যা ln -s দিয়ে তৈরি হয়; রিলিজ বদলাতে বা রোলব্যাক করতে শুধু লিংকটি ঘুরিয়ে দিলেই হয়।',
  },
  {
    term: 'grep',
    bangla: 'grep',
    meaning:
      'ফাইল বা লগে কোনো প্যাটার্ন খোঁজে; -i বড়-ছোট হাতের অক্ষর উপেক্ষা করে, -n লাইন নম্বর দেখায়, -v না মেলা লাইন দেখায়, -r পুরো ডিরেক্টরিতে খোঁজে।',
  },
  {
    term: 'standard streams',
    bangla: 'স্ট্যান্ডার্ড স্ট্রিম',
    meaning:
      'প্রতিটি প্রসেসের তিনটি স্ট্রিম: stdin, stdout ও stderr; > দিয়ে ফাইলে লেখা, >> দিয়ে শেষে যোগ করা, আর 2> দিয়ে এরর আলাদা করা যায়।',
  },
  {
    term: 'pipe',
    bangla: 'পাইপ',
    meaning:
      '| চিহ্ন দিয়ে একটি কমান্ডের stdout পরের কমান্ডের stdin-এ পাঠানো, যেমন sort | uniq -c; ছোট ছোট টুল জুড়ে বড় কাজ করা যায়।',
  },
  {
    term: 'find',
    bangla: 'find',
    meaning:
      'নাম, ধরন, আকার, সময় বা মালিক দেখে ফাইল খোঁজে; -delete দেওয়ার আগে ফলাফল দেখে নিন, আর নামে স্পেস থাকলে -print0 ও xargs -0 ব্যবহার করুন।',
  },
  {
    term: '/etc/passwd',
    bangla: '/etc/passwd',
    meaning:
      'প্রতিটি অ্যাকাউন্টের এক লাইন, নাম, UID, GID, হোম ডিরেক্টরি ও শেলসহ সাতটি ফিল্ড; পাসওয়ার্ডের হ্যাশ থাকে আলাদা /etc/shadow ফাইলে।',
  },
  {
    term: 'file permissions',
    bangla: 'ফাইল পারমিশন',
    meaning:
      'user, group ও others-এর জন্য r, w, x; অক্টালে r=4, w=2, x=1, তাই ফাইলে 644 ও ডিরেক্টরিতে 755 সাধারণ; ডিরেক্টরিতে x মানে ভেতরে ঢোকা যায়।',
  },
  {
    term: 'sudo',
    bangla: 'sudo',
    meaning:
      'অন্য ইউজার (সাধারণত root) হিসেবে একটি কমান্ড চালানো, যার রেকর্ড লগে থাকে; নিয়ম শুধু visudo দিয়ে এডিট করুন, আর sudo -l দেখায় আপনি কী কী চালাতে পারেন।',
  },
  {
    term: 'package manager',
    bangla: 'প্যাকেজ ম্যানেজার',
    meaning:
      'সফটওয়্যার ইনস্টল, আপডেট ও সরানোর টুল, যা ডিপেন্ডেন্সিও সামলায়; Debian/Ubuntu-তে apt, আর RHEL পরিবারে dnf।',
  },
  {
    term: 'sticky bit',
    bangla: 'স্টিকি বিট',
    meaning:
      'ডিরেক্টরিতে দিলে, যেমন /tmp-এ, কেউ অন্যের ফাইল মুছতে বা নাম বদলাতে পারে না; ls -l-এ others-এর x-এর জায়গায় t দেখায়।',
  },
  {
    term: 'ACL',
    bangla: 'ACL',
    meaning:
      'মালিক, গ্রুপ ও others-এর বাইরে নির্দিষ্ট ইউজার বা গ্রুপকে অনুমতি দেওয়ার ব্যবস্থা; setfacl -m যোগ করে, getfacl দেখায়, আর ls -l-এ + চিহ্ন আসে।',
  },
  {
    term: 'signal',
    bangla: 'সিগন্যাল',
    meaning:
      'প্রসেসকে পাঠানো বার্তা; kill প্রথমে SIGTERM পাঠায় যাতে প্রসেস গুছিয়ে বন্ধ হতে পারে, আর SIGKILL (kill -9) কোনো সুযোগ না দিয়েই থামায়।',
  },
  {
    term: 'load average',
    bangla: 'লোড অ্যাভারেজ',
    meaning:
      '১, ৫ ও ১৫ মিনিটে গড়ে কতগুলো প্রসেস চলছিল বা CPU ও ডিস্কের অপেক্ষায় ছিল; nproc-এর দেখানো CPU সংখ্যার সঙ্গে তুলনা করে বুঝুন।',
  },
  {
    term: 'systemctl',
    bangla: 'systemctl',
    meaning:
      'systemd-এর সার্ভিস নিয়ন্ত্রণের কমান্ড: start ও stop এখনই কাজ করে, enable ও disable বুটের জন্য, আর enable --now দুটোই একসঙ্গে করে।',
  },
  {
    term: 'journalctl',
    bangla: 'journalctl',
    meaning:
      'systemd journal-এর লগ পড়ার কমান্ড; -u দিয়ে একটি সার্ভিস, -f দিয়ে লাইভ লগ, --since দিয়ে সময় আর -p err দিয়ে শুধু এরর দেখা যায়।',
  },
  {
    term: 'cron',
    bangla: 'cron',
    meaning:
      'মিনিট, ঘণ্টা, মাসের দিন, মাস ও সপ্তাহের দিন দিয়ে কমান্ড শিডিউল করার ব্যবস্থা; এর এনভায়রনমেন্ট খুব ছোট, তাই পুরো পাথ লিখুন।',
  },
  {
    term: 'logrotate',
    bangla: 'logrotate',
    meaning:
      'লগ ফাইল নির্দিষ্ট সময় পরপর ঘুরিয়ে, কমপ্রেস করে ও পুরোনোগুলো মুছে ডিস্ক ভরে যাওয়া ঠেকায়; নিয়মগুলো থাকে /etc/logrotate.d/ ফোল্ডারে।',
  },
  {
    term: 'SSH key',
    bangla: 'SSH কি',
    meaning:
      'পাসওয়ার্ডের বদলে কি-জোড়া দিয়ে লগইন: প্রাইভেট কি আপনার কাছে থাকে, পাবলিক কি সার্ভারের authorized_keys-এ; পাসফ্রেজসহ Ed25519 কি ব্যবহার করুন।',
  },
  {
    term: 'firewall',
    bangla: 'ফায়ারওয়াল',
    meaning:
      'কোন ট্রাফিক সার্ভারে ঢুকতে পারবে তা ঠিক করে; ufw বা firewalld দিয়ে ইনকামিং ডিফল্টে বন্ধ রাখুন, আর চালু করার আগে SSH-এর নিয়ম যোগ করুন।',
  },
  {
    term: '/etc/fstab',
    bangla: '/etc/fstab',
    meaning:
      'বুটের সময় কোন ফাইলসিস্টেম কোথায় মাউন্ট হবে তার তালিকা; ডিভাইসের নামের বদলে UUID= দিন, আর রিবুটের আগে findmnt --verify দিয়ে যাচাই করুন।',
  },
  {
    term: 'LVM',
    bangla: 'LVM',
    meaning:
      'ফিজিক্যাল ভলিউম মিলে ভলিউম গ্রুপ হয়, তা থেকে লজিক্যাল ভলিউম কাটা হয়; চালু অবস্থাতেই lvextend -r দিয়ে জায়গা ও ফাইলসিস্টেম বাড়ানো যায়।',
  },
  {
    term: 'set -euo pipefail',
    bangla: 'set -euo pipefail',
    meaning:
      'Bash স্ক্রিপ্টের শুরুতে দিলে কোনো কমান্ড ব্যর্থ হলে, অজানা ভেরিয়েবল পেলে বা পাইপের কোনো অংশ ব্যর্থ হলে স্ক্রিপ্ট সঙ্গে সঙ্গে থেমে যায়।',
  },
];
