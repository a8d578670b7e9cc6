import type { CopyShape } from '../../../shared/i18n/copy';

/**
 * The learning paths list's header and its 'Not sure where to start?' box: drawn by the server
 * only (ServerOnly), so these words are in no page's bundle.
 */
export const learningPathsIntroCopy = {
  eyebrow: 'Learning paths',
  title: 'Learning Paths',
  lead: 'Structured routes from first steps to job-ready skills. Follow a path for the role you want, or go deep on one technology or certification.',
  helpTitle: 'Not sure where to start?',
  helpText:
    "Answer six quick questions and we'll recommend a path, or browse every course on its own.",
  takeAssessment: 'Take Skills Assessment',
  browseCourses: 'Browse All Courses',
};

export type LearningPathsIntroCopy = CopyShape<typeof learningPathsIntroCopy>;
