import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/google-cloud-platform.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'gcp-1',
    lessons: [
      { minutes: 24 },
      { minutes: 22 },
      { minutes: 26 },
      { minutes: 32 },
      { minutes: 28 },
      { minutes: 22 },
      { minutes: 24 },
    ],
  },
  {
    id: 'gcp-2',
    lessons: [
      { minutes: 34 },
      { minutes: 30 },
      { minutes: 28 },
      { minutes: 22 },
      { minutes: 30 },
      { minutes: 35 },
      { minutes: 22 },
    ],
  },
  {
    id: 'gcp-3',
    lessons: [
      { minutes: 32 },
      { minutes: 24 },
      { minutes: 34 },
      { minutes: 26 },
      { minutes: 24 },
      { minutes: 28 },
      { minutes: 22 },
    ],
  },
  {
    id: 'gcp-4',
    lessons: [
      { minutes: 40 },
      { minutes: 32 },
      { minutes: 28 },
      { minutes: 38 },
      { minutes: 24 },
      { minutes: 46 },
      { minutes: 26 },
    ],
  },
] as const;

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
