import type { CertificateDialogCopy } from './certificate-dialog.copy';
import { formatNumber } from '../../i18n/format.copy';

export const certificateDialogCopy: CertificateDialogCopy = {
  heading: 'যেভাবে সার্টিফিকেট পাবেন',
  introBefore: '',
  introAfter:
    ' কোর্সের সার্টিফিকেট পেতে এর সব লেসন, কুইজ ও ল্যাব শেষ করুন। শেষটি শেষ করার সঙ্গে সঙ্গেই এটি ইস্যু করা হয়, আর যে কেউ এর নিজস্ব পেজে এটি যাচাই করতে পারেন।',
  completeLessons: (lessons) => `সব ${formatNumber(lessons)}টি লেসন শেষ করুন`,
  finishLabs: (labs) =>
    labs === 1 ? 'হাতে-কলমে ল্যাবটি শেষ করুন' : `সব ${formatNumber(labs)}টি হাতে-কলমে ল্যাব শেষ করুন`,
  passQuizzes: (percent) => `প্রতিটি মডিউল কুইজে ${formatNumber(percent)}% বা তার বেশি নম্বর পান`,
  carries:
    'এতে থাকে আপনার প্রোফাইলের নাম, কোর্স, এর লেভেল ও ঘণ্টা, আর এর পেজের লিংকসহ একটি QR কোড, যাতে নিয়োগকর্তারা এটি যাচাই করতে পারেন।',
  nameBefore: 'আপনার সার্টিফিকেটে ',
  nameAfter: ' নামটি থাকবে।',
  changeName: 'প্রোফাইলে গিয়ে বদলান',
  noNameBefore:
    'আপনার প্রোফাইলে এখনো পুরো নাম নেই, আর সার্টিফিকেটে কখনো আপনার ইমেইল ঠিকানা থাকে না: তাই সার্টিফিকেট অপেক্ষা করবে, যতক্ষণ না আপনি ',
  noNameLink: 'প্রোফাইলে আপনার নাম যোগ করেন',
  noNameAfter: '।',
  close: 'বন্ধ করুন',
};
