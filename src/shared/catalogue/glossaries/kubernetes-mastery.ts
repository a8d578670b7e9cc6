import type { GlossaryTerm } from './types';

/** Kubernetes Mastery: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'cluster',
    bangla: 'ক্লাস্টার',
    meaning:
      'একসঙ্গে কাজ করা কয়েকটি মেশিন (নোড) ও সেগুলো পরিচালনার কন্ট্রোল প্লেন; Kubernetes আপনার কন্টেইনারগুলো এখানেই চালায়।',
  },
  {
    term: 'control plane',
    bangla: 'কন্ট্রোল প্লেন',
    meaning:
      'ক্লাস্টারের মস্তিষ্ক: API server, etcd, scheduler ও controller manager; এরা আপনার চাওয়া অবস্থা আর আসল অবস্থা মিলিয়ে রাখে।',
  },
  {
    term: 'node',
    bangla: 'নোড',
    meaning:
      'ক্লাস্টারের একটি ওয়ার্কার মেশিন, যেখানে kubelet ও containerd-এর মতো কন্টেইনার রানটাইম পড চালায়।',
  },
  {
    term: 'kubectl',
    bangla: 'kubectl',
    meaning:
      'API server-এর সঙ্গে কথা বলার কমান্ড-লাইন টুল; get, describe, logs ও apply দিয়ে ক্লাস্টার দেখা ও বদলানো হয়।',
  },
  {
    term: 'context',
    bangla: 'কনটেক্সট',
    meaning:
      'kubeconfig-এ একটি ক্লাস্টার, একজন ইউজার ও একটি ডিফল্ট নেমস্পেসের জোড়া; ঝুঁকির কমান্ডের আগে কোন কনটেক্সটে আছেন দেখে নিন।',
  },
  {
    term: 'manifest',
    bangla: 'ম্যানিফেস্ট',
    meaning:
      'apiVersion, kind, metadata ও spec দিয়ে একটি অবজেক্টের কাঙ্ক্ষিত অবস্থা লেখা YAML ফাইল; Git-এ রেখে প্রয়োগ করা হয়।',
  },
  {
    term: 'kubectl apply',
    bangla: 'kubectl apply',
    meaning:
      'ম্যানিফেস্ট অনুযায়ী অবজেক্ট তৈরি বা আপডেট করে; বারবার চালালেও ফল একই থাকে, আর kubectl diff আগেই পরিবর্তন দেখায়।',
  },
  {
    term: 'namespace',
    bangla: 'নেমস্পেস',
    meaning:
      'ক্লাস্টারের ভেতরে নাম, RBAC, কোটা ও পলিসির আলাদা সীমানা; একটি নেমস্পেস মুছলে তার ভেতরের সব কিছু মুছে যায়।',
  },
  {
    term: 'label',
    bangla: 'লেবেল',
    meaning:
      'অবজেক্টে লাগানো key=value জোড়া, যেমন app=web; সিলেক্টর লেবেল মিলিয়েই ঠিক করে কোন পড কোন সার্ভিস বা ডেপ্লয়মেন্টের।',
  },
  {
    term: 'Pod',
    bangla: 'পড',
    meaning:
      'Kubernetes-এর সবচেয়ে ছোট চালানোর একক: এক বা একাধিক কন্টেইনার, যারা একই IP, localhost ও ভলিউম ভাগ করে এবং একসঙ্গে একটি নোডে চলে।',
  },
  {
    term: 'Deployment',
    bangla: 'ডেপ্লয়মেন্ট',
    meaning:
      'স্টেটলেস অ্যাপ চালানোর অবজেক্ট, যা ReplicaSet দিয়ে নির্দিষ্টসংখ্যক পড চালু রাখে; মুছে যাওয়া বা হারানো পড আপনা-আপনি আবার তৈরি হয়।',
  },
  {
    term: 'rolling update',
    bangla: 'রোলিং আপডেট',
    meaning:
      'পড টেমপ্লেট বদলালে পুরোনো পড ধাপে ধাপে নতুন পড দিয়ে বদলানো, যাতে অ্যাপ বন্ধ না হয়; ব্যর্থ হলে নিজে থেকে ফেরে না, kubectl rollout undo দিয়ে আগের revision-এ ফেরাতে হয়।',
  },
  {
    term: 'StatefulSet',
    bangla: 'StatefulSet',
    meaning:
      'প্রতিটি পডকে স্থায়ী নাম, headless সার্ভিস দিয়ে স্থায়ী DNS ও নিজস্ব PVC দেয়; ডেটাবেসের মতো স্টেটফুল অ্যাপের জন্য।',
  },
  {
    term: 'CronJob',
    bangla: 'CronJob',
    meaning:
      'cron শিডিউল অনুযায়ী Job তৈরি করে, আর Job পড চালিয়ে কাজটি সফলভাবে শেষ করে; ব্যাকআপ বা রিপোর্টের মতো নির্ধারিত কাজে লাগে।',
  },
  {
    term: 'readiness probe',
    bangla: 'রেডিনেস প্রোব',
    meaning:
      'পড ট্রাফিক নেওয়ার জন্য তৈরি কি না যাচাই করে; ব্যর্থ হলে সার্ভিস এতে ট্রাফিক পাঠানো বন্ধ করে, কিন্তু কন্টেইনার রিস্টার্ট হয় না।',
  },
  {
    term: 'liveness probe',
    bangla: 'লাইভনেস প্রোব',
    meaning:
      'কন্টেইনার আটকে গেছে কি না যাচাই করে; ব্যর্থ হলে kubelet কন্টেইনার রিস্টার্ট করে, তাই এটি বাইরের কোনো সার্ভিসের ওপর নির্ভর করা উচিত নয়।',
  },
  {
    term: 'Service',
    bangla: 'সার্ভিস',
    meaning:
      'সিলেক্টরে মেলা ready পডগুলোর সামনে একটি স্থায়ী ভার্চুয়াল IP ও DNS নাম; ClusterIP ভেতরের জন্য, NodePort ও LoadBalancer বাইরের ট্রাফিকের জন্য।',
  },
  {
    term: 'Ingress',
    bangla: 'ইনগ্রেস',
    meaning:
      'host ও path দেখে বাইরের HTTP ট্রাফিক বিভিন্ন সার্ভিসে পাঠানোর নিয়ম; এটি কাজ করাতে ক্লাস্টারে একটি Ingress controller লাগে।',
  },
  {
    term: 'Secret',
    bangla: 'Secret',
    meaning:
      'পাসওয়ার্ড বা টোকেনের মতো সংবেদনশীল মান রাখে; মানগুলো base64-এ এনকোড করা, এনক্রিপ্ট করা নয়, তাই RBAC দিয়ে অ্যাক্সেস সীমিত রাখুন।',
  },
  {
    term: 'PersistentVolumeClaim',
    bangla: 'PersistentVolumeClaim (PVC)',
    meaning:
      'অ্যাপের স্টোরেজের অনুরোধ, আকার ও অ্যাক্সেস মোডসহ; StorageClass সেই অনুযায়ী PersistentVolume তৈরি করে ক্লেইমের সঙ্গে বাঁধে, আর পড ক্লেইমটি মাউন্ট করে।',
  },
  {
    term: 'NetworkPolicy',
    bangla: 'নেটওয়ার্ক পলিসি',
    meaning:
      'লেবেলে বাছাই করা পডে কোন ট্রাফিক ঢুকতে বা বেরোতে পারবে তার allow-list; কাজ করতে এমন CNI প্লাগইন লাগে, যা পলিসি প্রয়োগ করে।',
  },
  {
    term: 'requests and limits',
    bangla: 'রিকোয়েস্ট ও লিমিট',
    meaning:
      'request দেখে scheduler পড বসায়, limit চলার সময় প্রয়োগ হয়; মেমরি লিমিট পেরোলে কন্টেইনার OOM kill হয়, CPU লিমিটে শুধু গতি কমে।',
  },
  {
    term: 'Horizontal Pod Autoscaler',
    bangla: 'Horizontal Pod Autoscaler (HPA)',
    meaning:
      'CPU-র মতো মেট্রিক লক্ষ্যের কাছে রাখতে পডের সংখ্যা বাড়ায়-কমায়; এর জন্য metrics-server ও পডে CPU request থাকা দরকার।',
  },
  {
    term: 'RBAC',
    bangla: 'RBAC',
    meaning:
      'Role ও RoleBinding দিয়ে কে কোন নেমস্পেসে কোন রিসোর্সে কী করতে পারবে তা ঠিক করা; অনুমতি শুধু যোগ হয়, তাই যতটুকু দরকার ততটুকুই দিন।',
  },
  {
    term: 'Helm chart',
    bangla: 'Helm চার্ট',
    meaning:
      'টেমপ্লেট ও values-এর প্যাকেজ; helm upgrade --install এটি থেকে ভার্সনসহ একটি release তৈরি করে, আর helm rollback আগের revision-এ ফেরায়।',
  },
];
