import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { withPage } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const visibleMentors = (page: Page) =>
  page
    .getByRole('region', { name: 'Industry mentors' })
    .locator('[aria-roledescription="slide"]:visible h3')
    .allInnerTexts();

describe('mentor carousel', () => {
  it.each([
    [PHONE, 1],
    [{ width: 700, height: 900 }, 2],
    [DESKTOP, 4],
  ])('shows the right number of cards at %o', async (viewport, count) => {
    await withPage(browser, '/', { viewport }, async ({ page }) => {
      await expect(visibleMentors(page)).resolves.toHaveLength(count);
    });
  });

  it('loops with Next and Previous, by keyboard, and pauses', async () => {
    await withPage(browser, '/', { viewport: PHONE }, async ({ page }) => {
      const region = page.getByRole('region', { name: 'Industry mentors' });
      await region.getByRole('button', { name: 'Pause autoplay' }).click();
      await expect(region.getByRole('button', { name: 'Start autoplay' }).count()).resolves.toBe(1);
      const [first] = await visibleMentors(page);
      const seen = [first];
      for (let step = 0; step < 3; step += 1) {
        await region.getByRole('button', { name: 'Next mentor' }).click();
        seen.push((await visibleMentors(page))[0]);
      }
      expect(new Set(seen).size).toBe(4);
      await region.getByRole('button', { name: 'Next mentor' }).click();
      await expect(visibleMentors(page)).resolves.toEqual([first]);
      await region.getByRole('button', { name: 'Previous mentor' }).click();
      await expect(visibleMentors(page)).resolves.toEqual([seen[3]]);
      await region.getByRole('button', { name: 'Next mentor' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(visibleMentors(page)).resolves.not.toEqual([seen[3]]);
    });
  });

  it('does not advance while the pointer rests on it', async () => {
    await withPage(browser, '/', { viewport: PHONE }, async ({ page }) => {
      const region = page.getByRole('region', { name: 'Industry mentors' });
      await region.scrollIntoViewIfNeeded();
      await region.hover();
      const before = await visibleMentors(page);
      await page.waitForTimeout(6000);
      await expect(visibleMentors(page)).resolves.toEqual(before);
    });
  });
});

describe('home call-to-action buttons', () => {
  it('View Courses goes to /courses and Start Free Trial to the sign-up tab', async () => {
    await withPage(browser, '/', {}, async ({ page }) => {
      await page.getByRole('link', { name: 'Start Free Trial' }).click();
      await page.waitForURL(/\/auth\?tab=signup$/);
      await expect
        .poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
        .toBe('true');
      await page.goto('/');
      await page.getByRole('link', { name: 'View Courses' }).click();
      await page.waitForURL((url) => url.pathname === '/courses');
    });
  });
});
