import { REFUND_DAYS, REFUND_PERCENT } from '../../../shared/schemas/refund-rules';
import {
  REFUND_MESSAGES,
  REFUND_REASON_MAX,
  tooFarMessage,
  tooLateMessage,
} from '../../../shared/schemas/refund';
import { formatNumber } from '../../i18n/format.copy';
import type { OrderRefundCopy } from './order-refund.copy';

const days = formatNumber(REFUND_DAYS);
const percent = formatNumber(REFUND_PERCENT);

/** The server's fixed sentences a learner can meet here, in Bangla. */
const SAID: Readonly<Record<string, string>> = {
  [REFUND_MESSAGES.reasonTooLong]: `কারণ সর্বোচ্চ ${formatNumber(REFUND_REASON_MAX)} অক্ষরের হতে পারে।`,
  [REFUND_MESSAGES.orderMissing]: 'যে অর্ডারের রিফান্ড চান, সেটি বেছে নিন।',
  [REFUND_MESSAGES.noOrder]: 'এমন কোনো অর্ডার নেই।',
  [REFUND_MESSAGES.notVerified]: 'শুধু যাচাই হওয়া পেমেন্টেরই রিফান্ড হয়।',
  [REFUND_MESSAGES.alreadyRequested]: 'এই অর্ডারের রিফান্ড আগেই চাওয়া হয়েছে।',
};

/** The server's refusal for a payment verified too long ago: it names the day in brackets. */
function isTooLate(message: string): boolean {
  const day = /\(on ([^()]+)\)\.$/.exec(message)?.[1];
  return day !== undefined && message === tooLateMessage(day);
}

/** The share of the course done, when the server refused for it. */
function tooFarDone(message: string): number | undefined {
  const done = Number(/(\d+)%/.exec(message)?.[1]);
  const kinds = ['course', 'programme'] as const;
  return kinds.some((kind) => message === tooFarMessage(done, kind)) ? done : undefined;
}

function say(message: string): string {
  const known = SAID[message];
  if (known) return known;
  // The card shows when the payment was verified, just above.
  if (isTooLate(message)) return `পেমেন্ট যাচাই হওয়ার পর ${days} দিনের বেশি পেরিয়ে গেছে।`;
  const done = tooFarDone(message);
  return done === undefined
    ? message
    : `আপনি এর ${formatNumber(done)}% শেষ করেছেন; রিফান্ড হয় ${percent}%-এর কম শেষ হলে।`;
}

export const orderRefundCopy: OrderRefundCopy = {
  approvedSending: (at) =>
    `${at}-এ রিফান্ড অনুমোদিত হয়েছে। যে bKash নম্বর থেকে পেমেন্ট করেছিলেন, টাকা সেখানে ফেরত পাঠানো হচ্ছে; টাকা পৌঁছালে রিফান্ডের ট্রানজেকশন আইডি আপনাকে ইমেইল করব। এই কোর্সে আপনার আর অ্যাক্সেস নেই।`,
  refunded: (at, refundTransactionId) =>
    refundTransactionId
      ? `${at}-এ রিফান্ড করা হয়েছে। রিফান্ডের ট্রানজেকশন আইডি: ${refundTransactionId}। এই কোর্সে আপনার আর অ্যাক্সেস নেই।`
      : `${at}-এ রিফান্ড করা হয়েছে। এই কোর্সে আপনার আর অ্যাক্সেস নেই।`,
  declined: (reason) =>
    `রিফান্ড নামঞ্জুর হয়েছে: ${reason ?? 'কোনো কারণ লেখা হয়নি। দয়া করে আমাদের সঙ্গে যোগাযোগ করুন।'}`,
  requested: (at) =>
    `${at}-এ রিফান্ড চেয়েছেন। আমাদের সিদ্ধান্ত আপনাকে ইমেইলে জানাব। ততদিন এই কোর্সের কোনো সার্টিফিকেট ইস্যু হবে না।`,
  verified: (at, refunded) => {
    const when = at ? `${at}-এ যাচাই হয়েছে।` : 'যাচাই হয়েছে।';
    return refunded ? when : `${when} কোর্সটি “আমার কোর্স”-এ আছে।`;
  },
  badgeRefunded: 'রিফান্ড হয়েছে',
  badgeApproved: 'রিফান্ড অনুমোদিত',
  noRefund: 'রিফান্ড হবে না: ',
  until: (date) => `${date} পর্যন্ত রিফান্ড চাইতে পারবেন।`,
  request: 'রিফান্ড চান',
  dialog: {
    title: 'রিফান্ড চান',
    label: 'কারণ (ঐচ্ছিক)',
    hint: (max) => `চাইলে কারণটি লিখুন, সর্বোচ্চ ${formatNumber(max)} অক্ষর।`,
    submit: 'রিফান্ড চান',
  },
  rule: `পেমেন্ট যাচাই হওয়ার ${days} দিনের মধ্যে, কোর্সের ${percent}%-এর কম শেষ করে থাকলে, আপনি টাকা ফেরত পেতে পারেন।`,
  summary: (course, amount, done) =>
    `${course}: ${amount}, আপনি ${formatNumber(done)}% শেষ করেছেন। যে নম্বর থেকে পেমেন্ট করেছিলেন, আমাদের টিম সেখানে টাকা ফেরত পাঠিয়ে আপনাকে ইমেইল করবে।`,
  say,
};
