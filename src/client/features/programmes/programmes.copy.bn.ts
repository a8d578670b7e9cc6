import { toBengaliDigits } from '../../../shared/format/digits';
import type { ProgrammesCopy } from './programmes.copy';

const bn = (value: number) => toBengaliDigits(String(value));

export const programmesCopy: ProgrammesCopy = {
  card: {
    inPreparation: 'প্রস্তুত হচ্ছে',
    notOnSale: 'এখনো বিক্রি শুরু হয়নি',
    planned: (price) => `সম্ভাব্য দাম: ${price}`,
    seeDetails: 'বিস্তারিত দেখুন',
  },
  facts: {
    modules: (count) => `${bn(count)}টি মডিউল`,
    labs: (count) => `${bn(count)}টি ল্যাব`,
    hours: (hours) => `${toBengaliDigits(hours)} ঘণ্টা`,
  },
};
