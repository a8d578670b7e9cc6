import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff, signedInContext } from './support/accounts';
import { launchBrowser, PHONE, waitForHydration } from './support/browser';
import { withPages } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('staff on a phone (390 px)', () => {
  it('see the Admin link in the header, and it opens the back office', async () => {
    const staffEmail = `phone-staff-${Date.now()}@example.com`;
    await withPages(browser, async (pages) => {
      const context = pages.own(await signedInContext(browser, staffEmail, PHONE));
      expect(grantStaff(staffEmail)).toContain(`${staffEmail} is now staff`);
      const { page } = await pages.open('/courses', { context });
      // Role queries skip what is hidden: at this width exactly one Admin link is there to use,
      // inside the screen, and nothing scrolls sideways.
      const admin = page.getByRole('banner').getByRole('link', { name: 'Admin' });
      await expect.poll(() => admin.count()).toBe(1);
      const box = await admin.boundingBox();
      expect(box).not.toBeNull();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await admin.click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).not.toBe('');
      await expect
        .poll(() =>
          page
            .getByRole('banner')
            .getByRole('link', { name: 'Admin' })
            .getAttribute('aria-current'),
        )
        .toBe('page');
    });
  });
});
