import type { LibCopy } from './lib.copy';

export const libCopy: LibCopy = {
  api: {
    network: 'সার্ভারের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    tooMany: 'অনেকবার চেষ্টা করা হয়েছে। কয়েক সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    failed: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  },
  course: {
    authRequired: {
      title: 'সাইন ইন করা প্রয়োজন',
      description: 'এই কোর্সটি শুরু করতে সাইন ইন করুন।',
    },
    started: 'কোর্স শুরু হয়েছে!',
    startFailed: 'কোর্সটি শুরু করা যায়নি',
    continue: 'চালিয়ে যান',
    paymentPending: 'পেমেন্ট যাচাইয়ের অপেক্ষায়',
    start: 'কোর্স শুরু করুন',
    buy: 'এখনই কিনুন',
  },
};
