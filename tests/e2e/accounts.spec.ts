import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
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
    const opened = await openPage(browser, '/auth?tab=signup', { isolated: true });
    const { page } = opened;
    try {
      const signUp = page.getByRole('tabpanel');
      await expect
        .poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
        .toBe('true');
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
      const form = page.getByRole('tabpanel');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByRole('status').innerText()).toContain('Welcome back!');
      await expect.poll(() => header.innerText()).toContain(email);

      // A signed-in visitor to /auth goes home.
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/');
      expect(opened.errors.filter((text) => !text.includes('status of 403'))).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
