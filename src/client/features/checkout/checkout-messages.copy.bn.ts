import { toBengaliDigits } from '../../../shared/format/bangla';
import { BKASH_MESSAGES } from '../../../shared/schemas/bkash';
import { transactionReusedMessage, transactionTakenMessage } from '../../../shared/schemas/order';
import { ORDER_MESSAGES } from '../../../shared/schemas/order-labels';
import {
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
  VERIFICATION_HOURS,
} from '../../../shared/schemas/payment-rules';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/product-messages';
import { formatNumber } from '../../i18n/format.copy';
import type { CheckoutMessagesCopy } from './checkout-messages.copy';
import { englishPattern } from './message-pattern';

const NOTHING_CHARGED = 'কোনো টাকা কাটা হয়নি';

/** The server's and the order checks' fixed sentences, in Bangla. */
const SAID: Readonly<Record<string, string>> = {
  [ORDER_MESSAGES.courseMissing]: 'যে কোর্সের পেমেন্ট করবেন, সেটি বেছে নিন।',
  [ORDER_MESSAGES.courseUnknown]: 'এমন কোনো কোর্স নেই।',
  [ORDER_MESSAGES.method]: 'bKash বা Nagad বেছে নিন।',
  [ORDER_MESSAGES.mobileMissing]: 'যে মোবাইল নম্বর থেকে পেমেন্ট করেছেন, সেটি দিন।',
  [ORDER_MESSAGES.mobileInvalid]: `মোবাইল নম্বরটি ${toBengaliDigits('01712345678')}-এর মতো বাংলাদেশি মোবাইল নম্বর হতে হবে।`,
  [ORDER_MESSAGES.transactionMissing]: 'পেমেন্টের কনফার্মেশন SMS থেকে ট্রানজেকশন আইডি দিন।',
  [ORDER_MESSAGES.transactionInvalid]: `ট্রানজেকশন আইডি হবে ${formatNumber(TRANSACTION_ID_MIN)} থেকে ${formatNumber(TRANSACTION_ID_MAX)} অক্ষরের (অক্ষর ও সংখ্যা), যেমনটি পেমেন্টের SMS-এ আছে।`,
  [ORDER_MESSAGES.transactionTaken]: 'এই ট্রানজেকশন আইডি দিয়ে আগেই অন্য একটি অর্ডার করা হয়েছে।',
  [ORDER_MESSAGES.transactionReused]: 'এই ট্রানজেকশন আইডি আপনি আগেই জমা দিয়েছেন।',
  'Some payment details need correcting.': 'পেমেন্টের কিছু তথ্য ঠিক করতে হবে।',
  'You already have a payment for this course waiting for verification.':
    'এই কোর্সের একটি পেমেন্ট আগে থেকেই যাচাইয়ের অপেক্ষায় আছে।',
  'You already have a payment for this programme waiting for verification.':
    'এই ল্যাব প্রোগ্রামের একটি পেমেন্ট আগে থেকেই যাচাইয়ের অপেক্ষায় আছে।',
  'You already own this course.': 'এই কোর্সটি আপনার আগেই কেনা আছে।',
  'You already own this programme.': 'এই ল্যাব প্রোগ্রামটি আপনার আগেই কেনা আছে।',
  'This course is free: start it from its page, no payment needed.':
    'এই কোর্সটি ফ্রি: এর পেজ থেকেই শুরু করুন, পেমেন্ট লাগবে না।',
  [PRODUCT_MESSAGES.notOnSale]:
    'এই প্রোগ্রামটি এখনো বিক্রি হচ্ছে না: এর ল্যাবগুলো এখনো তৈরি হচ্ছে। কবে চালু হবে, তা এর পেজে জানতে পারবেন।',
  [BKASH_MESSAGES.enrolled]: 'bKash আপনার পেমেন্ট নিশ্চিত করেছে। আপনি ভর্তি হয়েছেন।',
  [BKASH_MESSAGES.review]: `bKash আপনার পেমেন্ট নিয়েছে, কিন্তু এর তথ্য এই অর্ডারের সঙ্গে মেলেনি, তাই আমাদের টিমের একজন ${formatNumber(VERIFICATION_HOURS)} ঘণ্টার মধ্যে এটি দেখবেন; আবার পেমেন্ট করার দরকার নেই।`,
  [BKASH_MESSAGES.confirming]:
    'bKash এখনো আপনার পেমেন্ট নিশ্চিত করেনি। অ্যাকাউন্ট থেকে টাকা কেটে থাকলে কয়েক মিনিটের মধ্যে আমরা আপনার ভর্তি সম্পন্ন করে ইমেইল করব; আবার পেমেন্ট করার দরকার নেই।',
  [BKASH_MESSAGES.cancelled]: `আপনি bKash পেমেন্ট পেজটি বন্ধ করেছেন, তাই ${NOTHING_CHARGED}। প্রস্তুত হলে পেমেন্টের একটি উপায় বেছে নিন।`,
  [BKASH_MESSAGES.failed]: `bKash পেমেন্টটি সম্পন্ন করতে পারেনি, ${NOTHING_CHARGED}।`,
  [BKASH_MESSAGES.insufficientBalance]: `bKash পেমেন্টটি নেয়নি: আপনার অ্যাকাউন্টে যথেষ্ট ব্যালান্স নেই। ${NOTHING_CHARGED}। bKash অ্যাকাউন্টে টাকা যোগ করে আবার চেষ্টা করুন, অথবা নিচে অন্য উপায়ে পেমেন্ট করুন।`,
  [BKASH_MESSAGES.debitBlocked]: `bKash পেমেন্টটি নেয়নি: এই bKash অ্যাকাউন্ট থেকে এখন পেমেন্ট করা যাচ্ছে না। ${NOTHING_CHARGED}। bKash-এর ${toBengaliDigits('16247')} নম্বরে কল করুন, অথবা নিচে অন্য উপায়ে পেমেন্ট করুন।`,
  [BKASH_MESSAGES.expired]: `এই bKash পেমেন্ট সম্পন্ন হওয়ার আগেই এর মেয়াদ শেষ হয়ে গেছে; ${NOTHING_CHARGED}।`,
  [BKASH_MESSAGES.replaced]: `এই কোর্সের জন্য আপনি নতুন একটি bKash পেমেন্ট শুরু করেছেন, তাই এটি বন্ধ করা হয়েছে; ${NOTHING_CHARGED}।`,
  [BKASH_MESSAGES.started]:
    'এই কোর্সের একটি bKash পেমেন্ট এইমাত্র শুরু হয়েছে। bKash পেজে সেটি শেষ করুন, অথবা এক মিনিট পরে আবার চেষ্টা করুন।',
  [BKASH_MESSAGES.startUnavailable]: `bKash এখন সাড়া দিচ্ছে না, তাই ${NOTHING_CHARGED}। কয়েক মিনিট পরে আবার চেষ্টা করুন, অথবা নিচে Send Money করে পেমেন্ট করুন।`,
  [BKASH_MESSAGES.startRefused]: `bKash এই পেমেন্ট শুরু করতে দেয়নি, ${NOTHING_CHARGED}`,
};

