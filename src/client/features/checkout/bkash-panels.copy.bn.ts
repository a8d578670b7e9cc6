import type { BkashPanelsCopy } from './bkash-panels.copy';

export const bkashPanelsCopy: BkashPanelsCopy = {
  payHeading: 'bKash-এ পেমেন্ট করে এখনই শুরু করুন',
  payIntro: (amount) =>
    `bKash-এর নিজস্ব পেজে আপনার bKash নম্বর, ভেরিফিকেশন কোড ও PIN দিয়ে ${amount} পেমেন্ট অনুমোদন করুন। bKash নিশ্চিত করলেই, সাধারণত কয়েক সেকেন্ডে, আপনি ভর্তি হয়ে যাবেন: ট্রানজেকশন আইডি লিখতে হবে না, আমাদের টিমের জন্য অপেক্ষাও করতে হবে না।`,
  simulator: 'bKash সিমুলেটর: আসল টাকা লেনদেন হয় না (এই সার্ভারে bKash-এর ক্রেডেনশিয়াল নেই)।',
  opening: 'bKash খোলা হচ্ছে…',
  payButton: (amount) => `bKash-এ পেমেন্ট করুন · ${amount}`,
  payOtherWay: 'নিজে Send Money করতে চান, বা Nagad-এ পেমেন্ট করবেন? নিচের ফর্মটি ব্যবহার করুন।',
  received: 'পেমেন্ট পেয়েছি, যাচাই চলছে',
  confirming: 'আপনার bKash পেমেন্ট নিশ্চিত করা হচ্ছে…',
  receiptEmailed: 'রসিদটি আপনাকে ইমেইল করেছি।',
  startLearning: 'শেখা শুরু করুন',
  goToProgramme: 'ল্যাব প্রোগ্রামে যান',
  cancelled: 'bKash পেমেন্ট বাতিল হয়েছে',
  notCompleted: 'bKash পেমেন্ট সম্পন্ন হয়নি',
  enrolledMessage: 'bKash আপনার পেমেন্ট নিশ্চিত করেছে। আপনি ভর্তি হয়েছেন।',
  enrolledDetails: (transactionId, amount) =>
    `ট্রানজেকশন ${transactionId} · ${amount}। নিশ্চিতকরণটি আপনাকে ইমেইল করেছি।`,
};
