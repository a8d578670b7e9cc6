import type { GlossaryTerm } from './types';

/** Docker Fundamentals: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'container',
    bangla: 'কন্টেইনার',
    meaning:
      'একটি অ্যাপ্লিকেশন ও তার দরকারি সব কিছু নিয়ে আলাদা করে চলা একটি প্রসেস; একই হোস্টের কার্নেল ব্যবহার করে।',
  },
  {
    term: 'virtual machine',
    bangla: 'ভার্চুয়াল মেশিন',
    meaning:
      'হাইপারভাইজারের ওপর চলা পুরো একটি কম্পিউটার, যার নিজের অপারেটিং সিস্টেম ও কার্নেল আছে; কন্টেইনারের চেয়ে ভারী এবং চালু হতে বেশি সময় নেয়।',
  },
  {
    term: 'image',
    bangla: 'ইমেজ',
    meaning:
      'কন্টেইনার চালানোর রিড-অনলি টেমপ্লেট, যাতে অ্যাপ, লাইব্রেরি ও ডিফল্ট কমান্ড থাকে; একটি ইমেজ থেকে যত খুশি কন্টেইনার চালানো যায়।',
  },
  {
    term: 'layer',
    bangla: 'লেয়ার',
    meaning:
      'ইমেজের একেকটি রিড-অনলি স্তর, যা একটি বিল্ড ধাপে ফাইলে হওয়া পরিবর্তন ধরে রাখে; কন্টেইনার ওপরে নিজের writable লেয়ার পায়, যা কন্টেইনার মুছলে হারিয়ে যায়।',
  },
  {
    term: 'registry',
    bangla: 'রেজিস্ট্রি',
    meaning:
      'ইমেজ রাখা ও শেয়ার করার সার্ভার, যেমন Docker Hub; docker pull সেখান থেকে ইমেজ নামায়, আর docker push সেখানে তোলে।',
  },
  {
    term: 'tag',
    bangla: 'ট্যাগ',
    meaning:
      'ইমেজের নামের শেষে কোলনের পরের লেবেল, যেমন nginx:1.27; না দিলে latest ধরা হয়, আর একটি ট্যাগ পরে অন্য ইমেজে সরানো যায়।',
  },
  {
    term: 'digest',
    bangla: 'ডাইজেস্ট',
    meaning:
      'sha256: দিয়ে শুরু হওয়া হ্যাশ, যা একটি ইমেজের হুবহু কনটেন্ট চিহ্নিত করে; ট্যাগের মতো এটি কখনো বদলায় না।',
  },
  {
    term: 'docker run',
    bangla: 'docker run',
    meaning:
      'দরকার হলে ইমেজ নামিয়ে এক কমান্ডেই কন্টেইনার তৈরি ও চালু করে; -d, --name, -p ও -e-এর মতো অপশন ইমেজের নামের আগে বসে।',
  },
  {
    term: 'Dockerfile',
    bangla: 'Dockerfile',
    meaning:
      'ইমেজ তৈরির নির্দেশনা লেখা টেক্সট ফাইল: FROM দিয়ে বেস ইমেজ, RUN ও COPY দিয়ে লেয়ার, আর CMD দিয়ে ডিফল্ট কমান্ড ঠিক হয়।',
  },
  {
    term: 'build cache',
    bangla: 'বিল্ড ক্যাশ',
    meaning:
      'আগের বিল্ডের লেয়ার আবার কাজে লাগানোর ব্যবস্থা; একটি ধাপে ক্যাশ না মিললে পরের সব ধাপ নতুন করে চলে, তাই কম বদলানো ধাপ আগে রাখুন।',
  },
  {
    term: 'build context',
    bangla: 'বিল্ড কনটেক্সট',
    meaning:
      'docker build-কে দেওয়া ফোল্ডারের ফাইল, যা COPY দেখতে পায়; .dockerignore দিয়ে .git, .env ও কি-ফাইল বাদ দিলে বিল্ড দ্রুত ও নিরাপদ হয়।',
  },
  {
    term: 'CMD',
    bangla: 'CMD',
    meaning:
      'কন্টেইনার চালু হলে ডিফল্ট কমান্ড, বা ENTRYPOINT থাকলে তার ডিফল্ট আর্গুমেন্ট; docker run-এ ইমেজের নামের পরে কিছু দিলে CMD বদলে যায়।',
  },
  {
    term: 'ENTRYPOINT',
    bangla: 'ENTRYPOINT',
    meaning:
      'কন্টেইনারের স্থির এক্সিকিউটেবল; docker run-এ ইমেজের নামের পরের আর্গুমেন্ট ENTRYPOINT-এর পরে যোগ হয়, আর বদলাতে হলে --entrypoint লাগে।',
  },
  {
    term: 'multi-stage build',
    bangla: 'মাল্টি-স্টেজ বিল্ড',
    meaning:
      'একাধিক FROM থাকা Dockerfile; এক স্টেজে কম্পাইল করে COPY --from= দিয়ে শুধু ফলাফল শেষ স্টেজে নেওয়া হয়, তাই প্রোডাকশন ইমেজ ছোট থাকে।',
  },
  {
    term: 'base image',
    bangla: 'বেস ইমেজ',
    meaning:
      'FROM-এ লেখা যে ইমেজের ওপর আপনার ইমেজ তৈরি হয়; slim, Alpine বা distroless বাছাই ইমেজের আকার, সামঞ্জস্য ও নিরাপত্তা ঠিক করে।',
  },
  {
    term: 'named volume',
    bangla: 'নেমড ভলিউম',
    meaning:
      'Docker-এর ম্যানেজ করা স্টোরেজ, যা কন্টেইনার মুছে ফেললেও ডেটা রেখে দেয়; ডেটাবেসের মতো স্থায়ী ডেটার জন্য এটিই ব্যবহার করুন।',
  },
  {
    term: 'bind mount',
    bangla: 'বাইন্ড মাউন্ট',
    meaning:
      'হোস্টের একটি নির্দিষ্ট ফাইল বা ফোল্ডার সরাসরি কন্টেইনারে মাউন্ট করা; সাধারণত ডেভেলপমেন্টে সোর্স কোড বা কনফিগ ফাইল শেয়ার করতে কাজে লাগে।',
  },
  {
    term: 'user-defined bridge network',
    bangla: 'ইউজার-ডিফাইন্ড ব্রিজ নেটওয়ার্ক',
    meaning:
      'docker network create দিয়ে তৈরি নেটওয়ার্ক, যেখানে কন্টেইনাররা Docker-এর DNS দিয়ে একে অপরকে নাম ধরে খুঁজে পায়; ডিফল্ট bridge-এ তা হয় না।',
  },
  {
    term: 'publish a port',
    bangla: 'পোর্ট পাবলিশ করা',
    meaning:
      '-p HOST:CONTAINER দিয়ে হোস্টের একটি পোর্ট কন্টেইনারের পোর্টে পাঠানো, যাতে বাইরে থেকে অ্যাপে পৌঁছানো যায়; পোর্টটি শুধু হোস্টের ভেতরে রাখতে সামনে 127.0.0.1 জুড়ে দিন।',
  },
  {
    term: 'environment variable',
    bangla: 'এনভায়রনমেন্ট ভেরিয়েবল',
    meaning:
      '-e বা --env-file দিয়ে রানটাইমে দেওয়া কনফিগারেশন, যাতে একই ইমেজ সব এনভায়রনমেন্টে চলে; docker inspect-এ দেখা যায় বলে সিক্রেটের জন্য নিরাপদ নয়।',
  },
  {
    term: 'Docker Compose',
    bangla: 'Docker Compose',
    meaning:
      'compose.yaml ফাইলে সার্ভিস, ভলিউম ও নেটওয়ার্ক লিখে docker compose up -d দিয়ে পুরো মাল্টি-কন্টেইনার অ্যাপ একসঙ্গে চালানোর টুল।',
  },
  {
    term: 'health check',
    bangla: 'হেলথ চেক',
    meaning:
      'কন্টেইনারে নিয়মিত চলা একটি কমান্ড, যা দেখে অ্যাপ সত্যিই সাড়া দিচ্ছে কি না; Compose-এ condition: service_healthy দিলে অন্য সার্ভিস এটি healthy হওয়া পর্যন্ত অপেক্ষা করে।',
  },
  {
    term: 'resource limit',
    bangla: 'রিসোর্স লিমিট',
    meaning:
      '--memory ও --cpus দিয়ে কন্টেইনারের মেমরি ও CPU-র সীমা; মেমরির সীমা পেরোলে প্রসেসটি OOM kill হয়, আর CPU-র সীমায় শুধু গতি কমে।',
  },
];
