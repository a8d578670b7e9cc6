import type { CourseCardCopy } from './course-card.copy';
import { formatNumber } from '../i18n/format';

export const courseCardCopy: CourseCardCopy = {
  mostPopular: 'সবচেয়ে জনপ্রিয়',
  progress: 'অগ্রগতি',
  percent: (percent) => `${formatNumber(percent)}%`,
  progressLabel: (courseTitle) => `${courseTitle} কোর্সের অগ্রগতি`,
  lessonsUnit: 'টি লেসন',
  labsUnit: () => 'টি ল্যাব',
  hoursUnit: ' ঘণ্টা',
  enrolled: (count) => `${formatNumber(count)} জন ভর্তি হয়েছেন`,
  button: {
    continue: 'চালিয়ে যান',
    paymentPending: 'পেমেন্ট যাচাই চলছে',
    startCourse: 'কোর্স শুরু করুন',
    buyNow: 'এখনই কিনুন',
  },
  buttonName: (label, courseTitle) => `${label}: ${courseTitle}`,
};
