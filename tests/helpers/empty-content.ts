import type { LearningContent } from '../../src/server/content/content-types';

/** Content with no courses and no labs: every course's lessons, quizzes and labs answer 404. */
export function emptyLearningContent(): LearningContent {
  return { courses: new Map(), labs: new Map() };
}
