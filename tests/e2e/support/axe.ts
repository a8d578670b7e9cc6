import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A/AA violations on the page, as readable lines (empty when there are none). */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    // Our pages have no iframes; legacy mode skips the extra blank page axe opens per scan
    // (measured: 1.3 s instead of 1.9-2.4 s a scan on the home page).
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
