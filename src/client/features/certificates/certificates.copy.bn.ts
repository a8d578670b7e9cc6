import { dhakaDay } from '../../../shared/format/dhaka-day';
import { LEVELS_BN } from '../../../shared/format/levels-bn';
import { formatCalendarDate, formatNumber } from '../../i18n/format.copy';
import type { CertificatesCopy } from './certificates.copy';

export const certificatesCopy: CertificatesCopy = {
  date: (iso) => formatCalendarDate(dhakaDay(new Date(iso))),
  meta: {
    title: 'সার্টিফিকেট',
    description:
      'Shikhon Academy-র সার্টিফিকেট যাচাই করুন: কে অর্জন করেছেন, কোন কোর্সে, এবং সেটি বৈধ কি না।',
    notFoundTitle: 'সার্টিফিকেট পাওয়া যায়নি',
    notFoundDescription: 'এই ঠিকানায় Shikhon Academy-র কোনো সার্টিফিকেট নেই।',
  },
  notFound: {
    heading: 'সার্টিফিকেট পাওয়া যায়নি',
    body: 'এই ঠিকানায় Shikhon Academy-র কোনো সার্টিফিকেট নেই। আপনাকে দেওয়া লিংক বা QR কোডটি আবার দেখুন।',
    back: 'কোর্সে ফিরে যান',
  },
  revokedOn: (date) => `${date} তারিখে বাতিল করা হয়েছে`,
  revokedRest: (reason) =>
    reason ? `: ${reason}। এই সার্টিফিকেট আর বৈধ নয়।` : '। এই সার্টিফিকেট আর বৈধ নয়।',
  valid: 'বৈধ সার্টিফিকেট।',
  validBy: (issuer) => `${issuer} এটি ইস্যু করেছে এবং এটি বাতিল করা হয়নি।`,
  supersededBy: 'এর বদলে নতুন সার্টিফিকেট: ',
  supersededRest: (date) =>
    `(${date}): শিক্ষার্থী তাঁর নাম বদলেছেন, তাই এই কোর্সের সার্টিফিকেট নতুন নামে আবার ইস্যু করা হয়েছে। এতে লেখা নামের জন্য এটিও বৈধ থাকবে।`,
  kind: 'কোর্স সম্পন্নের সার্টিফিকেট',
  completed: (course) => `${course} কোর্সটি সম্পন্ন করেছেন`,
  facts: {
    learner: 'শিক্ষার্থী',
    learnerBn: 'বাংলায় নাম',
    course: 'কোর্স',
    level: 'লেভেল',
    hours: 'সময়',
    completedOn: 'সম্পন্নের তারিখ',
    issuer: 'ইস্যুকারী',
    id: 'সার্টিফিকেট আইডি',
  },
  level: (level) => LEVELS_BN[level.toLowerCase()] ?? level,
  hours: (hours) => `${formatNumber(hours)} ঘণ্টা`,
  qr: 'এই পেজের ঠিকানার QR কোড',
  verifyAt: 'এই ঠিকানায় সার্টিফিকেটটি যাচাই করুন',
  pdf: 'PDF ডাউনলোড করুন',
  credential: 'সাইন করা ক্রেডেনশিয়াল (JSON)',
  heading: 'সার্টিফিকেট',
  checking: 'সার্টিফিকেটটি যাচাই করা হচ্ছে…',
};
