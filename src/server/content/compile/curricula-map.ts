import type { CurriculumModule } from '../../../shared/catalogue/types';

/** The curricula the content is checked against, by course id (the built-in ones, or a test's). */
export type Curricula = Readonly<Record<string, readonly CurriculumModule[]>>;
