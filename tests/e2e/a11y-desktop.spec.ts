import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, openPage } from './support/browser';
import { publicRoutes } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(publicRoutes())('axe at ${DESKTOP.width} px: $path', ({ path }) => {
  it('reports no WCAG 2.2 A/AA violations and no horizontal scrolling', async () => {
    const opened = await openPage(browser, path, { viewport: DESKTOP });
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
