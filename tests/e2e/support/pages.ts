import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, sharedContext, waitForHydration } from './browser';

export interface OpenedPage {
  page: Page;
  /** The status of the first navigation. */
  status: number;
  /** console.error messages and uncaught errors seen so far. */
  errors: string[];
  /** console.warn messages seen so far. */
  warnings: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  /** A context of its own, so cookies set by the journey stay with it. */
  isolated?: boolean;
  /** Open the tab in this context (e.g. a signed-in one); it is closed with the test's pages. */
  context?: BrowserContext;
}

export interface CheckOptions {
  /**
   * Console errors a test provokes on purpose. Each pattern should match one expected line only
   * (see failedResource) and carry a comment saying why the error is expected.
   */
  allowErrors?: RegExp[];
}

export interface Pages {
  /** Opens a path in a new, watched tab and waits until it has hydrated. */
  open(urlPath: string, options?: OpenOptions): Promise<OpenedPage>;
  /** Hands a context to the fixture, which closes it at the end of the test. */
  own(context: BrowserContext): BrowserContext;
}

/**
 * The line Chromium logs for a response with an error status (the document itself or a fetch):
 * 'Failed to load resource: the server responded with a status of 404 (Not Found) (<url>)'.
 * Matches only that status for a URL whose path (and query) ends with `urlPath`.
 */
export function failedResource(status: number, urlPath: string): RegExp {
  const escaped = urlPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+${escaped}\\)$`,
  );
}

function watch(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() !== 'error') return;
    // The URL makes a failed-resource line say which request failed.
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return { errors, warnings };
}

/**
 * Runs a browser journey: every tab it opens is watched for console errors and uncaught
 * exceptions, every tab and context it opened or owned is closed afterwards, and the test fails
 * if any error was seen that `allowErrors` does not name.
 */
export async function withPages(
  browser: Browser,
  run: (pages: Pages) => Promise<void>,
  checks: CheckOptions = {},
): Promise<void> {
  const closers: (() => Promise<void>)[] = [];
  const owned = new Set<BrowserContext>();
  const watched: { url: () => string; errors: string[] }[] = [];
  const pages: Pages = {
    async open(urlPath, options = {}) {
      const viewport = options.viewport ?? DESKTOP;
      const js = options.javaScriptEnabled ?? true;
      let context: BrowserContext;
      if (options.context) {
        context = pages.own(options.context);
      } else if (options.isolated) {
        context = pages.own(await newContext(browser, viewport, js));
      } else {
        context = await sharedContext(browser, viewport, js);
      }
      const page = await context.newPage();
      closers.push(() => page.close());
      const { errors, warnings } = watch(page);
      watched.push({ url: () => page.url(), errors });
      const response = await page.goto(urlPath, { waitUntil: 'load' });
      if (js) await waitForHydration(page);
      return { page, status: response?.status() ?? 0, errors, warnings };
    },
    own(context) {
      if (!owned.has(context)) {
        owned.add(context);
        closers.push(() => context.close());
      }
      return context;
    },
  };
  let failure: { error: unknown } | undefined;
  try {
    await run(pages);
    const allowed = checks.allowErrors ?? [];
    const unexpected = watched.flatMap(({ url, errors }) =>
      errors
        .filter((text) => !allowed.some((pattern) => pattern.test(text)))
        .map((text) => `${url()}: ${text}`),
    );
    if (unexpected.length > 0) {
      throw new Error(`Console errors or uncaught exceptions:\n${unexpected.join('\n')}`);
    }
  } catch (error) {
    failure = { error };
  }
  // Latest first, one at a time: a tab before the context it lives in. A failure to close is
  // reported only when the journey itself passed, so it never hides the real cause.
  for (const close of closers.reverse()) {
    try {
      await close();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/** withPages for the common case of one tab. */
export function withPage(
  browser: Browser,
  urlPath: string,
  options: OpenOptions & CheckOptions,
  run: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  const { allowErrors, ...openOptions } = options;
  return withPages(browser, async (pages) => run(await pages.open(urlPath, openOptions)), {
    allowErrors,
  });
}
