import type { CatalogueCopy } from './catalogue.copy';
import { formatNumber } from '../../i18n/format.copy';

export const catalogueCopy: CatalogueCopy = {
  meta: {
    title: 'সব কোর্স',
    description:
      'Docker, Kubernetes, AWS, Azure, Terraform, Linux, Jenkins, Ansible ও Google Cloud-এ Shikhon Academy-র সব কোর্স দেখুন, লেভেল, ক্যাটাগরি ও দাম অনুযায়ী বেছে নিন।',
  },
  header: {
    eyebrow: 'কোর্স ক্যাটালগ',
    title: 'সব কোর্স',
    lead: 'প্রথম কন্টেইনার থেকে প্রোডাকশন Kubernetes পর্যন্ত, হাতে-কলমে DevOps ও ক্লাউড কোর্স। বিষয় দিয়ে খুঁজুন, অথবা লেভেল, ক্যাটাগরি ও দাম দিয়ে তালিকা ছোট করুন।',
  },
  filters: {
    label: 'কোর্স ফিল্টার',
    search: 'কোর্স খুঁজুন',
    searchPlaceholder: 'Docker, Kubernetes, AWS…',
    level: 'লেভেল',
    allLevels: 'সব লেভেল',
    category: 'ক্যাটাগরি',
    allCategories: 'সব ক্যাটাগরি',
    price: 'দাম',
    allPrices: 'সব দাম',
    free: 'ফ্রি',
    paid: 'পেইড',
  },
  matchCount: (count) => `${formatNumber(count)}টি কোর্স দেখানো হচ্ছে`,
  clearFilters: 'ফিল্টার মুছুন',
  noMatchTitle: 'আপনার খোঁজের সাথে মেলে এমন কোনো কোর্স পাওয়া যায়নি',
  noMatchText: 'অন্য কোনো শব্দ দিয়ে খুঁজুন, অথবা লেভেল, ক্যাটাগরি বা দামের ফিল্টার বদলে দেখুন।',
};
