import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCopy } from '../../src/client/features/auth/auth.copy.bn';
import { checkoutCopy } from '../../src/client/features/checkout/checkout.copy.bn';
import { learnCopy } from '../../src/client/features/learn/learn.copy.bn';
import { grantStaff, signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { englishLeft } from './support/bangla-text';
import { baseURL, DESKTOP, launchBrowser, PHONE, waitForHydration } from './support/browser';
import { go, reviewOrder } from './support/checkout';
import { nearlyFinish } from './support/course-progress';
import { linkFromOutbox } from './support/outbox';
import { withPages } from './support/pages';
import { newTransactionId } from '../helpers/orders';
import { finishOpenLesson } from './support/lesson-page';

/** Where the journey leaves its screenshots, to be looked at. */
const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The English sentences on the page as the browser shows it now. */
async function englishOn(page: Page): Promise<string[]> {
  return englishLeft(new JSDOM(await page.content()).window.document);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('the academy in Bangla', () => {
  it(
    'a visitor reads Bangla, switches language on the same page, and the choice is remembered',
    { timeout: 60_000 },
    async () => {
      await withPages(browser, async (pages) => {
        const { page } = await pages.open('/bn/course/docker-fundamentals?from=mail', {
          viewport: PHONE,
          isolated: true,
        });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
        expect(await page.getByRole('main').innerText()).toContain('ভাষা: ইংরেজি');
        expect(await englishOn(page)).toEqual([]);
        expect(await wcagViolations(page)).toEqual([]);
        await shoot(page, 'bn-course-390');

        // The switch keeps the page and its query, and remembers English.
        await page
          .getByRole('banner')
          .getByRole('link', { name: /English/ })
          .click();
        await page.waitForURL((url) => url.pathname === '/course/docker-fundamentals');
        expect(new URL(page.url()).search).toBe('?from=mail');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        const cookies = await page.context().cookies();
        expect(cookies.find((cookie) => cookie.name === 'shikhon_lang')?.value).toBe('en');

        // Back to Bangla from the footer's switch (the footer is never hydrated: a listener on
        // the document answers it), which keeps the query too. Remembered, so an English address
        // opens its Bangla twin.
        await waitForHydration(page);
        await page.getByRole('contentinfo').getByRole('link', { name: /বাংলা/ }).click();
        await page.waitForURL((url) => url.pathname === '/bn/course/docker-fundamentals');
        expect(new URL(page.url()).search).toBe('?from=mail');
        await go(page, '/courses');
        expect(new URL(page.url()).pathname).toBe('/bn/courses');
      });
    },
  );

  it('a browser that prefers Bangla is offered it on an English page, not sent there', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: baseURL(),
      locale: 'bn-BD',
    });
    try {
      const page = await context.newPage();
      await go(page, '/courses');
      expect(new URL(page.url()).pathname).toBe('/courses');
      const offer = page.getByRole('region', { name: 'Language' });
      await expect.poll(() => offer.count()).toBe(1);
      await offer.getByRole('button', { name: 'Stay in English' }).click();
      await expect.poll(() => offer.count()).toBe(0);
      await go(page, '/courses');
      expect(await page.getByRole('region', { name: 'Language' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it(
    'a learner signs up, pays, learns, sees their dashboard and gets their certificate in Bangla, with Bangla mail',
    { timeout: 180_000 },
    async () => {
      const email = `bangla-journey-${Date.now()}@example.com`;
      const staffEmail = `bangla-staff-${Date.now()}@example.com`;
      const transactionId = newTransactionId();
      await withPages(browser, async (pages) => {
        const { page } = await pages.open('/bn/auth?tab=signup', {
          viewport: PHONE,
          isolated: true,
        });
        const form = page.getByRole('tabpanel', { name: authCopy.tabs.signUp });
        await form.getByLabel(authCopy.form.fullName).fill('নুসরাত জাহান');
        await form.getByLabel(authCopy.form.email).fill(email);
        await form.getByLabel(authCopy.form.password).fill('Sylhet-Tea-Garden-7');
        await form.getByRole('button', { name: authCopy.form.signUp.submit }).click();
        // Signed up on a Bangla page: the verification mail is in Bangla.
        const link = await linkFromOutbox(email, 'Shikhon Academy-তে আপনার ইমেইল যাচাই করুন');
        await go(page, new URL(link).pathname + new URL(link).search);
        await page.waitForURL((url) => url.pathname === '/bn', { timeout: 15_000 });

        await go(page, '/bn/checkout/docker-fundamentals');
        expect(await englishOn(page)).toEqual([]);
        await page.getByRole('radio', { name: 'bKash' }).check();
        // Bengali digits are a mobile number too.
        await page.getByLabel(checkoutCopy.form.mobileLabel).fill('০১৭১২৩৪৫৬৭৮');
        await page.getByLabel(checkoutCopy.form.transactionLabel).fill(transactionId);
        await page.getByRole('button', { name: checkoutCopy.form.submit }).click();
        const received = page.getByRole('region', { name: checkoutCopy.pending.received });
        await expect.poll(() => received.count(), { timeout: 10_000 }).toBe(1);
        expect(await received.innerText()).toContain(transactionId.toUpperCase());
        expect(await englishOn(page)).toEqual([]);
        await shoot(page, 'bn-checkout-received-390');
        await linkFromOutbox(email, 'Docker Fundamentals-এর পেমেন্টের তথ্য আমরা পেয়েছি');

        // Staff verify in the (English) staff area.
        const staff = pages.own(await signedInContext(browser, staffEmail, DESKTOP));
        grantStaff(staffEmail);
        const { page: admin } = await pages.open('/admin/orders', { context: staff });
        await reviewOrder(admin, transactionId, 'Verify');

        await page.setViewportSize(DESKTOP);
        await go(page, '/bn/learn/docker-fundamentals');
        await page.waitForURL((url) => url.pathname.startsWith('/bn/learn/docker-fundamentals/'));
        await expect.poll(() => page.getByRole('complementary').count()).toBeGreaterThan(0);
        expect(await englishOn(page)).toEqual([]);
        expect(await wcagViolations(page)).toEqual([]);
        await shoot(page, 'bn-player-1280');

        for (const path of ['/bn/dashboard', '/bn/leaderboard', '/bn/profile']) {
          await go(page, path);
          await expect.poll(() => page.getByRole('main').innerText()).not.toBe('');
          expect(await englishOn(page)).toEqual([]);
          expect(await wcagViolations(page)).toEqual([]);
        }
        await go(page, '/bn/dashboard');
        await shoot(page, 'bn-dashboard-1280');
        await page.setViewportSize(PHONE);
        // Bangla words are longer: the signed-in header still fits a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const header = await page.getByRole('banner').boundingBox();
        const signOut = await page
          .getByRole('banner')
          .getByRole('button', { name: 'সাইন আউট' })
          .boundingBox();
        expect((signOut?.x ?? 0) + (signOut?.width ?? 0)).toBeLessThanOrEqual(header?.width ?? 0);
        await shoot(page, 'bn-dashboard-390');

        // The course finished (all but its last lesson recorded here): the certificate is issued
        // and its Bangla page reads in Bangla, signed out too.
        const last = await nearlyFinish(email, 'docker-fundamentals', { enrol: false });
        await go(page, `/bn/learn/docker-fundamentals/${last.id}`);
        await finishOpenLesson(page, learnCopy.lesson);
        await go(page, '/bn/dashboard');
        const view = page.getByRole('link', { name: 'সার্টিফিকেট দেখুন' });
        await view.waitFor({ timeout: 10_000 });
        const certificate = new URL((await view.getAttribute('href')) ?? '').pathname;
        expect(certificate).toMatch(/^\/certificates\/[A-Za-z0-9_-]{24}$/);
        const { page: shown } = await pages.open(`/bn${certificate}`, {
          viewport: PHONE,
          isolated: true,
        });
        await shown.getByText('বৈধ সার্টিফিকেট।').waitFor({ timeout: 10_000 });
        expect(await shown.getByRole('heading', { level: 1 }).innerText()).toBe('নুসরাত জাহান');
        expect(await englishOn(shown)).toEqual([]);
        expect(await wcagViolations(shown)).toEqual([]);
        await shoot(shown, 'bn-certificate-390');
      });
    },
  );
});
