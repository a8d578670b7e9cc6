import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function baseURL(): string {
  return inject('baseURL');
}

const sharedContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

export function newContext(
  browser: Browser,
  viewport: { width: number; height: number },
  js: boolean,
) {
  return browser.newContext({ viewport, javaScriptEnabled: js, baseURL: baseURL() });
}

/**
 * Contexts are slow to create (about 0.3 s), so anonymous visits share one per viewport; each
 * visit still gets its own tab (and so its own sessionStorage). Pass `isolated` for a journey
 * that keeps cookies.
 */
export function sharedContext(
  browser: Browser,
  viewport: { width: number; height: number },
  js: boolean,
) {
  let byKey = sharedContexts.get(browser);
  if (!byKey) {
    byKey = new Map();
    sharedContexts.set(browser, byKey);
  }
  const key = `${viewport.width}x${viewport.height}:${js}`;
  let context = byKey.get(key);
  if (!context) {
    context = newContext(browser, viewport, js);
    byKey.set(key, context);
  }
  return context;
}

/** React marks hydrated roots; the page is interactive once its root has a React container key. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
