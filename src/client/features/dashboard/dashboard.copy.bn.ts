import { formatNumber } from '../../i18n/format.copy';
import type { DashboardCopy } from './dashboard.copy';

export const dashboardCopy: DashboardCopy = {
  page: {
    eyebrow: 'আপনার অ্যাকাউন্ট',
    title: 'আমার শেখা',
    lead: 'আপনার কেনা কোর্স আর পাঠানো প্রতিটি পেমেন্ট, তার অবস্থাসহ।',
    description: 'Shikhon Academy-তে আপনার কোর্স এবং bKash ও Nagad পেমেন্টের অবস্থা।',
  },
  loading: 'আপনার কোর্স ও অর্ডার লোড হচ্ছে...',
  loadFailed: (message) => `আপনার কোর্স ও অর্ডার লোড করা যায়নি। ${message}`,
  tryAgainLater: 'আবার চেষ্টা করুন।',
  nextStep: 'আপনার পরের ধাপ',
  continueLearning: 'শেখা চালিয়ে যান',
  myCourses: 'আমার কোর্স',
  loadingAchievements: 'আপনার অর্জন লোড হচ্ছে...',
  loadingCertificates: 'আপনার সার্টিফিকেট লোড হচ্ছে...',
  myOrders: 'আমার অর্ডার',
  completed: {
    label: 'সম্পন্ন',
    before: 'এই কোর্সের সব লেসন, কুইজ ও ল্যাব আপনি শেষ করেছেন। ',
    certificate: 'আপনার সার্টিফিকেট',
    after: ' নিচে আছে।',
    nextOnPath: (path) => `${path} লার্নিং পাথে এরপর:`,
    whatNext: 'এরপর যা শিখবেন:',
    continueWith: (course) => `${course} চালিয়ে যান`,
    see: (course) => `${course} দেখুন`,
    allDone: 'আমাদের সব কোর্স আপনি শেষ করেছেন। দারুণ!',
    review: (course) => `${course} আবার দেখুন`,
  },
  resume: {
    next: 'এরপর: ',
    percent: (percent) => `${formatNumber(percent)}% সম্পন্ন`,
    progress: (course) => `${course}: অগ্রগতি`,
    continue: 'চালিয়ে যান',
  },
  courses: {
    none: 'আপনার এখনো কোনো কোর্স নেই।',
    noneHint: 'একটি কোর্স বেছে নিন; পেমেন্ট যাচাই হলেই সেটি এখানে দেখাবে।',
    browse: 'কোর্সগুলো দেখুন',
    lastActivity: (time) => `সর্বশেষ কার্যক্রম: ${time}`,
    notStarted: 'এখনো শুরু করেননি',
    openLabs: 'ল্যাবগুলো খুলুন',
    retired: 'এই কোর্সটি আর ক্যাটালগে নেই। এর কনটেন্ট পেতে আমাদের সঙ্গে যোগাযোগ করুন।',
  },
  orders: {
    none: 'এখনো কোনো অর্ডার নেই। কোনো কোর্সের পেমেন্ট করলে সেই পেমেন্ট ও তার অবস্থা এখানে দেখাবে।',
    pending: (sentAt, hours) =>
      `পেমেন্টটি পাঠিয়েছেন ${sentAt}-এ। আমরা ${formatNumber(hours)} ঘণ্টার মধ্যে পেমেন্ট যাচাই করি। যাচাই হলেই কোর্সটি “আমার কোর্স”-এ দেখাবে।`,
    rejected: (note) => `কারণ: ${note ?? 'কোনো কারণ লেখা হয়নি। দয়া করে আমাদের সঙ্গে যোগাযোগ করুন।'}`,
    tryAgain: 'আবার চেষ্টা করুন',
    verified: 'যাচাই হয়েছে।',
  },
};
