import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { routesManifestSchema } from '../../src/server/site/site-store';

/** The benchmark issue's budget: the first view of any page ships at most 90 KB of JS, gzipped. */
const BUDGET_BYTES = 90 * 1024;
const SITE = 'dist/client';

/** Every script the first view loads: the boot script, the entry and the page's chunks. */
function firstViewScripts(html: string): string[] {
  const boot =
    /<script src="([^"]+)" data-entry="([^"]+)" data-chunks="([^"]*)" data-first="([^"]*)"/.exec(
      html,
    );
  if (!boot) return [];
  const [, src = '', entry = '', chunks = '', first = ''] = boot;
  return [src, entry, ...chunks.split(' ').filter(Boolean), ...first.split(' ').filter(Boolean)];
}

const manifest = routesManifestSchema.parse(
  JSON.parse(fs.readFileSync(path.join(SITE, 'routes-manifest.json'), 'utf8')),
);
const pages = Object.entries(manifest.pages);

describe('first-view JavaScript', () => {
  it.each(pages)('%s ships at most 90 KB gzipped', (_urlPath, file) => {
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

  it('carries no inline script on any page (CSP script-src self)', () => {
    for (const [, file] of pages) {
      const html = fs.readFileSync(path.join(SITE, file), 'utf8');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });
});
