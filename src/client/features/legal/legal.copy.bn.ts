import { toBengaliDigits } from '../../../shared/format/digits';
import { REFUND_DAYS } from '../../../shared/schemas/refund-rules';
import type { LegalCopy } from './legal.copy';

export const legalCopy: LegalCopy = {
  eyebrow: 'আইনি তথ্য',
  lastUpdated: (date) => `সর্বশেষ হালনাগাদ: ${date}`,
  onThisPage: 'এই পেজে',
  closing: {
    beforeRelated: '। আরও দেখুন আমাদের ',
    beforeContact: ', অথবা কোনো প্রশ্ন থাকলে ',
    contact: 'যোগাযোগ করুন',
    after: '।',
  },
  privacy: {
    title: 'গোপনীয়তা নীতি',
    description:
      'Shikhon Academy কোন ব্যক্তিগত তথ্য সংগ্রহ করে, কেন করে, কত দিন রাখে এবং আপনার অধিকার কী। আমরা কেবল একটি সেশন কুকি ব্যবহার করি এবং গোপনীয়তা-সংক্রান্ত অনুরোধের উত্তর ৩০ দিনের মধ্যে দিই।',
  },
  terms: {
    title: 'ব্যবহারের শর্তাবলি',
    description: `Shikhon Academy ব্যবহারের শর্তাবলি: ন্যূনতম বয়স ১৬, bKash বা Nagad-এ পেমেন্ট, ${toBengaliDigits(String(REFUND_DAYS))} দিনের মানি-ব্যাক গ্যারান্টি, ল্যাবের গ্রহণযোগ্য ব্যবহার এবং বাংলাদেশের আইন।`,
  },
};
