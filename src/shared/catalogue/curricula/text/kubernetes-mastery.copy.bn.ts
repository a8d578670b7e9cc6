import type { CurriculumWords } from '../shape/kubernetes-mastery';

export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'kubernetes-1': {
      title: 'Kubernetes-এর আর্কিটেকচার',
      lessons: [
        'কন্ট্রোল প্লেন ও ওয়ার্কার নোডের কম্পোনেন্ট',
        'kind ও minikube দিয়ে লোকাল ক্লাস্টার তৈরি',
        'kubectl-এর জরুরি কমান্ড ও kubeconfig কনটেক্সট',
        'ডিক্লারেটিভ ম্যানিফেস্ট ও kubectl apply',
        'নেমস্পেস, লেবেল ও সিলেক্টর',
        'API অবজেক্ট: spec, status ও API ভার্সন',
        'চলমান অ্যাপ পরীক্ষা: logs, exec ও port-forward',
      ],
    },
    'kubernetes-2': {
      title: 'ওয়ার্কলোড',
      lessons: [
        'পড ও মাল্টি-কন্টেইনার প্যাটার্ন',
        'ReplicaSet ও ডেপ্লয়মেন্ট',
        'রোলিং আপডেট ও রোলব্যাক',
        'DaemonSet ও StatefulSet',
        'Job ও CronJob',
        'লাইভনেস, রেডিনেস ও স্টার্টআপ প্রোব',
        'নোড সিলেক্টর, অ্যাফিনিটি ও টেইন্ট দিয়ে শিডিউলিং',
      ],
    },
    'kubernetes-3': {
      title: 'নেটওয়ার্কিং, কনফিগারেশন ও স্টোরেজ',
      lessons: [
        'সার্ভিস: ClusterIP, NodePort ও LoadBalancer',
        'ইনগ্রেস কন্ট্রোলার ও রাউটিং রুল',
        'ConfigMap ও Secret',
        'PersistentVolume, ক্লেইম ও StorageClass',
        'পড আলাদা রাখতে নেটওয়ার্ক পলিসি',
        'ক্লাস্টার DNS ও সার্ভিস ডিসকভারি',
        'Gateway API: Gateway ও HTTPRoute',
      ],
    },
    'kubernetes-4': {
      title: 'প্রোডাকশনে ক্লাস্টার চালানো',
      lessons: [
        'রিসোর্স রিকোয়েস্ট, লিমিট ও কোটা',
        'Horizontal Pod Autoscaler',
        'RBAC: Role, RoleBinding ও ServiceAccount',
        'Helm চার্ট দিয়ে অ্যাপ্লিকেশন প্যাকেজ করা',
        'সমস্যায় থাকা পড ও নোডের ট্রাবলশুটিং',
        'Prometheus ও Grafana দিয়ে মনিটরিং',
        'প্রজেক্ট: একটি মাইক্রোসার্ভিস অ্যাপ্লিকেশন ডেপ্লয় করা',
      ],
    },
  },
  outcomes: [
    'কন্ট্রোল প্লেন বোঝা এবং kind বা minikube দিয়ে লোকাল ক্লাস্টার চালানো',
    'ডেপ্লয়মেন্ট, রোলিং আপডেট, রোলব্যাক ও হেলথ প্রোব দিয়ে অ্যাপ ডেপ্লয় করা',
    'StatefulSet, Job ও CronJob দিয়ে স্টেটফুল ও ব্যাচ ওয়ার্কলোড চালানো',
    'ইনগ্রেস ও Gateway API দিয়ে সার্ভিস উন্মুক্ত করা, সঙ্গে নেটওয়ার্ক পলিসি',
    'ConfigMap, Secret ও PersistentVolume দিয়ে অ্যাপ কনফিগার করা',
    'RBAC, অটোস্কেলিং, Helm চার্ট ও Prometheus মনিটরিং দিয়ে ক্লাস্টার পরিচালনা করা',
  ],
};
