import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPath } from '../../src/shared/catalogue/paths';
import { signedInContext } from './support/accounts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { go } from './support/checkout';
import { finishCourse } from './support/course-progress';
import { withPage, withPages } from './support/pages';

/** The two paths with a roadmap; both count Docker Fundamentals among their courses. */
const PATHS = ['system-administrator', 'kubernetes-administrator'];
const FINISHED = 'docker-fundamentals';
const SIZES = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The course count the hero states ('3 courses'), as a number. */
async function heroCount(page: Page): Promise<number> {
  const facts = await page
    .getByRole('main')
    .locator('section')
    .first()
    .getByRole('listitem')
    .first()
    .innerText();
  const count = /(\d+) courses?/.exec(facts)?.[1];
  if (count === undefined) throw new Error(`no course count in the hero: ${facts}`);
  return Number(count);
}

/** The roadmap's cards for courses the academy teaches: each visible, each with its link. */
async function taughtCards(page: Page): Promise<number> {
  const cards = page
    .locator('section[aria-labelledby="roadmap-heading"] article')
    .filter({ hasNot: page.getByText('Not taught here yet') });
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    expect(await card.isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: /^More details/ }).count()).toBe(1);
  }
  return count;
}

describe('one course count per learning path', () => {
  it.each(PATHS)(
    '%s: signed out, the hero and the roadmap agree and no progress shows',
    async (pathId) => {
      for (const [, size] of SIZES) {
        await withPage(
          browser,
          `/learning-path/${pathId}`,
          { viewport: size },
          async ({ page }) => {
            const count = await heroCount(page);
            expect(count).toBe(findPath(pathId)?.courseIds.length);
            expect(await taughtCards(page)).toBe(count);
            expect(await page.getByRole('region', { name: 'Your progress' }).count()).toBe(0);
            expect(await page.getByRole('progressbar').count()).toBe(0);
          },
        );
      }
    },
  );

  it(
    'signed in with one course finished, the hero, roadmap, progress and paths list agree',
    { timeout: 120_000 },
    async () => {
      const email = `path-counts-${Date.now()}@example.com`;
      await withPages(browser, async (pages) => {
        const context = pages.own(await signedInContext(browser, email));
        await finishCourse(email, FINISHED);
        const { page } = await pages.open('/learning-paths', { context });
        for (const [label, size] of SIZES) {
          await page.setViewportSize(size);
          for (const pathId of PATHS) {
            await go(page, `/learning-path/${pathId}`);
            const count = await heroCount(page);
            expect(await taughtCards(page), `${pathId} at ${label}`).toBe(count);
            const progress = page.getByRole('region', { name: 'Your progress' });
            await expect
              .poll(() => progress.innerText())
              .toContain(`1 of ${count} courses finished`);
            expect(await progress.isVisible()).toBe(true);
            const docker = page
              .locator('section[aria-labelledby="roadmap-heading"] article')
              .filter({ has: page.getByRole('link', { name: /Docker Fundamentals/ }) });
            await expect.poll(() => docker.innerText()).toContain('100% complete');

            // The same path's card in the list says the same.
            await go(page, '/learning-paths');
            const title = findPath(pathId)?.title ?? pathId;
            const card = page
              .getByRole('article')
              .filter({ has: page.getByRole('link', { name: title, exact: true }) });
            expect(await card.innerText()).toContain(`${count} courses`);
            await expect.poll(() => card.innerText()).toContain(`1 of ${count} courses finished`);
            const bar = card.getByRole('progressbar', { name: `${title} progress` });
            expect(await bar.isVisible()).toBe(true);
          }
        }
      });
    },
  );
});
