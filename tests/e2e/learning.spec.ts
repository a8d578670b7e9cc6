import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { clickSignIn, E2E_PASSWORD, grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { go, payAtCheckout, reviewOrder, toast } from './support/checkout';
import { failedResource, withPage, withPages } from './support/pages';
import { newTransactionId } from '../helpers/orders';
import { finishOpenLesson } from './support/lesson-page';

const COURSE = 'docker-fundamentals';

interface QuizQuestion {
  id: string;
  type: 'single' | 'multiple' | 'typed';
  options?: string[];
  answer?: number;
  answers?: number[];
  accept?: string[];
}

/** The quiz as authored: the test reads its right answers where the server does. */
function quizFromContent(moduleId: string): {
  id: string;
  title: string;
  questions: QuizQuestion[];
} {
  const file = path.join('content', 'courses', COURSE, moduleId, 'quiz.yaml');
  return parse(fs.readFileSync(file, 'utf8')) as {
    id: string;
    title: string;
    questions: QuizQuestion[];
  };
}

function lessonFromContent(moduleId: string, file: string) {
  const raw = fs.readFileSync(path.join('content', 'courses', COURSE, moduleId, file), 'utf8');
  const [, front = '', body = ''] = raw.split(/^---$/m);
  const meta = parse(front) as { id: string; title: string };
  const firstParagraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^[#\-*>`|]/.test(block) && !/^\d+\./.test(block));
  return { ...meta, firstParagraph: firstParagraph ?? '' };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function outlinePercent(page: Page) {
  return page
    .getByRole('complementary')
    .getByText(/^\d+% complete$/)
    .innerText();
}

function outlineLink(page: Page, title: string) {
  return page
    .getByRole('navigation', { name: 'Course outline' })
    .getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}

/** Answers every question of the quiz form: right ones from the content, or all wrong. */
async function answerQuiz(page: Page, questions: QuizQuestion[], right: boolean) {
  for (const question of questions) {
    const box = page.locator(`[data-question="${question.id}"]`);
    if (question.type === 'typed') {
      await box.getByRole('textbox').fill(right ? (question.accept?.[0] ?? '') : 'not the answer');
      continue;
    }
    const inputs = box.locator('input');
    const count = question.options?.length ?? 0;
    let chosen: number[];
    if (question.type === 'single') {
      const answer = question.answer ?? 0;
      chosen = [right ? answer : (answer + 1) % count];
    } else {
      const answers = question.answers ?? [];
      chosen = right ? answers : [[...Array(count).keys()].find((i) => !answers.includes(i)) ?? 0];
    }
    for (const index of chosen) await inputs.nth(index).check();
  }
}

describe('the course player', () => {
  it(
    'a learner pays, is verified, opens the course from the dashboard, finishes a lesson, fails then passes a quiz, sees the percentage on the dashboard and course card, and signs in again from a locked lesson',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now();
      const learnerEmail = `learner-${stamp}@example.com`;
      const staffEmail = `learn-staff-${stamp}@example.com`;
      const transactionId = newTransactionId();
      const first = lessonFromContent('docker-1', '01.md');
      const third = lessonFromContent('docker-1', '03.md');
      const failing = quizFromContent('docker-1');
      const passing = quizFromContent('docker-2');

      await withPages(browser, async (pages) => {
        // Sign up in the browser and verify through the mailed link.
        const { page } = await pages.open('/auth?tab=signup', { isolated: true });
        const staffContext = pages.own(await signedInContext(browser, staffEmail));
        const signUp = page.getByRole('tabpanel');
        await signUp.getByLabel('Full name').fill('Shirin Akter');
        await signUp.getByLabel('Email').fill(learnerEmail);
        await signUp.getByLabel('Password').fill(E2E_PASSWORD);
        await signUp.getByRole('button', { name: 'Create Account' }).click();
        await expect.poll(() => toast(page, 'Account created!').count(), { timeout: 5000 }).toBe(1);
        await page.goto(
          await linkFromOutbox(learnerEmail, 'Verify your email for Shikhon Academy'),
        );
        await page.waitForURL((url) => url.pathname === '/');

        // Pay at checkout; staff verify it.
        await go(page, `/checkout/${COURSE}`);
        await payAtCheckout(page, 'bKash', transactionId, '01700-000000');
        expect(grantStaff(staffEmail)).toContain(`${staffEmail} is now staff`);
        const { page: staffPage } = await pages.open('/', { context: staffContext });
        await go(staffPage, '/admin/orders');
        await reviewOrder(staffPage, transactionId, 'Verify');

        // The course page's curriculum now links into the player.
        await go(page, `/course/${COURSE}?tab=curriculum`);
        await expect
          .poll(() =>
            page
              .getByRole('tabpanel')
              .getByRole('link', { name: third.title, exact: true })
              .getAttribute('href'),
          )
          .toBe(`/learn/${COURSE}/${third.id}`);

        // The dashboard opens the course at its first unfinished item.
        await go(page, '/dashboard');
        await page
          .getByRole('region', { name: 'Continue learning' })
          .getByRole('link', { name: 'Continue' })
          .click();
        await page.waitForURL((url) => url.pathname === `/learn/${COURSE}/${first.id}`);
        await waitForHydration(page);
        const main = page.getByRole('main');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toBe(first.title);
        await expect.poll(() => main.innerText()).toContain(first.firstParagraph.slice(0, 60));
        await expect.poll(() => outlinePercent(page)).toBe('0% complete');

        // Mark as complete: the button turns into a tick, the outline ticks it and counts it.
        await finishOpenLesson(page);
        await expect.poll(() => outlineLink(page, first.title).innerText()).toContain('(finished)');
        await expect.poll(() => outlinePercent(page)).not.toBe('0% complete');
        const afterLesson = await outlinePercent(page);
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(PHONE);
        // From the top: axe counts a code block's Copy button that has scrolled under the sticky
        // header as a target too small to touch, though the header covers it only while there.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(DESKTOP);

        // The module quiz, all wrong: the score, the wrong questions and the wait.
        await outlineLink(page, failing.title).click();
        await page.waitForURL((url) => url.pathname === `/learn/${COURSE}/${failing.id}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toBe(failing.title);
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(PHONE);
        // From the top: axe counts a code block's Copy button that has scrolled under the sticky
        // header as a target too small to touch, though the header covers it only while there.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(DESKTOP);
        await answerQuiz(page, failing.questions, false);
        await page.getByRole('button', { name: 'Submit answers' }).click();
        const result = page.getByRole('status').filter({ hasText: 'Not passed yet.' });
        await expect
          .poll(() => result.innerText())
          .toContain(`You scored 0% (0 of ${failing.questions.length} correct).`);
        await expect
          .poll(() => page.locator('[data-wrong="true"]').count())
          .toBe(failing.questions.length);
        await expect(main.getByText('Incorrect: try this one again.').count()).resolves.toBe(
          failing.questions.length,
        );
        const waitButton = page.getByRole('button', { name: /^Try again in \d+ s$/ });
        await expect.poll(() => waitButton.isDisabled()).toBe(true);
        expect(await wcagViolations(page)).toEqual([]);
        // The wait is the server's too: after a reload the button still counts down.
        await page.reload();
        await waitForHydration(page);
        await expect.poll(() => waitButton.isDisabled()).toBe(true);
        await expect.poll(() => main.innerText()).toContain('Previous attempts');
        expect(await outlinePercent(page)).toBe(afterLesson);

        // The next module's quiz, right first time: the review shows and the percentage grows.
        await outlineLink(page, passing.title).click();
        await page.waitForURL((url) => url.pathname === `/learn/${COURSE}/${passing.id}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toBe(passing.title);
        await answerQuiz(page, passing.questions, true);
        await page.getByRole('button', { name: 'Submit answers' }).click();
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'Passed!' }).innerText())
          .toContain(`(${passing.questions.length} of ${passing.questions.length} correct)`);
        await expect
          .poll(() => page.getByRole('heading', { name: 'Review', level: 2 }).count())
          .toBe(1);
        await expect.poll(() => outlinePercent(page)).not.toBe(afterLesson);
        const afterQuiz = await outlinePercent(page);
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(PHONE);
        // From the top: axe counts a code block's Copy button that has scrolled under the sticky
        // header as a target too small to touch, though the header covers it only while there.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(DESKTOP);

        // Progress is kept by the server: a reload shows the same.
        await page.reload();
        await waitForHydration(page);
        await expect.poll(() => outlinePercent(page)).toBe(afterQuiz);
        await expect
          .poll(() => page.getByRole('heading', { name: 'Review', level: 2 }).count())
          .toBe(1);
        await expect.poll(() => outlineLink(page, first.title).innerText()).toContain('(finished)');
        await expect
          .poll(() => outlineLink(page, passing.title).innerText())
          .toContain('(finished)');
        await go(page, `/learn/${COURSE}`);
        await expect.poll(() => outlinePercent(page)).toBe(afterQuiz);

        // The failed quiz again once its minute has passed: right this time.
        await outlineLink(page, failing.title).click();
        await page.waitForURL((url) => url.pathname === `/learn/${COURSE}/${failing.id}`);
        const submit = page.getByRole('button', { name: 'Submit answers' });
        await expect.poll(() => submit.isEnabled(), { timeout: 70_000 }).toBe(true);
        await answerQuiz(page, failing.questions, true);
        await submit.click();
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'Passed!' }).innerText())
          .toContain(`(${failing.questions.length} of ${failing.questions.length} correct)`);
        await expect.poll(() => outlinePercent(page)).not.toBe(afterQuiz);
        const percent = Number((await outlinePercent(page)).replace('% complete', ''));
        expect(percent).toBeGreaterThan(Number(afterQuiz.replace('% complete', '')));

        // The dashboard and the course card show the new percentage.
        await go(page, '/dashboard');
        await expect
          .poll(() =>
            page
              .getByRole('region', { name: 'Continue learning' })
              .getByText(`${percent}% complete`)
              .count(),
          )
          .toBe(1);
        const courseProgress = page
          .getByRole('region', { name: 'My courses' })
          .getByRole('progressbar', { name: 'Docker Fundamentals progress' });
        await expect.poll(() => courseProgress.getAttribute('aria-valuenow')).toBe(String(percent));
        await go(page, '/courses');
        await expect
          .poll(() =>
            page
              .getByRole('progressbar', { name: 'Docker Fundamentals progress' })
              .getAttribute('aria-valuenow'),
          )
          .toBe(String(percent));

        // Signed out, a locked lesson asks for sign-in and returns to that lesson afterwards.
        const { page: visitor } = await pages.open(`/learn/${COURSE}/${third.id}`, {
          isolated: true,
        });
        await visitor.waitForURL((url) => url.pathname === '/auth');
        expect(new URL(visitor.url()).searchParams.get('next')).toBe(
          `/learn/${COURSE}/${third.id}`,
        );
        await waitForHydration(visitor);
        const signIn = visitor.getByRole('tabpanel');
        await signIn.getByLabel('Email').fill(learnerEmail);
        await signIn.getByLabel('Password').fill(E2E_PASSWORD);
        await clickSignIn(visitor, signIn);
        await visitor.waitForURL((url) => url.pathname === `/learn/${COURSE}/${third.id}`);
        await waitForHydration(visitor);
        await expect
          .poll(() => visitor.getByRole('heading', { level: 1 }).innerText())
          .toBe(third.title);
      });
    },
  );

  it('a signed-out visitor reads the free preview lesson without signing in', async () => {
    const first = lessonFromContent('docker-1', '01.md');
    await withPage(
      browser,
      `/learn/${COURSE}/${first.id}`,
      { isolated: true },
      async ({ page }) => {
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toBe(first.title);
        await expect
          .poll(() => page.getByText(first.firstParagraph.slice(0, 60)).isVisible())
          .toBe(true);
        await expect
          .poll(() => page.getByRole('main').innerText())
          .toContain("This is the course's free preview lesson.");
        expect(new URL(page.url()).pathname).toBe(`/learn/${COURSE}/${first.id}`);
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize(PHONE);
        // From the top: axe counts a code block's Copy button that has scrolled under the sticky
        // header as a target too small to touch, though the header covers it only while there.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await wcagViolations(page)).toEqual([]);
      },
    );
  });

  it('a signed-in learner without the course is sent from a locked lesson to its checkout', async () => {
    const email = `not-enrolled-${Date.now()}@example.com`;
    await withPages(
      browser,
      async (pages) => {
        const context = pages.own(await signedInContext(browser, email));
        const { page } = await pages.open(`/learn/${COURSE}/docker-1-3`, { context });
        await page.waitForURL((url) => url.pathname === `/checkout/${COURSE}`);
        await waitForHydration(page);
        await expect
          .poll(() => page.getByRole('main').innerText())
          .toContain('Enrol in this course to open its lessons.');
      },
      {
        // The player learns that the learner does not own the course from the API's refusals.
        allowErrors: [
          failedResource(403, `/api/learn/${COURSE}`),
          failedResource(403, `/api/learn/${COURSE}/lessons/docker-1-3`),
        ],
      },
    );
  });
});
