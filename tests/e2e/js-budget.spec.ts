import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROUTES_MANIFEST_FILE, routesManifestSchema } from '../../src/server/built-site/contract';

/** The speed budget (docs/product-rules.md): the first view of any page ships at most 90 KB of JS, gzipped. */
const BUDGET_BYTES = 90 * 1024;
const SITE = 'dist/client';

/** The text of every inline script of a page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => text,
  );
}

/** Every script file the first view loads: the entry and the page's chunks, named by the boot script. */
function firstViewScripts(html: string): string[] {
  const boot = /<script data-entry="([^"]+)" data-chunks="([^"]*)" data-first="([^"]*)">/.exec(
    html,
  );
  if (!boot) return [];
  const [, entry = '', chunks = '', first = ''] = boot;
  return [entry, ...chunks.split(' ').filter(Boolean), ...first.split(' ').filter(Boolean)];
}

/*
 * Every page is within the budget, in both languages (decisions 041, 043 and 044). What keeps
 * them there: a language's bundle carries only its own words; a page loads only its own course's
 * or path's words; code a page needs only on input (a form's checks, a dialog) loads on first
 * use; a part with no behaviour (the footer, a programme's page) is drawn by the server and never
 * hydrated (ServerOnly); a part below the fold or in a hidden tab is hydrated once its code is in,
 * after the first view (hydratedLater). A module loaded per id must be imported only
 * dynamically: one a list page also imports becomes a chunk of its own on that page.
 */

const manifest = routesManifestSchema.parse(
  JSON.parse(fs.readFileSync(path.join(SITE, ROUTES_MANIFEST_FILE), 'utf8')),
);
const pages = Object.entries(manifest.pages);

describe('first-view JavaScript', () => {
  it.each(pages)('%s ships at most 90 KB gzipped', (urlPath, file) => {
    const html = fs.readFileSync(path.join(SITE, file), 'utf8');
    const scripts = firstViewScripts(html);
    expect(scripts.some((src) => src.includes('/entry-client-'))).toBe(true);
    expect(scripts.some((src) => src.includes('/react-'))).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);
    const total = scripts.reduce(
      (sum, src) => sum + gzipSync(fs.readFileSync(path.join(SITE, src)), { level: 9 }).length,
      0,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('carries one inline script, the boot script, which the CSP allows by its hash', () => {
    expect(manifest.scriptSources).toHaveLength(1);
    for (const [, file] of pages) {
      const html = fs.readFileSync(path.join(SITE, file), 'utf8');
      const scripts = inlineScripts(html);
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64');
      expect(manifest.scriptSources).toContain(`'sha256-${hash}'`);
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    }
  });
});
