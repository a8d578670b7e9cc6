import type { LibCopy } from './lib.copy';

export const libCopy: LibCopy = {
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
