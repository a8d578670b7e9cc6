/** A module quiz's rules, shared by the server that enforces them and the player that shows them. */

export const QUIZ_PASS_PERCENT = 70;

/**
 * The wait before the next attempt after a quiz's 1st, 2nd, 3rd... failed attempt; the last
 * applies to every later failure. Two quick retries for a learner who slipped, then longer
 * waits, so that trying answers until the score passes takes days (decision 028).
 */
export const QUIZ_WAITS_SECONDS: readonly number[] = [60, 60, 10 * 60, 60 * 60, 8 * 60 * 60];

/**
 * The failed attempts that name the questions answered wrongly; later ones give the score only,
 * so the marks cannot be used to eliminate options one attempt at a time (decision 028).
 */
export const QUIZ_MARKED_ATTEMPTS = 2;

/** Seconds to wait after a learner's `failures`-th failed attempt of a quiz (0 before any). */
export function quizWaitAfter(failures: number): number {
  if (failures < 1) return 0;
  const index = Math.min(failures, QUIZ_WAITS_SECONDS.length) - 1;
  return QUIZ_WAITS_SECONDS[index] ?? 0;
}
