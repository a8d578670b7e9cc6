import { CERTIFICATE_MESSAGES } from '../../../shared/schemas/certificates';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import { formatCalendarDate, formatNumber } from '../../i18n/format.copy';
import type { MyCertificatesCopy } from './my-certificates.copy';

/** The server's sentences about a re-issue, in Bangla. */
const SAID: Readonly<Record<string, string>> = {
  [CERTIFICATE_MESSAGES.nameRequired]:
    'আগে প্রোফাইলে আপনার পুরো নাম যোগ করুন: সার্টিফিকেটে সেই নামই থাকে, ইমেইল ঠিকানা কখনো নয়।',
  [CERTIFICATE_MESSAGES.reissueTooSoon]: 'সার্টিফিকেট মাসে একবার আবার ইস্যু করা যায়।',
  [CERTIFICATE_MESSAGES.nothingToReissue]: 'আপনার সার্টিফিকেটে প্রোফাইলের নামই আছে।',
};

export const myCertificatesCopy: MyCertificatesCopy = {
  date: (iso) => formatCalendarDate(dhakaDay(new Date(iso))),
  heading: 'আমার সার্টিফিকেট',
  failed: (message) => `আপনার সার্টিফিকেট লোড করা যায়নি। ${message}`,
  none: 'এখনো কোনো সার্টিফিকেট নেই। কোনো কোর্সের সব লেসন, কুইজ ও ল্যাব শেষ করলে তার সার্টিফিকেট পাবেন।',
  issuedTo: (name) => `${name} নামে ইস্যু করা হয়েছে`,
  completedOn: (date, revoked) =>
    revoked ? `সম্পন্নের তারিখ: ${date} · বাতিল করা হয়েছে` : `সম্পন্নের তারিখ: ${date}`,
  view: 'সার্টিফিকেট দেখুন',
  pdf: 'PDF ডাউনলোড করুন',
  linkedIn: 'LinkedIn-এ শেয়ার করুন',
  noName: {
    title: 'প্রথম সার্টিফিকেটের আগে আপনার পুরো নাম যোগ করুন।',
    body: 'সার্টিফিকেটে আপনার প্রোফাইলের নাম থাকে, ইমেইল ঠিকানা কখনো নয়; নাম না দেওয়া পর্যন্ত শেষ করা কোর্সের সার্টিফিকেট অপেক্ষায় থাকে।',
    link: 'প্রোফাইলে আপনার নাম যোগ করুন',
  },
  outdatedBefore: 'আপনার প্রোফাইলে নাম ',
  outdatedAfter: (count, days) =>
    count === 1
      ? ` লেখা আছে, কিন্তু একটি সার্টিফিকেটে অন্য নাম আছে। আবার ইস্যু করলে সেটিতে আপনার নতুন নাম বসবে; পুরোনো পেজটিও যাচাই করা যাবে এবং নতুনটির লিংক দেখাবে। এটি প্রতি ${formatNumber(days)} দিনে একবার করা যায়।`
      : ` লেখা আছে, কিন্তু ${formatNumber(count)}টি সার্টিফিকেটে অন্য নাম আছে। আবার ইস্যু করলে সেগুলোতে আপনার নতুন নাম বসবে; পুরোনো পেজগুলোও যাচাই করা যাবে এবং নতুনগুলোর লিংক দেখাবে। এটি প্রতি ${formatNumber(days)} দিনে একবার করা যায়।`,
  reissuedRecently: (date) => `আপনি সম্প্রতি আবার ইস্যু করেছেন: ${date} থেকে আবার করতে পারবেন।`,
  reissuing: 'আবার ইস্যু করা হচ্ছে...',
  reissue: (name) => `${name} নামে আবার ইস্যু করুন`,
  reissueFailed: 'আবার ইস্যু করা যায়নি',
  reissued: 'সার্টিফিকেট আবার ইস্যু করা হয়েছে',
  reissuedDescription: (count, name) =>
    count === 1
      ? `আপনার সার্টিফিকেটে এখন ${name} নাম আছে। নতুন লিংক আপনাকে ইমেইল করেছি।`
      : `আপনার সার্টিফিকেটগুলোতে এখন ${name} নাম আছে। নতুন লিংকগুলো আপনাকে ইমেইল করেছি।`,
  say: (message) => SAID[message] ?? message,
};
