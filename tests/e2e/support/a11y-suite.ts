import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { publicRoutes } from './routes';

/** axe (WCAG 2.2 A/AA) and a no-sideways-scrolling check on every public route at one width. */
export function describeAccessibility(viewport: { width: number; height: number }) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe.each(publicRoutes())(`axe at ${viewport.width} px: $path`, ({ path }) => {
    it('reports no WCAG 2.2 A/AA violations and no horizontal scrolling', async () => {
      const opened = await openPage(browser, path, { viewport });
      try {
        expect(await wcagViolations(opened.page)).toEqual([]);
        const overflow = await opened.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await opened.close();
      }
    });
  });
}
