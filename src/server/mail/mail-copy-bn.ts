import { formatNumberBn, formatTakaBn } from '../../shared/format/bangla';
import { PAYMENT_METHOD_LABELS } from '../../shared/schemas/order';
import { VERIFICATION_HOURS } from '../../shared/schemas/payment-rules';
import type { LearnerMailCopy, OrderMailDetails, ProductKind } from './mail-copy';

// The learner's mails in Bangla, in the words of docs/bangla-glossary.md: আপনি, tool and brand
// names (bKash, Nagad, LinkedIn, Shikhon Academy) in Latin script, amounts in Bengali digits.
// Course titles, transaction IDs and links stay as they are.

const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  course: 'কোর্স',
  programme: 'ল্যাব প্রোগ্রাম',
};

/** "the course" / "the lab programme" as the subject of a sentence. */
const PRODUCT_KIND_THE: Record<ProductKind, string> = {
  course: 'কোর্সটি',
  programme: 'ল্যাব প্রোগ্রামটি',
};

function paymentLine(order: OrderMailDetails): string {
  return `${order.courseTitle}-এর জন্য আপনার ${PAYMENT_METHOD_LABELS[order.paymentMethod]} পেমেন্ট ${formatTakaBn(order.amount)} (ট্রানজেকশন আইডি ${order.transactionId})`;
}

function enrolledSubject(title: string): string {
  return `${title}-এ আপনার ভর্তি সম্পন্ন হয়েছে`;
}

const DASHBOARD = 'ড্যাশবোর্ড খুলুন';
const THANKS_CLOSING = 'Shikhon Academy-তে শেখার জন্য ধন্যবাদ। কিছু ভুল মনে হলে এই ইমেইলের উত্তর দিন।';
const WRONG_DETAIL_CLOSING = 'ওপরের কোনো তথ্য ভুল হলে এই ইমেইলের উত্তর দিন, আমরা সাহায্য করব।';

