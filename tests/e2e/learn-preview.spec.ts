import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { withPage } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PREVIEW = '/learn/docker-fundamentals/docker-1-1';
const FIRST_HEADING = 'The problem containers solve';

describe('the free preview lesson', () => {
  it('reads without JavaScript, as a page of its own for search engines', async () => {
    await withPage(browser, PREVIEW, { javaScriptEnabled: false }, async ({ page, status }) => {
      expect(status).toBe(200);
      await expect(
        page.getByRole('heading', { level: 2, name: FIRST_HEADING }).count(),
      ).resolves.toBe(1);
      await expect(page.title()).resolves.toMatch(/ · Docker Fundamentals \| Shikhon Academy$/);
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
        new RegExp(`${PREVIEW}$`),
      );
      await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
    });
  });

  it('stays on show for a signed-out visitor once the player has hydrated', async () => {
    await withPage(browser, PREVIEW, {}, async ({ page }) => {
      await expect
        .poll(() => page.locator('article').innerText())
        .toContain("This is the course's free preview lesson.");
      expect(new URL(page.url()).pathname).toBe(PREVIEW);
      await expect(
        page.getByRole('heading', { level: 2, name: FIRST_HEADING }).count(),
      ).resolves.toBe(1);
      await expect(page.getByText('Loading the lesson...').count()).resolves.toBe(0);
    });
  });
});
