import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInContext } from './support/accounts';
import { wcagViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { go, payAtCheckout } from './support/checkout';
import { linkFromOutbox } from './support/outbox';
import { withPages } from './support/pages';
import { newTransactionId } from '../helpers/orders';

/** Where the journey leaves its screenshots, to be looked at. */
const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('email language', () => {
  it(
    'a learner chooses বাংলা on their profile, and the receipt of their next payment comes in Bangla',
    { timeout: 120_000 },
    async () => {
      const email = `bangla-mail-${Date.now()}@example.com`;
      await withPages(browser, async (pages) => {
        const learner = pages.own(await signedInContext(browser, email, DESKTOP, 'Nusrat Jahan'));
        const { page } = await pages.open('/profile', { context: learner });
        const language = page.getByRole('region', { name: 'Email language' });
        await expect
          .poll(() => language.getByRole('radio', { name: 'English' }).isChecked())
          .toBe(true);
        await language.getByRole('radio', { name: 'বাংলা' }).check();
        await language.getByRole('button', { name: 'Save email language' }).click();
        await expect
          .poll(() => language.getByRole('status').innerText())
          .toBe('সেভ হয়েছে। এখন থেকে আমাদের ইমেইল আপনি বাংলায় পাবেন।');
        expect(await wcagViolations(page)).toEqual([]);
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true });
          await language.screenshot({ path: `${SHOTS}/profile-email-language-1280.png` });
        }
        await page.setViewportSize(PHONE);
        expect(await wcagViolations(page)).toEqual([]);
        if (SHOTS) await language.screenshot({ path: `${SHOTS}/profile-email-language-390.png` });
        await page.setViewportSize(DESKTOP);

        // Remembered: a fresh visit shows the choice.
        await go(page, '/profile');
        await expect
          .poll(() => language.getByRole('radio', { name: 'বাংলা' }).isChecked())
          .toBe(true);

        await go(page, '/checkout/docker-fundamentals');
        await payAtCheckout(page, 'bKash', newTransactionId(), '01700-000000');
        const link = await linkFromOutbox(email, 'Docker Fundamentals-এর পেমেন্টের তথ্য আমরা পেয়েছি');
        expect(new URL(link).pathname).toBe('/dashboard');
      });
    },
  );
});
