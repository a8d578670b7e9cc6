import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { englishLeft } from './support/bangla-text';
import { describe, expect, it } from 'vitest';
import { ROUTES_MANIFEST_FILE, routesManifestSchema } from '../../src/server/built-site/contract';
import { pathIn, splitLocale } from '../../src/shared/i18n/locale-path';

/**
 * Every page in both languages, read from the build: each English page has its Bangla twin (the
 * staff area aside: it is English only, decision 041), the two point at each other, and no
 * English sentence is left on a Bangla page. What may stay in Latin script on a Bangla page:
 * tool, product and brand names (docs/bangla-glossary.md), code, and text the page itself marks
 * as English (`lang="en"`: lesson and lab texts, blog articles, which are in English by design).
 */
const SITE = 'dist/client';
const manifest = routesManifestSchema.parse(
  JSON.parse(fs.readFileSync(path.join(SITE, ROUTES_MANIFEST_FILE), 'utf8')),
);
const all = Object.keys(manifest.pages);
const bangla = all.filter((urlPath) => splitLocale(urlPath).locale === 'bn');
const english = all.filter((urlPath) => splitLocale(urlPath).locale === 'en');
const STAFF = /^\/admin(\/|$)/;

function read(urlPath: string): Document {
  const file = manifest.pages[urlPath];
  if (!file) throw new Error(`no page ${urlPath}`);
  return new JSDOM(fs.readFileSync(path.join(SITE, file), 'utf8')).window.document;
}

describe('Bangla pages', () => {
  it('every English page has a Bangla twin, and every Bangla page an English one', () => {
    const missing = english
      .filter((urlPath) => !STAFF.test(urlPath))
      .filter((urlPath) => !manifest.pages[pathIn('bn', urlPath)]);
    expect(missing).toEqual([]);
    expect(bangla.filter((urlPath) => !manifest.pages[pathIn('en', urlPath)])).toEqual([]);
    expect(bangla.length).toBeGreaterThan(400);
  });

  it.each(bangla)(
    '%s is in Bangla: its language, title, links to its twin, no English left',
    (urlPath) => {
      const document = read(urlPath);
      expect(document.documentElement.lang).toBe('bn');
      expect(document.title).toMatch(/[\u0980-\u09FF]/);
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content');
      expect(description).toMatch(/[\u0980-\u09FF]/);
      if (!document.querySelector('meta[name="robots"][content="noindex"]')) {
        const alternates = Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        );
        expect(alternates).toEqual({
          bn: `__PUBLIC_URL__${urlPath}`,
          en: `__PUBLIC_URL__${pathIn('en', urlPath) === '/' ? '' : pathIn('en', urlPath)}`,
          'x-default': `__PUBLIC_URL__${pathIn('en', urlPath) === '/' ? '' : pathIn('en', urlPath)}`,
        });
      }
      // Every link to one of the site's pages stays in Bangla.
      const englishLinks = [...document.querySelectorAll('#root a[href^="/"]')]
        .map((link) => link.getAttribute('href') ?? '')
        .filter(
          (href) =>
            !href.startsWith('/bn') &&
            !/^\/(api|assets|media|admin)(\/|$)|\.[a-z]+$|\?lang=en$/.test(href),
        );
      expect(englishLinks).toEqual([]);
      expect(englishLeft(document)).toEqual([]);
    },
  );

  it('English pages name their Bangla twin and stay in English', () => {
    for (const urlPath of ['/', '/courses', '/course/docker-fundamentals']) {
      const document = read(urlPath);
      expect(document.documentElement.lang).toBe('en');
      expect(
        document.querySelector('link[rel="alternate"][hreflang="bn"]')?.getAttribute('href'),
      ).toBe(`__PUBLIC_URL__${pathIn('bn', urlPath)}`);
    }
  });
});
