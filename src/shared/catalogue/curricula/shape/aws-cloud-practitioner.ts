import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/aws-cloud-practitioner.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'aws-1',
    lessons: [
      { minutes: 22 },
      { minutes: 25 },
      { minutes: 28 },
      { minutes: 24 },
      { minutes: 20 },
      { minutes: 20 },
      { minutes: 22 },
    ],
  },
  {
    id: 'aws-2',
    lessons: [
      { minutes: 35 },
      { minutes: 24 },
      { minutes: 32 },
      { minutes: 30 },
      { minutes: 27 },
      { minutes: 30 },
      { minutes: 26 },
    ],
  },
  {
    id: 'aws-3',
    lessons: [
      { minutes: 36 },
      { minutes: 26 },
      { minutes: 38 },
      { minutes: 20 },
      { minutes: 28 },
      { minutes: 24 },
      { minutes: 24 },
    ],
  },
  {
    id: 'aws-4',
    lessons: [
      { minutes: 26 },
      { minutes: 24 },
      { minutes: 18 },
      { minutes: 28 },
      { minutes: 45 },
      { minutes: 22 },
      { minutes: 30 },
    ],
  },
] as const;

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
