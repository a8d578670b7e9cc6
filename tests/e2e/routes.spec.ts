import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { publicRoutes, unexpectedErrors } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const seenTitles = new Map<string, string>();

describe.each(publicRoutes())('$path', ({ path, status, texts }) => {
  it(`answers ${status}, shows its key text, hydrates without console errors`, async () => {
    const opened = await openPage(browser, path);
    try {
      expect(opened.status).toBe(status);
      const bodyText = await opened.page.locator('body').innerText();
      for (const text of texts) expect(bodyText).toContain(text);
      await expect(opened.page.locator('h1').count()).resolves.toBe(1);
      expect(unexpectedErrors(opened.errors, status)).toEqual([]);
      // The 404 page logs the missing path on purpose; nothing else may warn.
      expect(opened.warnings.filter((text) => !text.startsWith('404 Error:'))).toEqual([]);

      const title = await opened.page.title();
      expect(title).toContain('Shikhon Academy');
      const description = await opened.page
        .locator('meta[name="description"]')
        .getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      expect(await opened.page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
        title,
      );
      const noindex = await opened.page.locator('meta[name="robots"]').count();
      if (status === 200 && noindex === 0) {
        const canonical = await opened.page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(path);
        const previous = seenTitles.get(title);
        expect(previous, `title "${title}" is also used by ${previous}`).toBeUndefined();
        seenTitles.set(title, path);
      }
    } finally {
      await opened.close();
    }
  });
});

describe('the 404 page', () => {
  it('logs the missing path to the console and links home', async () => {
    const opened = await openPage(browser, '/really/missing');
    try {
      expect(opened.status).toBe(404);
      await expect.poll(() => opened.warnings.join('\n')).toContain('/really/missing');
      await opened.page.getByRole('link', { name: 'Return to Home' }).click();
      await opened.page.waitForURL((url) => url.pathname === '/');
    } finally {
      await opened.close();
    }
  });
});

describe('without JavaScript', () => {
  it.each(['/', '/courses', '/course/kubernetes-mastery', '/learning-path/system-administrator'])(
    '%s is readable',
    async (path) => {
      const opened = await openPage(browser, path, { javaScriptEnabled: false });
      try {
        const text = await opened.page.locator('main').innerText();
        expect(text.length).toBeGreaterThan(200);
      } finally {
        await opened.close();
      }
    },
  );
});

describe('/reset-password', () => {
  it('shows the new-password form for a link with a token, and the way back without one', async () => {
    const withToken = await openPage(browser, '/reset-password?token=some-token');
    try {
      await expect
        .poll(() => withToken.page.getByLabel('New password', { exact: true }).count())
        .toBe(1);
      expect(await withToken.page.locator('main').innerText()).not.toContain('expired');
      expect(withToken.errors).toEqual([]);
    } finally {
      await withToken.close();
    }
    const without = await openPage(browser, '/reset-password');
    try {
      await expect.poll(() => without.page.locator('main').innerText()).toContain('Go to sign in');
    } finally {
      await without.close();
    }
  });
});
