import type { CopyShape } from '../../../shared/i18n/copy';

/** A course's Bangla glossary page, linked from its player. */
export const glossaryCopy = {
  kicker: 'Bangla glossary',
  heading: (course: string) => `Key terms of ${course}, explained in Bangla`,
  intro:
    'The lessons and labs are in English. These are the terms you will meet most, with the word Bangladeshi engineers use and a short explanation in Bangla.',
  term: 'Term',
  bangla: 'In Bangla',
  meaning: 'What it means',
  backToCourse: 'Back to the course',
  openPlayer: 'Glossary (বাংলা)',
  metaTitle: (course: string) => `${course}: Bangla glossary`,
  metaDescription: (course: string) =>
    `The key terms of the ${course} course, each with its Bangla word and a short explanation in Bangla.`,
  notFoundTitle: 'Glossary not found',
  notFoundDescription: 'This course has no glossary. Browse every Shikhon Academy course.',
  notFound: 'There is no glossary for this course.',
  browse: 'Browse courses',
};

export type GlossaryCopy = CopyShape<typeof glossaryCopy>;
