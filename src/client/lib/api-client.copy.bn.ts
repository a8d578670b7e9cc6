import type { apiClientCopy as English } from './api-client.copy';

export const apiClientCopy: typeof English = {
  network: 'সার্ভারের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  tooMany: 'অনেকবার চেষ্টা করা হয়েছে। কয়েক সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
  failed: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
};
