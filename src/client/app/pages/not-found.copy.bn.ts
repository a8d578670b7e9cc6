import type { NotFoundCopy } from './not-found.copy';

export const notFoundCopy: NotFoundCopy = {
  meta: {
    title: 'পেজটি পাওয়া যায়নি',
    description: 'আপনি যে পেজটি খুঁজছেন, সেটি নেই। Shikhon Academy-র হোম পেজে ফিরে যান।',
  },
  code: '৪০৪',
  title: 'দুঃখিত! পেজটি পাওয়া যায়নি',
  text: 'আপনি যে পেজটি খুঁজছেন, সেটি নেই বা অন্য কোথাও সরানো হয়েছে।',
  home: 'হোমে ফিরে যান',
  suggestionsLabel: 'জনপ্রিয় পেজ',
  suggestionsTitle: 'অথবা এগুলোর কোনোটি দেখুন:',
  suggestions: {
    courses: 'কোর্স',
    learningPaths: 'লার্নিং পাথ',
    labs: 'ল্যাব',
    contact: 'যোগাযোগ করুন',
  },
};