/** Sentences with values in them: how to read each, and its Bangla. */
const WITH_VALUES: readonly [
  (text: string) => string[] | undefined,
  (...values: string[]) => string,
][] = [
  [
    englishPattern(transactionTakenMessage, 2),
    (email = '', id = '') =>
      `এই ট্রানজেকশন আইডি দিয়ে আগেই অন্য একটি অর্ডার করা হয়েছে। পেমেন্টটি আপনার হলে ${email} ঠিকানায় (অথবা যোগাযোগ পেজ থেকে) সাপোর্টে যোগাযোগ করুন এবং ট্রানজেকশন আইডি ${id} জানান।`,
  ],
  [
    englishPattern(transactionReusedMessage, 1),
    (title = '') =>
      `${title}-এর জন্য এই ট্রানজেকশন আইডি আপনি আগেই জমা দিয়েছেন। একটি পেমেন্টে একটি অর্ডারই হয়: পেমেন্টের SMS-এ ট্রানজেকশন আইডিটি আবার দেখুন।`,
  ],
];

/** bKash's own reason, added after some sentences in brackets: "… (bKash: Insufficient Balance)". */
const BKASH_REASON = /^(.*?)( \(bKash: [\s\S]*\))$/;

function say(message: string): string {
  const known = SAID[message];
  if (known) return known;
  for (const [read, write] of WITH_VALUES) {
    const values = read(message);
    if (values) return write(...values);
  }
  const [, sentence = '', reason = ''] = BKASH_REASON.exec(message) ?? [];
  const said = SAID[sentence];
  return said ? `${said}${reason}` : message;
}

export const checkoutMessagesCopy: CheckoutMessagesCopy = { say };
