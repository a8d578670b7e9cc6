import { JSDOM } from 'jsdom';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/client/app/routes';
import { pathIn } from '../../src/shared/i18n/locale-path';
import { wcagViolations } from './support/axe';
import { englishLeft } from './support/bangla-text';
import { DESKTOP, launchBrowser } from './support/browser';
import { withPage } from './support/pages';
import { expectedErrors, publicRoutes } from './support/routes';

/** The narrowest phone the site supports, and the desktop width. */
const NARROW = { width: 320, height: 720 };

/**
 * One Bangla page of each kind (every route of the table, and each section's not-found page),
 * after hydration, at 320 and 1280 px: axe finds nothing, nothing scrolls sideways, and the page
 * as the browser shows it has no English sentence left (tests/e2e/bangla-pages.spec.ts reads
 * every Bangla page's prerendered HTML; this sees what hydration adds).
 */
const seen = new Set<string>();
const cases = publicRoutes().filter((route) => {
  const kind = `${matchRoute(route.path).key}:${route.status}`;
  if (seen.has(kind)) return false;
  seen.add(kind);
  return true;
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(cases)('Bangla $path', (route) => {
  const path = pathIn('bn', route.path);
  it.each([NARROW, DESKTOP])(
    'at $width px: no WCAG violations, no sideways scrolling, no English',
    async (viewport) => {
      const options = { viewport, allowErrors: expectedErrors({ path, status: route.status }) };
      await withPage(browser, path, options, async ({ page, status }) => {
        expect(status).toBe(route.status);
        expect(await wcagViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(englishLeft(new JSDOM(await page.content()).window.document)).toEqual([]);
      });
    },
  );
});
