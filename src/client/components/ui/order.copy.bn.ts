import type { OrderCopy } from './order.copy';

export const orderCopy: OrderCopy = {
  amount: 'পরিমাণ',
  method: 'মাধ্যম',
  mobileNumber: 'মোবাইল নম্বর',
  transactionId: 'ট্রানজেকশন আইডি',
  submitted: 'জমার সময়',
  status: {
    pending: 'যাচাইয়ের অপেক্ষায়',
    verified: 'যাচাই হয়েছে',
    rejected: 'বাতিল হয়েছে',
  },
};
