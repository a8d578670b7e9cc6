import type { SiteFooterCopy } from './site-footer.copy';

export const siteFooterCopy: SiteFooterCopy = {
  about:
    'বাংলাদেশের শিক্ষার্থী ও কর্মজীবীদের জন্য হাতে-কলমে DevOps ও ক্লাউড প্রশিক্ষণ: কন্টেইনার, Kubernetes, ক্লাউড প্ল্যাটফর্ম, ইনফ্রাস্ট্রাকচার অ্যাজ কোড এবং Linux।',
  badgesLabel: 'সার্টিফিকেশন ও নিশ্চয়তা',
  badges: ['SOC 2 কমপ্লায়েন্ট', 'GDPR-এর জন্য প্রস্তুত', '৯৯.৯% আপটাইম'],
  courses: 'কোর্স',
  company: 'প্রতিষ্ঠান',
  legal: 'আইনি তথ্য',
  aboutUs: 'আমাদের সম্পর্কে',
  careers: 'ক্যারিয়ার',
  blog: 'ব্লগ',
  contact: 'যোগাযোগ',
  faq: 'সহায়তা ও প্রশ্নোত্তর',
  privacy: 'গোপনীয়তা নীতি',
  terms: 'ব্যবহারের শর্তাবলি',
  rights: '© ২০২৪ Shikhon Academy। সর্বস্বত্ব সংরক্ষিত।',
};
