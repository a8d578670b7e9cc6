import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser } from './support/browser';
import { failedResource, withPage } from './support/pages';
import { expectedErrors, publicRoutes } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const seenTitles = new Map<string, string>();

// One visit per route at desktop width checks what it says and, with axe, how accessible it is
// (the phone width has its own file, a11y-phone.spec.ts): a second visit would double the cost.
describe.each(publicRoutes())('$path', (route) => {
  const { path, status, texts } = route;
  it(`answers ${status}, shows its key text, hydrates without console errors, passes axe at ${DESKTOP.width} px`, async () => {
    await withPage(browser, path, { allowErrors: expectedErrors(route) }, async (opened) => {
      expect(opened.status).toBe(status);
      // Some pages show their key text only after a fetch that follows hydration (a certificate
      // is checked against the server), so the text is awaited, not read once.
      const body = opened.page.locator('body');
      for (const text of texts) {
        await expect.poll(() => body.innerText(), { timeout: 15_000 }).toContain(text);
      }
      await expect(opened.page.locator('h1').count()).resolves.toBe(1);
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

      // WCAG 2.2 A/AA and no sideways scrolling, once the page has its key text.
      expect(await wcagViolations(opened.page)).toEqual([]);
      const overflow = await opened.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

describe('the 404 page', () => {
  it('logs the missing path to the console and links home', async () => {
    // The document itself answers 404.
    const allowErrors = [failedResource(404, '/really/missing')];
    await withPage(browser, '/really/missing', { allowErrors }, async (opened) => {
      expect(opened.status).toBe(404);
      await expect.poll(() => opened.warnings.join('\n')).toContain('/really/missing');
      await opened.page.getByRole('link', { name: 'Return to Home' }).click();
      await opened.page.waitForURL((url) => url.pathname === '/');
    });
  });
});

describe('without JavaScript', () => {
  it.each(['/', '/courses', '/course/kubernetes-mastery', '/learning-path/system-administrator'])(
    '%s is readable',
    async (path) => {
      await withPage(browser, path, { javaScriptEnabled: false }, async ({ page }) => {
        const text = await page.locator('main').innerText();
        expect(text.length).toBeGreaterThan(200);
      });
    },
  );
});

describe('/reset-password', () => {
  it('shows the new-password form for a link with a token, and the way back without one', async () => {
    await withPage(browser, '/reset-password?token=some-token', {}, async ({ page }) => {
      await expect.poll(() => page.getByLabel('New password', { exact: true }).count()).toBe(1);
      expect(await page.locator('main').innerText()).not.toContain('expired');
    });
    await withPage(browser, '/reset-password', {}, async ({ page }) => {
      await expect.poll(() => page.locator('main').innerText()).toContain('Go to sign in');
    });
  });
});
