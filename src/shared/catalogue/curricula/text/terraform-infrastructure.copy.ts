import type { CurriculumText } from '../../text-overrides';

/** Nothing to lay over the curriculum's own (English) words; the Bangla twin has its words. */
export const CURRICULUM_TEXT: CurriculumText = {};