export const BN_MAIL: LearnerMailCopy = {
  frame: {
    lang: 'bn',
    greeting: (name) => `প্রিয় ${name || 'শিক্ষার্থী'},`,
    linkFallback: 'বাটনটি কাজ না করলে এই লিংকটি কপি করে ব্রাউজারে খুলুন:',
    footer: 'Shikhon Academy · বাংলাদেশের জন্য DevOps ও ক্লাউড দক্ষতা',
    // Android's, Windows' and macOS's Bengali fonts, then Arial for the Latin words.
    fontFamily: "'Noto Sans Bengali','Nirmala UI',Vrinda,'Bangla Sangam MN',Arial,sans-serif",
  },

  verification: ({ name, url }) => ({
    subject: 'Shikhon Academy-তে আপনার ইমেইল যাচাই করুন',
    name,
    paragraphs: [
      'Shikhon Academy-তে আপনাকে স্বাগতম! অ্যাকাউন্ট খোলা শেষ করতে আপনার ইমেইল ঠিকানাটি নিশ্চিত করুন।',
    ],
    action: { label: 'ইমেইল যাচাই করুন', url },
    closing: 'আপনি অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।',
  }),

  passwordReset: ({ name, url }) => ({
    subject: 'আপনার Shikhon Academy পাসওয়ার্ড রিসেট করুন',
    name,
    paragraphs: [
      'আপনার পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি। নিচের লিংকটি ১ ঘণ্টা পর্যন্ত কাজ করবে।',
      'নতুন পাসওয়ার্ড বেছে নেওয়ার পর অন্য সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন।',
    ],
    action: { label: 'পাসওয়ার্ড রিসেট করুন', url },
    closing: 'এই অনুরোধ আপনি না করে থাকলে ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  }),

  orderReceived: (order) => {
    const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
    return {
      subject: `${order.courseTitle}-এর পেমেন্টের তথ্য আমরা পেয়েছি`,
      name: order.name,
      paragraphs: [
        'ধন্যবাদ! আপনার পেমেন্টের তথ্য আমরা পেয়েছি। এটি আপনার রসিদ:',
        [
          `${PRODUCT_KIND_LABELS[order.kind]}: ${order.courseTitle}`,
          `পরিমাণ: ${formatTakaBn(order.amount)}`,
          `পেমেন্টের মাধ্যম: ${method}`,
          `ট্রানজেকশন আইডি: ${order.transactionId}`,
          'অবস্থা: যাচাইয়ের অপেক্ষায়',
        ].join('\n'),
        `এরপর কী হবে: আমাদের ${method} নম্বরে আসা পেমেন্টের সঙ্গে আমাদের টিম আপনার ট্রানজেকশন আইডি মিলিয়ে দেখবে। আপনার পেমেন্ট যাচাই করা হচ্ছে; ${formatNumberBn(VERIFICATION_HOURS)} ঘণ্টার মধ্যে ইমেইলে নিশ্চিতকরণ পাবেন। যাচাই হলেই ${PRODUCT_KIND_THE[order.kind]} আপনার ড্যাশবোর্ডে খুলে যাবে। যাচাই করতে না পারলে কারণ আর আবার জমা দেওয়ার উপায় ইমেইলে জানিয়ে দেব।`,
        'আপনার অর্ডারের অবস্থা যেকোনো সময় ড্যাশবোর্ডে দেখতে পারবেন।',
      ],
      action: { label: DASHBOARD, url: order.url },
      closing: WRONG_DETAIL_CLOSING,
    };
  },

  orderVerified: (order) => ({
    subject: enrolledSubject(order.courseTitle),
    name: order.name,
    paragraphs: [
      `${paymentLine(order)} যাচাই হয়েছে, আপনি এখন ভর্তি হয়েছেন।`,
      'আপনার কেনা সবকিছু ড্যাশবোর্ডে আপনার অপেক্ষায় আছে।',
    ],
    action: { label: DASHBOARD, url: order.url },
    closing: THANKS_CLOSING,
  }),

  orderConfirmedByBkash: (order) => ({
    subject: enrolledSubject(order.courseTitle),
    name: order.name,
    paragraphs: [
      `${paymentLine(order)} bKash নিশ্চিত করেছে, আপনি এখন ভর্তি হয়েছেন।`,
      'আপনার কেনা সবকিছু ড্যাশবোর্ডে আপনার অপেক্ষায় আছে।',
    ],
    action: { label: DASHBOARD, url: order.url },
    closing: THANKS_CLOSING,
  }),

  orderRejected: (order) => ({
    subject: `${order.courseTitle}-এর জন্য আপনার পেমেন্ট আমরা যাচাই করতে পারিনি`,
    name: order.name,
    paragraphs: [
      `${paymentLine(order)} যাচাই করা যায়নি।`,
      `কারণ: ${order.reason}`,
      'আপনি পেমেন্ট করে থাকলে পেমেন্টের SMS-এ ট্রানজেকশন আইডিটি মিলিয়ে আবার জমা দিন, অথবা এই ইমেইলের উত্তর দিন, আমরা সাহায্য করব।',
    ],
    action: { label: 'আবার পেমেন্ট জমা দিন', url: order.url },
    closing: 'এটি ভুল মনে হলে পেমেন্টের SMS সহ এই ইমেইলের উত্তর দিন, আমরা বিষয়টি ঠিক করে দেব।',
  }),

  certificateIssued: (certificate) => ({
    subject: certificate.reissued
      ? `${certificate.courseTitle}-এর সার্টিফিকেটে এখন আপনার নতুন নাম`
      : `আপনার ${certificate.courseTitle} সার্টিফিকেট প্রস্তুত`,
    name: certificate.name,
    paragraphs: [
      certificate.reissued
        ? `${certificate.courseTitle}-এর সার্টিফিকেট ${certificate.name} নামে নতুন করে ইস্যু করা হয়েছে। আগেরটিও যাচাই করা যাবে, আর তার পেজে এই নতুনটির লিংক থাকবে।`
        : `অভিনন্দন! ${certificate.courseTitle}-এর সব লেসন, কুইজ ও ল্যাব আপনি শেষ করেছেন, আর আপনার সার্টিফিকেট ${certificate.name} নামে ইস্যু করা হয়েছে।`,
      `যে কেউ এর পেজে সার্টিফিকেটটি যাচাই করতে পারবেন। PDF হিসেবে ডাউনলোড করুন: ${certificate.pdfUrl}`,
      `আপনার LinkedIn প্রোফাইলে যোগ করুন: ${certificate.linkedInUrl}`,
    ],
    action: { label: 'সার্টিফিকেট দেখুন', url: certificate.url },
    closing: 'নাম ভুল থাকলে প্রোফাইলে নাম ঠিক করে ড্যাশবোর্ড থেকে সার্টিফিকেটটি আবার ইস্যু করুন।',
  }),

  refundApproved: (refund) => {
    const method = PAYMENT_METHOD_LABELS[refund.paymentMethod];
    return {
      subject: `${refund.courseTitle}-এর রিফান্ড`,
      name: refund.name,
      paragraphs: [
        `${refund.courseTitle}-এর জন্য আপনার ${formatTakaBn(refund.amount)} পেমেন্ট যে ${method} নম্বর থেকে করেছিলেন, সেখানে ফেরত পাঠানো হয়েছে। রিফান্ডের ${method} ট্রানজেকশন আইডি ${refund.refundTransactionId}।`,
        'কোর্সে আপনার ভর্তি শেষ হয়েছে, তাই এর লেসন ও ল্যাব আর আপনার জন্য খোলা নেই।',
      ],
      action: { label: DASHBOARD, url: refund.url },
      closing: 'টাকা অ্যাকাউন্টে না পেলে ওপরের আইডিটি উল্লেখ করে এই ইমেইলের উত্তর দিন।',
    };
  },

  refundDeclined: (refund) => ({
    subject: `${refund.courseTitle}-এর রিফান্ডের অনুরোধ`,
    name: refund.name,
    paragraphs: [
      `${refund.courseTitle}-এর রিফান্ডের অনুরোধটি আমরা অনুমোদন করতে পারিনি।`,
      `কারণ: ${refund.reason}`,
      'কোর্সে আপনার ভর্তি বহাল আছে।',
    ],
    action: { label: DASHBOARD, url: refund.url },
    closing: 'এটি ভুল মনে হলে এই ইমেইলের উত্তর দিন, আমরা আবার দেখব।',
  }),

  applicationConfirmation: (application) => ({
    subject: `${application.positionTitle} পদে আপনার আবেদন আমরা পেয়েছি`,
    name: application.name,
    paragraphs: [
      `Shikhon Academy-তে ${application.positionTitle} পদে আবেদন করার জন্য ধন্যবাদ। আমাদের টিম প্রতিটি আবেদন পড়ে দেখে, পরের ধাপ নিয়ে আপনার সঙ্গে যোগাযোগ করবে।`,
      'কিছু যোগ করতে চাইলে এই ইমেইলের উত্তর দিন।',
    ],
    action: { label: 'খালি পদগুলো দেখুন', url: application.url },
    closing: 'আপনি আবেদন না করে থাকলে এই ইমেইলটি উপেক্ষা করুন।',
  }),

  programmeOpen: (programme) => ({
    subject: `${programme.title} এখন কেনা যাচ্ছে`,
    name: programme.name,
    paragraphs: [
      `${programme.title} বিক্রি শুরু হলে আপনাকে জানাতে বলেছিলেন। এর ল্যাবগুলো তৈরি, এখনই ভর্তি হতে পারেন।`,
      'এ বিষয়ে এটিই আমাদের একমাত্র ইমেইল।',
    ],
    action: { label: 'প্রোগ্রামটি দেখুন', url: programme.url },
    closing: 'Shikhon Academy-তে শেখার জন্য ধন্যবাদ।',
  }),

  bkashPaymentReceipt: (order) => ({
    subject: enrolledSubject(order.courseTitle),
    name: order.name,
    paragraphs: [
      'ধন্যবাদ! bKash আপনার পেমেন্ট নিশ্চিত করেছে, আপনি এখন ভর্তি হয়েছেন। এটি আপনার রসিদ:',
      [
        `${PRODUCT_KIND_LABELS[order.kind]}: ${order.courseTitle}`,
        `পরিমাণ: ${formatTakaBn(order.amount)}`,
        `পেমেন্টের মাধ্যম: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
        `ট্রানজেকশন আইডি: ${order.transactionId}`,
        'অবস্থা: পেমেন্ট সম্পন্ন, ভর্তি হয়েছেন',
      ].join('\n'),
      `${PRODUCT_KIND_THE[order.kind]} ড্যাশবোর্ডে আপনার অপেক্ষায় আছে।`,
    ],
    action: { label: DASHBOARD, url: order.url },
    closing: WRONG_DETAIL_CLOSING,
  }),
};
