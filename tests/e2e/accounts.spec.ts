import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { clickSignIn } from './support/accounts';
import { wcagViolations } from './support/axe';
import { launchBrowser, PHONE, waitForHydration } from './support/browser';
import { failedResource, withPage } from './support/pages';
import { toast } from './support/checkout';
import { linkFromOutbox } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'Sylhet-Tea-Garden-7';

describe('an account, from sign-up to sign-out', () => {
  it('signs up, verifies through the mailed link, signs out and signs in again', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const options = {
      isolated: true,
      // Signing in before verifying is refused with 403 on purpose.
      allowErrors: [failedResource(403, '/api/auth/sign-in/email')],
    };
    await withPage(browser, '/auth?tab=signup', options, async ({ page }) => {
      const signUp = page.getByRole('tabpanel');
      await expect
        .poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
        .toBe('true');
      await signUp.getByLabel('Full name').fill('Rafiq Islam');
      await signUp.getByLabel('Email').fill(email);
      await signUp.getByLabel('Password').fill(PASSWORD);
      await signUp.getByRole('button', { name: 'Create Account' }).click();
      const status = page.getByRole('status');
      await expect.poll(() => status.innerText()).toContain('Account created!');
      await expect(status.innerText()).resolves.toContain(
        'Please check your email to verify your account.',
      );
      expect(new URL(page.url()).pathname).toBe('/auth');

      // Signing in before verifying says so and offers a new mail.
      await page.getByRole('tab', { name: 'Sign In' }).click();
      const signIn = page.getByRole('tabpanel');
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Password').fill(PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toContain('Sign in failed');
      await expect(
        page.getByRole('button', { name: 'Resend verification email' }).count(),
      ).resolves.toBe(1);

      const link = await linkFromOutbox(email, 'Verify your email for Shikhon Academy');
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/');
      const header = page.getByRole('banner');
      await expect.poll(() => header.innerText()).toContain(email);

      await header.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => header.innerText()).toContain('Start Learning');
      expect(await header.innerText()).not.toContain(email);

      await page.goto('/auth');
      // Before hydration the prerendered form posts natively and the page reloads empty (this
      // failed twice in full runs under load: "neither left /auth nor was rate-limited").
      await waitForHydration(page);
      const form = page.getByRole('tabpanel');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await clickSignIn(page, form);
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => toast(page, 'Welcome back!').count()).toBe(1);
      await expect.poll(() => header.innerText()).toContain(email);

      // A signed-in visitor to /auth goes home.
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/');

      // The profile: fill, save, upload a picture, save it, and find it all after a reload.
      await header.getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      const profession = page.getByLabel('Profession');
      await expect.poll(() => profession.isEnabled()).toBe(true);
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
      expect(await wcagViolations(page)).toEqual([]);
      await profession.fill('Site Reliability Engineer');
      await page.getByLabel('High school graduation year').fill('2018');
      await page.getByLabel(/GPA/).fill('4.5');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => toast(page, 'Profile updated successfully').count()).toBe(1);

      const picture = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#0f766e' },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Profile picture')
        .and(page.locator('input[type="file"]'))
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
      await page.getByRole('button', { name: 'Upload Picture' }).click();
      await expect.poll(() => toast(page, 'Profile picture uploaded successfully').count()).toBe(1);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Save Changes' }).isEnabled())
        .toBe(true);

      await page.reload();
      await expect
        .poll(() => page.getByLabel('Profession').inputValue())
        .toBe('Site Reliability Engineer');
      await expect(page.getByLabel(/GPA/).inputValue()).resolves.toBe('4.50');
      const src = await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');
      expect(src).toMatch(/^\/media\/[0-9a-f-]+\.webp$/);
      const stored = await page.request.get(src ?? '');
      expect(stored.headers()['content-type']).toBe('image/webp');
      await page.setViewportSize(PHONE);
      expect(await wcagViolations(page)).toEqual([]);

      await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/auth');
    });
  });
});
