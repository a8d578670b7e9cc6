import type { LearningContent } from './content-types';

/** Content with no courses: every course's lessons and quizzes answer 404. */
export function emptyLearningContent(): LearningContent {
  return { courses: new Map(), labs: new Map() };
}
