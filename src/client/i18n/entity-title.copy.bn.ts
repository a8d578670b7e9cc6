import type { entityTitle as English } from './entity-title.copy';

export const entityTitle: typeof English = {
  course: (title) => `${title}: কোর্স`,
  programme: (title) => `${title}: ল্যাব প্রোগ্রাম`,
  lab: (title) => `${title}: ল্যাব`,
  lesson: (title) => (/[\u0980-\u09FF]/.test(title) ? title : `${title}: লেসন`),
  article: (title) => `${title}: ব্লগ`,
  englishSummary: (summary) => `ইংরেজিতে লেখা: ${summary}`,
};
