import { toBengaliDigits } from '../format/digits';
import type { CatalogueCopy } from './catalogue.copy';

export const catalogueCopy: CatalogueCopy = {
  quizTitle: (moduleTitle) => `কুইজ: ${moduleTitle}`,
  handsOnLabs: (labs) => `${toBengaliDigits(String(labs))}টি হাতে-কলমে ল্যাব`,
  labsNeedCloudAccount: 'ল্যাবের জন্য ক্লাউড অ্যাকাউন্ট লাগবে',
  courseCount: (count) => `${toBengaliDigits(String(count))}টি কোর্স`,
};
