import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../helpers/built-server';
import { startFakeGoogle, type FakeGoogle } from '../helpers/fake-google';
import { launchBrowser } from './support/browser';
import { failedResource, withPage } from './support/pages';

/** The built server with Google pointed at `google`. */
function startServerWithGoogle(google: FakeGoogle) {
  return startBuiltServer(google.env);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Google sign-in in the browser', () => {
  let google: FakeGoogle;
  let server: Awaited<ReturnType<typeof startServerWithGoogle>>;
  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startServerWithGoogle(google);
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  it('goes from /auth to the provider and back to / signed in, email in the header', async () => {
    const email = `browser${Date.now()}@example.com`;
    google.signInAs({ sub: `sub-${Date.now()}`, email, email_verified: true, name: 'Tania' });
    await withPage(browser, `${server.url}/auth`, { isolated: true }, async ({ page }) => {
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request.url());
      });
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
      // innerText is what is rendered (the compact nav's copy is hidden on a desktop).
      await expect
        .poll(() => page.locator('header').innerText(), { timeout: 10_000 })
        .toContain(email);
      // It really went through the provider and our callback.
      expect(navigations.some((url) => url.startsWith(`${google.issuer}/authorize?`))).toBe(true);
      expect(
        navigations.some((url) => url.startsWith(`${server.url}/api/auth/callback/google?`)),
      ).toBe(true);
      const me = await page.evaluate(async () => (await fetch('/api/me')).json());
      expect(me).toMatchObject({ user: { email, name: 'Tania' } });
    });
  });
});

describe('Google sign-in when the server has no Google settings', () => {
  it("shows the 'Google sign in failed' toast with the server's message", async () => {
    // The shared e2e server (global-setup) runs without GOOGLE_*.
    const options = {
      isolated: true,
      // The server refuses the Google sign-in with 400 on purpose: that is what the toast reports.
      allowErrors: [failedResource(400, '/api/auth/sign-in/social')],
    };
    await withPage(browser, '/auth', options, async ({ page }) => {
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      // Destructive toasts are announced assertively (role=alert).
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toContain('Google sign in failed');
      await expect
        .poll(() => alert.innerText())
        .toContain('Google sign-in is not configured on this server.');
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  });
});
