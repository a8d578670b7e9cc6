import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from './support/browser';
import { go, payAtCheckout, reviewOrder } from './support/checkout';
import { withPages } from './support/pages';
import { newTransactionId } from '../helpers/orders';
import { finishOpenLesson } from './support/lesson-page';

const COURSE = 'docker-fundamentals';
/** Where the journey leaves its screenshots, to be looked at. */
const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the leaderboard', () => {
  it(
    'a learner finishes a lesson, is asked for a name instead of their email handle, then sees themselves on "This week"',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const name = `lb${stamp}`;
      /** The leaderboard name they choose once asked for one. */
      const shown = `Nadia ${stamp}`;
      const learnerEmail = `${name}@example.com`;
      const staffEmail = `lb-staff-${stamp}@example.com`;
      const transactionId = newTransactionId();

      await withPages(browser, async (pages) => {
        const learner = pages.own(await signedInContext(browser, learnerEmail));
        const staff = pages.own(await signedInContext(browser, staffEmail));
        const { page } = await pages.open('/', { context: learner });
        await go(page, `/checkout/${COURSE}`);
        await payAtCheckout(page, 'bKash', transactionId, '01700-000000');
        expect(grantStaff(staffEmail)).toContain(`${staffEmail} is now staff`);
        const { page: staffPage } = await pages.open('/', { context: staff });
        await go(staffPage, '/admin/orders');
        await reviewOrder(staffPage, transactionId, 'Verify');

        // Signed out, the board is public and offers sign-in for one's own rank.
        const { page: visitor } = await pages.open('/leaderboard', { isolated: true });
        await expect
          .poll(() => visitor.getByRole('main').innerText())
          .toContain('to see your own rank.');
        expect(
          await visitor.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected'),
        ).toBe('true');

        // The learner finishes the first lesson.
        await go(page, `/learn/${COURSE}`);
        await finishOpenLesson(page);

        // Their account is named after their email handle, which is never shown: the board and
        // the dashboard ask them for a name instead.
        await go(page, '/leaderboard');
        const main = page.getByRole('main');
        await expect
          .poll(() => main.innerText())
          .toContain('You are not on the leaderboard: add your name on your profile.');
        expect(await main.innerText()).not.toContain(name);
        await go(page, '/dashboard');
        const achievements = page.getByRole('region', { name: 'Achievements' });
        await expect.poll(() => achievements.innerText(), { timeout: 10_000 }).toContain('Level 1');
        expect(await achievements.innerText()).toContain('490 XP to level 2');
        expect(await achievements.innerText()).toContain('First Lesson');
        expect(await achievements.innerText()).toContain(
          'You are not on the leaderboard: add your name on your profile.',
        );
        expect(await wcagViolations(page)).toEqual([]);
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true });
          await achievements.screenshot({ path: `${SHOTS}/dashboard-achievements-1280.png` });
          await page.setViewportSize(PHONE);
          await achievements.screenshot({ path: `${SHOTS}/dashboard-achievements-390.png` });
          await page.setViewportSize(DESKTOP);
        }

        // The link leads to /profile, whose leaderboard form offers no name (never the handle).
        await achievements.getByRole('link', { name: 'add your name on your profile' }).click();
        await page.waitForURL((url) => url.pathname === '/profile');
        await waitForHydration(page);
        const settings = page.getByRole('region', { name: 'Leaderboard' });
        await expect
          .poll(() => settings.innerText())
          .toContain('You are not on the leaderboard until you choose a name');
        expect(await settings.getByLabel('Leaderboard name').inputValue()).toBe('');
        await settings.getByLabel('Leaderboard name').fill(shown);
        await settings.getByRole('button', { name: 'Save leaderboard settings' }).click();
        await expect
          .poll(() => settings.innerText())
          .toContain(`Saved. You appear on the leaderboard as ${shown}.`);

        // This week's board lists them under that name, marked as them: at once in their own
        // rank, in the top 50 once the board's minute-long cache has turned over.
        await go(page, '/leaderboard');
        await expect.poll(() => main.innerText()).toMatch(new RegExp(`${shown}\\s*\\(you\\)`));
        const board = page.getByRole('table', { name: 'Top learners this week' });
        const own = board.getByRole('row').filter({ hasText: shown });
        await expect
          .poll(
            async () => {
              if ((await own.count()) === 1) return 1;
              await page.reload();
              await waitForHydration(page);
              await page.getByText('(you)').first().waitFor();
              return own.count();
            },
            { timeout: 80_000, interval: 5000 },
          )
          .toBe(1);
        expect(await own.innerText()).toContain('(you)');
        expect(await own.getByRole('cell').last().innerText()).toBe('10');
        expect(await main.innerText()).not.toContain(name);
        expect(await wcagViolations(page)).toEqual([]);
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/leaderboard-1280.png`, fullPage: true });
          await page.setViewportSize(PHONE);
          expect(await wcagViolations(page)).toEqual([]);
          await page.screenshot({ path: `${SHOTS}/leaderboard-390.png`, fullPage: true });
          await page.setViewportSize(DESKTOP);
        }

        // The All time tab answers too.
        await page.getByRole('tab', { name: 'All time' }).click();
        await expect
          .poll(() => page.getByRole('table', { name: 'Top learners of all time' }).count())
          .toBe(1);

        // On /profile they hide themselves: the board says so and no longer lists them.
        await go(page, '/profile');
        await expect.poll(() => settings.getByLabel('Leaderboard name').inputValue()).toBe(shown);
        await settings.getByLabel('Show me on the leaderboard').uncheck();
        await settings.getByRole('button', { name: 'Save leaderboard settings' }).click();
        await expect
          .poll(() => settings.innerText())
          .toContain('Saved. You are hidden from the leaderboard.');
        if (SHOTS) {
          await settings.screenshot({ path: `${SHOTS}/profile-leaderboard-1280.png` });
          await page.setViewportSize(PHONE);
          await settings.screenshot({ path: `${SHOTS}/profile-leaderboard-390.png` });
          await page.setViewportSize(DESKTOP);
        }
        await go(page, '/leaderboard');
        await expect
          .poll(() => page.getByRole('main').innerText())
          .toContain('You are hidden from the leaderboard.');
        expect(await page.getByRole('main').innerText()).not.toContain(shown);
        await waitForHydration(visitor);
      });
    },
  );
});
