import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { launchBrowser, waitForHydration } from './support/browser';
import { withPages } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

describe('the site forms, from visitor to staff', () => {
  it('sends a contact message and a job application, and staff read and handle both', async () => {
    const stamp = Date.now();
    const subject = `Team enrolment ${stamp}`;
    const applicant = `Applicant ${stamp}`;
    const staffEmail = `inbox-${stamp}@example.com`;

    await withPages(browser, async (pages) => {
      // A visitor writes through the contact form.
      const { page } = await pages.open('/contact', { isolated: true });
      const staffContext = pages.own(await signedInContext(browser, staffEmail));
      const form = page.getByRole('region', { name: 'Send us a message' });
      await form.getByLabel('First name').fill('Nusrat');
      await form.getByLabel('Last name').fill('Jahan');
      await form.getByLabel('Email').fill(`nusrat-${stamp}@example.com`);
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Message').fill('Can ten engineers from our company join together?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => toast(page, 'Message sent').count(), { timeout: 5000 }).toBe(1);
      expect(await form.getByLabel('Subject').inputValue()).toBe('');

      // 'Apply Now' leads to the application form with the position chosen.
      await page.goto('/careers');
      await waitForHydration(page);
      const position = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Frontend Engineer' }) });
      await position.getByRole('link', { name: /Apply Now/ }).click();
      await page.waitForURL((url) => url.pathname === '/careers/apply/frontend-engineer');
      await waitForHydration(page);
      expect(await page.getByLabel('Position').inputValue()).toBe('frontend-engineer');
      await page.getByLabel('Full name').fill(applicant);
      await page.getByLabel('Email').fill(`applicant-${stamp}@example.com`);
      await page.getByLabel('Phone').fill('01712345678');
      await page.getByLabel('Link to your CV or portfolio').fill('https://example.com/cv.pdf');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => toast(page, 'Application sent').count(), { timeout: 5000 }).toBe(1);

      // Staff read both and mark them handled.
      expect(grantStaff(staffEmail)).toContain('is now staff');
      const { page: staffPage } = await pages.open('/admin', { context: staffContext });
      await staffPage.getByRole('link', { name: /Messages/ }).click();
      await staffPage.waitForURL((url) => url.pathname === '/admin/messages');
      await waitForHydration(staffPage);
      const message = staffPage.getByRole('article', { name: subject });
      await expect.poll(() => message.count(), { timeout: 5000 }).toBe(1);
      await expect(message.innerText()).resolves.toContain('Can ten engineers');
      await message.getByRole('button', { name: 'Mark as handled' }).click();
      await expect.poll(() => message.innerText()).toContain(`Handled by ${staffEmail}`);
      expect(await wcagViolations(staffPage)).toEqual([]);

      await staffPage.goto('/admin/applications');
      await waitForHydration(staffPage);
      const application = staffPage.getByRole('article', {
        name: `${applicant} for Frontend Engineer`,
      });
      await expect.poll(() => application.count(), { timeout: 5000 }).toBe(1);
      await expect(application.innerText()).resolves.toContain('https://example.com/cv.pdf');
      expect(await wcagViolations(staffPage)).toEqual([]);
    });
  });
});
