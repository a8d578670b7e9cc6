import type { CurriculumModule } from '../types';
import { withCurriculumText } from '../text-overrides';
import { writtenModules } from './shape/docker-fundamentals';
import { CURRICULUM_TEXT } from './text/docker-fundamentals.copy';

/** The course as pages show it, with its words in the build's language (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes;
