import type { CurriculumModule } from '../types';
import { withCurriculumText } from '../text-overrides';
import { writtenModules } from './shape/azure-devops-engineer';
import { CURRICULUM_TEXT } from './text/azure-devops-engineer.copy';

/** The course as pages show it, with its words in the build's language (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes;
