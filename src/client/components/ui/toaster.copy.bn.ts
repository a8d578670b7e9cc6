import type { toasterCopy as English } from './toaster.copy';

export const toasterCopy: typeof English = { dismissNotification: 'নোটিফিকেশন বন্ধ করুন' };
