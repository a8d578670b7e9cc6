import type { ItemKind } from './learn';
import { QUIZ_PASS_PERCENT } from './quiz-rules';

/**
 * What earns a course's certificate, in the words pages use (the FAQ, the terms, the course
 * page's certificate dialog). The server issues it the moment every item of the course is
 * finished, whatever the item's kind (server/learning/course-finished.ts); there is no other
 * test. One phrase per kind of item, so a new kind cannot be added without saying here what
 * finishing it takes; course-finished.test.ts checks the server asks for every kind named here.
 * No zod here, so a page can read it cheaply.
 */
export const CERTIFICATE_STEPS: Readonly<Record<ItemKind, string>> = {
  // Reading to the end of a lesson finishes it, as its 'Mark as complete' button does.
  lesson: 'every lesson read to the end',
  quiz: `every module quiz passed with ${QUIZ_PASS_PERCENT}% or more`,
  // A lab passes on a final run of every step's check ('Finish lab', decision 034).
  lab: 'every lab passed',
};

/** The three steps as one phrase: 'every lesson read to the end, every module quiz passed…'. */
export const CERTIFICATE_REQUIREMENTS = `${CERTIFICATE_STEPS.lesson}, ${CERTIFICATE_STEPS.quiz} and ${CERTIFICATE_STEPS.lab}`;

/** A learner may re-issue their certificates under a new name once in this many days. */
export const REISSUE_INTERVAL_DAYS = 30;
