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

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  status: number;
  /** console.error messages and uncaught errors seen so far. */
  errors: string[];
  /** console.warn messages seen so far. */
  warnings: string[];
}

export function baseURL(): string {
  return inject('baseURL');
}

/** Opens a path in a fresh context, waiting until the page has hydrated. */
export async function openPage(
  browser: Browser,
  urlPath: string,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    baseURL: baseURL(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  const response = await page.goto(urlPath, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, context, status: response?.status() ?? 0, errors, warnings };
}

/** React marks hydrated roots; the page is interactive once its root has a React container key. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
