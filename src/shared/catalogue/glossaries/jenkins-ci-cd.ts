import type { GlossaryTerm } from './types';

/** Jenkins CI/CD: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'continuous integration',
    bangla: 'কন্টিনিউয়াস ইন্টিগ্রেশন (CI)',
    meaning:
      'ঘন ঘন ছোট পরিবর্তন মূল ব্রাঞ্চে মার্জ করা, আর প্রতিটি পরিবর্তন আপনা-আপনি বিল্ড ও টেস্ট করা, যাতে সমস্যা তাড়াতাড়ি ধরা পড়ে।',
  },
  {
    term: 'continuous delivery',
    bangla: 'কন্টিনিউয়াস ডেলিভারি',
    meaning:
      'পাস করা প্রতিটি পরিবর্তন যেকোনো সময় রিলিজের উপযোগী রাখা; continuous deployment-এ সেটি মানুষের অনুমোদন ছাড়াই আপনা-আপনি প্রোডাকশনে যায়।',
  },
  {
    term: 'artefact',
    bangla: 'আর্টিফ্যাক্ট',
    meaning:
      'বিল্ডের ফল, যেমন একটি JAR ফাইল বা Docker ইমেজ; একবার বিল্ড করে ঠিক সেই আর্টিফ্যাক্টই সব এনভায়রনমেন্টে প্রমোট করুন।',
  },
  {
    term: 'JENKINS_HOME',
    bangla: 'JENKINS_HOME',
    meaning:
      'Jenkins-এর সব অবস্থা রাখার ডিরেক্টরি: কনফিগ, জব, ক্রেডেনশিয়াল ও প্লাগইন; Docker-এ এটি /var/jenkins_home, যা named volume-এ রেখে নিয়মিত ব্যাকআপ নিন।',
  },
  {
    term: 'plugin',
    bangla: 'প্লাগইন',
    meaning:
      'Jenkins-এর বেশির ভাগ ফিচার আর ঝুঁকিও আসে প্লাগইন থেকে; কম ইনস্টল করুন, ভেবেচিন্তে আপডেট করুন, আর plugins.txt দিয়ে সেটটি পুনরায় তৈরিযোগ্য রাখুন।',
  },
  {
    term: 'freestyle job',
    bangla: 'ফ্রিস্টাইল জব',
    meaning:
      'ওয়েব ফর্মে কনফিগার করা পুরোনো ধাঁচের জব; অ্যাপের বিল্ডের জন্য কোডে লেখা পাইপলাইন ভালো, কারণ সেটি রিভিউ ও ভার্সন করা যায়।',
  },
  {
    term: 'credentials',
    bangla: 'ক্রেডেনশিয়াল',
    meaning:
      'পাসওয়ার্ড, টোকেন ও SSH কি রাখার Jenkins-এর এনক্রিপ্ট করা স্টোর; পাইপলাইনে ID দিয়ে উল্লেখ করুন, আর withCredentials দিয়ে শুধু দরকারি ধাপে আনুন।',
  },
  {
    term: 'Jenkinsfile',
    bangla: 'Jenkinsfile',
    meaning:
      'অ্যাপের কোডের সঙ্গে রিপোজিটরিতে রাখা পাইপলাইনের সংজ্ঞা; ডিক্লারেটিভ সিনট্যাক্সে pipeline, agent, stages ও steps দিয়ে লেখা হয়।',
  },
  {
    term: 'stage',
    bangla: 'stage',
    meaning:
      'পাইপলাইনের নাম দেওয়া একটি ধাপ, যেমন Build বা Test, যার ভেতরে steps থাকে; UI-তে প্রতিটি stage আলাদা দেখায়, তাই কাজ অনুযায়ী নাম দিন।',
  },
  {
    term: 'post',
    bangla: 'post',
    meaning:
      'পাইপলাইন বা stage শেষে ফল অনুযায়ী চলা অংশ, যেমন always, success বা failure; টেস্ট রিপোর্ট post-এর always অংশে পাবলিশ করুন, যাতে ব্যর্থ হলেও দেখা যায়।',
  },
  {
    term: 'parameters',
    bangla: 'প্যারামিটার',
    meaning:
      'বিল্ড চালানোর সময় দেওয়া ইনপুট, যা params.NAME দিয়ে পড়া হয়; শুরুতেই যাচাই করুন, আর সিক্রেটের জন্য কখনো প্যারামিটার ব্যবহার করবেন না।',
  },
  {
    term: 'parallel stages',
    bangla: 'প্যারালাল stage',
    meaning:
      'একে অপরের ওপর নির্ভর করে না এমন stage একসঙ্গে চালানো; মোট সময় হয় সবচেয়ে ধীর শাখার সমান, আর failFast একটি ব্যর্থ হলে বাকিগুলো থামায়।',
  },
  {
    term: 'multibranch pipeline',
    bangla: 'মাল্টিব্রাঞ্চ পাইপলাইন',
    meaning:
      'রিপোজিটরির যে ব্রাঞ্চ বা পুল রিকোয়েস্টে Jenkinsfile আছে, প্রতিটির জন্য আপনা-আপনি আলাদা পাইপলাইন জব তৈরি করে।',
  },
  {
    term: 'webhook',
    bangla: 'webhook',
    meaning:
      'push বা পুল রিকোয়েস্ট হলে GitHub-এর মতো Git হোস্ট HTTP দিয়ে Jenkins-কে খবর দেয়, ফলে বিল্ড সঙ্গে সঙ্গে শুরু হয়; বারবার polling-এর চেয়ে ভালো।',
  },
  {
    term: 'controller',
    bangla: 'কন্ট্রোলার',
    meaning:
      'Jenkins-এর কেন্দ্রীয় সার্ভার, যা কনফিগারেশন, UI ও বিল্ডের সমন্বয় করে; নিরাপত্তা ও পারফরম্যান্সের জন্য এখানে বিল্ড চালাবেন না।',
  },
  {
    term: 'agent',
    bangla: 'এজেন্ট',
    meaning:
      'যে মেশিন বা কন্টেইনারে আসল বিল্ড চলে; কন্ট্রোলার SSH দিয়ে এটি চালু করতে পারে, বা এজেন্ট নিজেই TCP বা WebSocket দিয়ে যুক্ত হয়।',
  },
  {
    term: 'executor',
    bangla: 'এক্সিকিউটর',
    meaning:
      'একটি এজেন্টে একসঙ্গে একটি বিল্ড চালানোর স্লট; সব এক্সিকিউটর ব্যস্ত থাকলে নতুন বিল্ড কিউতে অপেক্ষা করে।',
  },
  {
    term: 'label',
    bangla: 'লেবেল',
    meaning:
      'এজেন্টের সক্ষমতা বোঝানো নাম, যেমন linux বা docker; পাইপলাইন &&, || ও ! দিয়ে লেবেল এক্সপ্রেশন লিখে ঠিক এজেন্টটি বেছে নেয়।',
  },
  {
    term: 'ephemeral agent',
    bangla: 'ক্ষণস্থায়ী এজেন্ট',
    meaning:
      'প্রতিটি বিল্ডের জন্য নতুন তৈরি হওয়া Docker কন্টেইনার বা Kubernetes পড, যা কাজ শেষে মুছে যায়; প্রতিবার পরিষ্কার ও একই রকম পরিবেশ দেয়।',
  },
  {
    term: 'shared library',
    bangla: 'শেয়ার্ড লাইব্রেরি',
    meaning:
      'অনেক পাইপলাইনের সাধারণ কোড রাখার আলাদা রিপোজিটরি; vars/ ফোল্ডারের প্রতিটি ফাইল একটি নতুন step হয়, আর @Library দিয়ে ট্যাগে পিন করে লোড করা হয়।',
  },
  {
    term: 'Configuration as Code (JCasC)',
    bangla: 'JCasC',
    meaning:
      'Jenkins-এর সিস্টেম কনফিগারেশন YAML ফাইলে রাখা, যাতে প্লাগইনের তালিকা ও Jenkinsfile মিলিয়ে Git থেকেই পুরো কন্ট্রোলার আবার তৈরি করা যায়।',
  },
  {
    term: 'workspace',
    bangla: 'ওয়ার্কস্পেস',
    meaning:
      'এজেন্টে একটি জবের নিজস্ব ফোল্ডার, যেখানে কোড চেকআউট হয়ে বিল্ড চলে; নিয়মিত পরিষ্কার না করলে ডিস্ক ভরে এজেন্ট অফলাইন হয়ে যেতে পারে।',
  },
  {
    term: 'quality gate',
    bangla: 'কোয়ালিটি গেট',
    meaning:
      'SonarQube-এর পাস-ফেল শর্ত, যেমন নতুন কোডে কভারেজ বা বাগের সীমা; waitForQualityGate abortPipeline: true দিলে গেট ফেল করলে বিল্ড থেমে যায়।',
  },
  {
    term: 'input',
    bangla: 'input',
    meaning:
      'পাইপলাইন থামিয়ে মানুষের অনুমোদনের অপেক্ষা করে, যেমন প্রোডাকশনে ডেপ্লয়ের আগে; submitter দিয়ে কারা অনুমোদন দিতে পারবেন তা সীমিত করা যায়।',
  },
];
