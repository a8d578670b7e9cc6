import type { GlossaryCopy } from './glossary.copy';

export const glossaryCopy: GlossaryCopy = {
  kicker: 'বাংলা শব্দকোষ',
  heading: (course) => `${course}: মূল শব্দগুলো বাংলায়`,
  intro:
    'লেসন ও ল্যাব ইংরেজিতে লেখা। এখানে সবচেয়ে বেশি যে শব্দগুলো পাবেন, সেগুলোর বাংলা নাম আর ছোট্ট ব্যাখ্যা দেওয়া আছে।',
  term: 'শব্দ',
  bangla: 'বাংলায়',
  meaning: 'মানে',
  backToCourse: 'কোর্সে ফিরে যান',
  openPlayer: 'বাংলা শব্দকোষ',
  metaTitle: (course) => `${course}: বাংলা শব্দকোষ`,
  metaDescription: (course) =>
    `${course} কোর্সের মূল শব্দগুলো, প্রতিটির বাংলা নাম ও বাংলায় ছোট্ট ব্যাখ্যা।`,
  notFoundTitle: 'শব্দকোষ পাওয়া যায়নি',
  notFoundDescription: 'এই কোর্সের কোনো শব্দকোষ নেই। Shikhon Academy-র সব কোর্স দেখুন।',
  notFound: 'এই কোর্সের কোনো শব্দকোষ নেই।',
  browse: 'সব কোর্স দেখুন',
};
