import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { failedResource, withPage, withPages } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The fixture every journey relies on to catch console errors must itself catch them. */
describe('withPage', () => {
  it('fails a test whose page logs a console error, and closes the page anyway', async () => {
    let opened: Page | undefined;
    const run = withPage(browser, '/faq', {}, async ({ page }) => {
      opened = page;
      await page.evaluate(() => console.error('something broke'));
    });
    await expect(run).rejects.toThrow(/something broke/);
    expect(opened?.isClosed()).toBe(true);
  });

  it('fails on an uncaught exception', async () => {
    const run = withPage(browser, '/faq', {}, async ({ page }) => {
      await page.evaluate(() => setTimeout(() => (null as unknown as () => void)(), 0));
      await page.waitForTimeout(100);
    });
    await expect(run).rejects.toThrow(/Uncaught/);
  });

  it('lets through only the errors a test names, and keeps the journey’s own failure', async () => {
    const allowErrors = [failedResource(404, '/api/no-such-endpoint')];
    await withPage(browser, '/faq', { allowErrors }, async ({ page }) => {
      await page.evaluate(() => fetch('/api/no-such-endpoint'));
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    });
    const other = withPage(browser, '/faq', { allowErrors }, async ({ page }) => {
      await page.evaluate(() => fetch('/api/another-missing-endpoint'));
      await page.waitForTimeout(200);
    });
    await expect(other).rejects.toThrow(/another-missing-endpoint/);
    const failing = withPage(browser, '/faq', {}, async () => {
      throw new Error('the journey failed');
    });
    await expect(failing).rejects.toThrow('the journey failed');
  });

  it('closes the contexts it was handed', async () => {
    const context = await browser.newContext();
    await withPages(browser, async (pages) => {
      pages.own(context);
    });
    await expect(context.newPage()).rejects.toThrow();
  });
});
