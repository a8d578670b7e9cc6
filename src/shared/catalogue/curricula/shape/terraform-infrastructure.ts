import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/terraform-infrastructure.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'terraform-1',
    lessons: [
      { minutes: 22 },
      { minutes: 20 },
      { minutes: 28 },
      { minutes: 30 },
      { minutes: 24 },
      { minutes: 20 },
    ],
  },
  {
    id: 'terraform-2',
    lessons: [
      { minutes: 30 },
      { minutes: 22 },
      { minutes: 28 },
      { minutes: 36 },
      { minutes: 26 },
      { minutes: 24 },
    ],
  },
  {
    id: 'terraform-3',
    lessons: [
      { minutes: 26 },
      { minutes: 34 },
      { minutes: 30 },
      { minutes: 28 },
      { minutes: 25 },
      { minutes: 22 },
      { minutes: 24 },
    ],
  },
  {
    id: 'terraform-4',
    lessons: [
      { minutes: 38 },
      { minutes: 24 },
      { minutes: 20 },
      { minutes: 28 },
      { minutes: 40 },
      { minutes: 30 },
      { minutes: 50 },
    ],
  },
] as const;

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
