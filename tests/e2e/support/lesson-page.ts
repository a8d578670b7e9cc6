import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The lesson button's words in the page's language. */
export interface LessonButtonWords {
  markComplete: string;
  completed: string;
}

const ENGLISH: LessonButtonWords = { markComplete: 'Mark as complete', completed: 'Completed' };

/**
 * Finishes the lesson open on the page as a reader does, and waits until the player shows it
 * finished. Reading to the end of a lesson records it by itself, and scrolling "Mark as complete"
 * into view reaches the end of a short lesson: the click may then find the button already saving
 * or done (disabled), so the click is tried briefly and the finished button is what is asserted.
 */
export async function finishOpenLesson(
  page: Page,
  words: LessonButtonWords = ENGLISH,
): Promise<void> {
  const mark = page.getByRole('button', { name: words.markComplete, exact: true });
  const done = page.getByRole('button', { name: words.completed, exact: true });
  await mark.or(done).first().waitFor({ timeout: 10_000 });
  await mark.click({ timeout: 5_000 }).catch(async (error: unknown) => {
    // Only a button already saving or done may refuse the click; one still there to press may not.
    if ((await mark.count()) > 0 && (await mark.isEnabled())) throw error;
  });
  await expect.poll(() => done.isDisabled(), { timeout: 10_000 }).toBe(true);
}
