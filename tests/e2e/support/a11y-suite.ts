import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from './axe';
import { launchBrowser } from './browser';
import { withPage } from './pages';
import { expectedErrors, publicRoutes } from './routes';

/**
 * axe (WCAG 2.2 A/AA) and a no-sideways-scrolling check on every public route at one width. The
 * desktop width is checked by routes.spec.ts in the same visit as each page's texts.
 */
export function describeAccessibility(viewport: { width: number; height: number }) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe.each(publicRoutes())(`axe at ${viewport.width} px: $path`, (route) => {
    it('reports no WCAG 2.2 A/AA violations and no horizontal scrolling', async () => {
      const options = { viewport, allowErrors: expectedErrors(route) };
      await withPage(browser, route.path, options, async ({ page }) => {
        expect(await wcagViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}
