import type { CopyShape } from '../i18n/copy';

/** The few words the catalogue's helpers put together (course items, course figures, paths). */
export const catalogueCopy = {
  /** A module quiz's title in the course player. */
  quizTitle: (moduleTitle: string) => `Quiz: ${moduleTitle}`,
  /** '1 hands-on lab', '5 hands-on labs' (never for 0). */
  handsOnLabs: (labs: number) => (labs === 1 ? '1 hands-on lab' : `${labs} hands-on labs`),
  labsNeedCloudAccount: 'Labs need a cloud account',
  /** '1 course', '4 courses'. */
  courseCount: (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`,
};

export type CatalogueCopy = CopyShape<typeof catalogueCopy>;
