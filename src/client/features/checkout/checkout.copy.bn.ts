import { toBengaliDigits } from '../../../shared/format/bangla';
import { REFUND_DAYS } from '../../../shared/schemas/refund-rules';
import { formatNumber } from '../../i18n/format.copy';
import type { CheckoutCopy } from './checkout.copy';

export const checkoutCopy: CheckoutCopy = {
  meta: {
    notFoundTitle: 'কোর্সটি পাওয়া যায়নি',
    notFoundDescription: 'এই কোর্সটি নেই। এর বদলে Shikhon Academy-র সব কোর্স দেখুন।',
    notOnSaleTitle: (title) => `এখনো বিক্রি শুরু হয়নি: ${title}`,
    notOnSaleDescription: (title) => `${title} তৈরি হচ্ছে, এখনো কেনা যাবে না।`,
    title: (title) => `চেকআউট: ${title}`,
    description: (price, title) =>
      `bKash বা Nagad-এ ${title}-এর জন্য ${price} পেমেন্ট করুন এবং যাচাইয়ের জন্য ট্রানজেকশন আইডি জমা দিন।`,
  },
  item: {
    courseFacts: (lessons, hours) =>
      `${formatNumber(lessons)}টি লেসন · ${formatNumber(hours)} ঘণ্টা`,
    programmeFacts: (hours) => `${toBengaliDigits(hours)} ঘণ্টার হাতে-কলমে ল্যাব`,
    inPreparation: 'তৈরি হচ্ছে',
  },
  backTo: (kind) => (kind === 'course' ? 'কোর্সে ফিরে যান' : 'ল্যাব প্রোগ্রামে ফিরে যান'),
  heading: 'চেকআউট',
  intro: (title) =>
    `bKash বা Nagad-এ ${title}-এর পেমেন্ট করুন, তারপর ট্রানজেকশন আইডি জানান, যাতে আমরা আপনার অ্যাক্সেস নিশ্চিত করতে পারি।`,
  notEnrolled: 'লেসনগুলো খুলতে এই কোর্সে ভর্তি হন।',
  signInBefore: 'পেমেন্টের আগে দয়া করে ',
  signInLink: 'সাইন ইন করুন',
  signInAfter: ': আপনার পেমেন্ট আপনার অ্যাকাউন্টের সঙ্গে যুক্ত থাকে।',
  paymentDetails: 'পেমেন্টের তথ্য',
  notOnSale: {
    heading: (title) => `${title} এখনো বিক্রি শুরু হয়নি`,
    reason:
      'এই প্রোগ্রামটি এখনো বিক্রি হচ্ছে না: এর ল্যাবগুলো এখনো তৈরি হচ্ছে। কবে চালু হবে, তা এর পেজে জানতে পারবেন।',
    back: 'প্রোগ্রামে ফিরে যান',
  },
  summary: {
    heading: 'অর্ডারের সারাংশ',
    badge: 'DevOps ও ক্লাউড',
    certificate: 'কোর্স সম্পন্নের সার্টিফিকেট',
    guarantee: `${formatNumber(REFUND_DAYS)} দিনের মানি-ব্যাক গ্যারান্টি`,
    terminal: 'ব্রাউজারেই আসল টার্মিনাল',
    total: 'মোট',
  },
  method: {
    legend: 'পেমেন্টের মাধ্যম',
    receivingNumber: 'পেমেন্ট নম্বর',
  },
  instructions: {
    heading: (amount, method) => `${method} দিয়ে ${amount} পেমেন্ট করবেন যেভাবে`,
    open: (method) => `ফোনে ${method} অ্যাপ খুলুন।`,
    chooseBefore: '',
    sendMoney: 'Send Money',
    chooseAfter: ' বেছে নিয়ে এই নম্বরটি দিন: ',
    numberAfter: '। ',
    copyWhat: 'নম্বর',
    amountBefore: 'পরিমাণ ',
    amountAfter: ' লিখে আপনার PIN দিয়ে নিশ্চিত করুন।',
    note: 'কনফার্মেশন SMS থেকে ট্রানজেকশন আইডি লিখে রাখুন।',
    enter: 'যে নম্বর থেকে পেমেন্ট করেছেন সেটি ও ট্রানজেকশন আইডি নিচে দিন।',
  },
  form: {
    mobileLabel: 'মোবাইল নম্বর',
    mobileHint: (method) => `যে ${method} নম্বর থেকে পেমেন্ট করেছেন।`,
    transactionLabel: 'ট্রানজেকশন আইডি',
    transactionHint: (min, max) =>
      `কনফার্মেশন SMS-এ থাকা ${formatNumber(min)} থেকে ${formatNumber(max)} অক্ষরের আইডি (অক্ষর ও সংখ্যা)।`,
    mobileMissing: 'যে মোবাইল নম্বর থেকে পেমেন্ট করেছেন, সেটি দিন।',
    transactionMissing: 'পেমেন্টের কনফার্মেশন SMS থেকে ট্রানজেকশন আইডি দিন।',
    submitting: 'জমা দেওয়া হচ্ছে...',
    submit: 'পেমেন্টের তথ্য জমা দিন',
    promise: (hours) =>
      `আমরা ${formatNumber(hours)} ঘণ্টার মধ্যে আপনার পেমেন্ট যাচাই করে ইমেইলে অ্যাক্সেস নিশ্চিত করি।`,
  },
  toasts: {
    authRequired: {
      title: 'সাইন ইন প্রয়োজন',
      description: 'কেনাকাটা সম্পন্ন করতে দয়া করে সাইন ইন করুন।',
    },
    missing: {
      title: 'তথ্য অসম্পূর্ণ',
      description: 'মোবাইল নম্বর ও ট্রানজেকশন আইডি দুটোই দিন।',
    },
    failed: {
      title: 'পেমেন্ট জমা দেওয়া যায়নি',
      description: 'আবার চেষ্টা করুন অথবা সাপোর্টে যোগাযোগ করুন।',
    },
    submitted: {
      title: 'পেমেন্ট সফলভাবে জমা হয়েছে!',
      description: (hours) =>
        `আপনার পেমেন্ট যাচাই করা হচ্ছে। ${formatNumber(hours)} ঘণ্টার মধ্যে নিশ্চিতকরণ পাবেন।`,
    },
    alreadySubmitted: 'পেমেন্ট আগেই জমা দেওয়া হয়েছে',
  },
  enrolled: 'আপনি ভর্তি হয়েছেন',
  owned: {
    heading: (kind) =>
      kind === 'course' ? 'এই কোর্সটি আপনার কেনা আছে' : 'এই ল্যাব প্রোগ্রামটি আপনার কেনা আছে',
    body: 'আপনার অ্যাক্সেস নিশ্চিত, তাই কিছু পেমেন্ট করতে হবে না। যেখানে থেমেছিলেন, সেখান থেকে শুরু করুন।',
    goTo: (kind) => (kind === 'course' ? 'কোর্সে যান' : 'ল্যাব প্রোগ্রামে যান'),
  },
  pending: {
    received: 'পেমেন্টের তথ্য পেয়েছি',
    waiting: 'পেমেন্ট যাচাইয়ের অপেক্ষায়',
    thanks: (transactionId, method) =>
      `ধন্যবাদ। আমাদের ${method} নম্বরে আসা পেমেন্টের সঙ্গে আমাদের টিম এখন ট্রানজেকশন ${transactionId} মিলিয়ে দেখছে। এই রসিদটি আপনাকে ইমেইল করেছি।`,
    promise: (hours) =>
      `আমরা ${formatNumber(hours)} ঘণ্টার মধ্যে পেমেন্ট যাচাই করি এবং অ্যাক্সেস নিশ্চিত হলেই আপনাকে ইমেইল করি। আবার পেমেন্ট করার দরকার নেই।`,
  },
  details: {
    order: 'অর্ডার',
    for: 'বিবরণ',
    method: 'পেমেন্টের মাধ্যম',
    amount: 'পরিমাণ',
    transactionId: 'ট্রানজেকশন আইডি',
    paidFrom: 'যে নম্বর থেকে',
    submitted: 'জমা দেওয়ার সময়',
  },
  rejected: {
    heading: (transactionId, note) =>
      note
        ? `আপনার আগের পেমেন্ট (ট্রানজেকশন ${transactionId}) বাতিল হয়েছে: ${note}`
        : `আপনার আগের পেমেন্ট (ট্রানজেকশন ${transactionId}) বাতিল হয়েছে।`,
    again: 'নিচের তথ্য দেখে আবার জমা দিন।',
  },
  dashboard: 'আমার ড্যাশবোর্ডে যান',
};
