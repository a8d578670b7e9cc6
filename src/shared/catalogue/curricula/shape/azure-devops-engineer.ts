import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/azure-devops-engineer.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'azure-1',
    lessons: [
      { minutes: 24 },
      { minutes: 28 },
      { minutes: 30 },
      { minutes: 26 },
      { minutes: 22 },
      { minutes: 22 },
      { minutes: 26 },
    ],
  },
  {
    id: 'azure-2',
    lessons: [
      { minutes: 36 },
      { minutes: 25 },
      { minutes: 32 },
      { minutes: 30 },
      { minutes: 27 },
      { minutes: 34 },
      { minutes: 28 },
    ],
  },
  {
    id: 'azure-3',
    lessons: [
      { minutes: 38 },
      { minutes: 28 },
      { minutes: 35 },
      { minutes: 42 },
      { minutes: 36 },
      { minutes: 40 },
      { minutes: 24 },
    ],
  },
  {
    id: 'azure-4',
    lessons: [
      { minutes: 30 },
      { minutes: 28 },
      { minutes: 34 },
      { minutes: 26 },
      { minutes: 28 },
      { minutes: 48 },
      { minutes: 52 },
    ],
  },
] as const;

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
