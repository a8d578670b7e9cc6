import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, type Figure } from './budgets';
import { errorText } from '../../src/server/error-text';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/courses',
  '/labs',
  '/course/docker-fundamentals',
  '/learning-path/kubernetes-administrator',
  '/learn/docker-fundamentals/docker-1-1',
  // Their Bangla twins: the same budgets in both languages (decision 041).
  '/bn',
  '/bn/courses',
  '/bn/course/docker-fundamentals',
  '/bn/learn/docker-fundamentals/docker-1-1',
];

/** Debian's Chromium, with the flags this machine needs (no network beyond loopback). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
  /** Audits that kept a category below 100, for the log: `id (score)`. */
  shortfalls: string[];
}

function scriptTransferBytes(details: unknown): number {
  if (!details || typeof details !== 'object' || !('items' in details)) return Number.NaN;
  const { items } = details;
  if (!Array.isArray(items)) return Number.NaN;
  for (const item of items as unknown[]) {
    if (item && typeof item === 'object' && 'resourceType' in item && 'transferSize' in item) {
      if (item.resourceType === 'script' && typeof item.transferSize === 'number') {
        return item.transferSize;
      }
    }
  }
  return 0;
}

/** One Lighthouse run with its defaults (mobile, simulated throttling) in a fresh Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    const scores = {} as LighthouseRun['scores'];
    const shortfalls: string[] = [];
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      scores[category] = entry?.score === null || !entry ? Number.NaN : entry.score * 100;
      for (const ref of entry?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          shortfalls.push(`${category}: ${ref.id} (${audit.score})`);
        }
      }
    }
    return {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      scriptKb: scriptTransferBytes(lhr.audits['resource-summary']?.details) / 1024,
      shortfalls,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse 12 sometimes loses the navigation in this Chromium's trace (NO_NAVSTART, NO_FCP) and
 * asks to be run again; such a run has no figures, so it is repeated (at most twice) and logged.
 */
async function runLighthouseWithRetry(url: string, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      const message = errorText(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(message)) throw error;
      log(`lighthouse ${url}: ${message}; running it again`);
    }
  }
}

/** Each page `runs` times; figures are the median of the runs, with their budgets (budgets.ts). */
export async function lighthouseFigures(
  base: string,
  options: { runs: number; log: (line: string) => void },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < options.runs; index++) {
      const run = await runLighthouseWithRetry(base + page, options.log);
      runs.push(run);
      const scores = CATEGORIES.map((category) => Math.round(run.scores[category])).join('/');
      options.log(
        `lighthouse ${page} run ${index + 1}: scores ${scores}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, JS ${run.scriptKb.toFixed(1)} KB${run.shortfalls.length ? `; below 1: ${run.shortfalls.join(', ')}` : ''}`,
      );
    }
    const pick = (read: (run: LighthouseRun) => number) => median(runs.map(read));
    for (const category of CATEGORIES) {
      figures.push({
        name: `${page} ${category}`,
        value: pick((run) => run.scores[category]),
        unit: '',
        kind: 'min',
        budget: 100,
      });
    }
    figures.push(
      {
        name: `${page} LCP`,
        value: pick((run) => run.lcpMs),
        unit: 'ms',
        kind: 'max',
        budget: 1200,
      },
      { name: `${page} TBT`, value: pick((run) => run.tbtMs), unit: 'ms', kind: 'max', budget: 50 },
      {
        name: `${page} JS first view`,
        value: pick((run) => run.scriptKb),
        unit: 'KB',
        kind: 'max',
        budget: 90,
      },
    );
  }
  return figures;
}
