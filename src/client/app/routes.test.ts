import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../../tests/e2e/support/routes';
import { FALLBACK_PREFIXES, publicPagePaths } from '../../server/prerender/page-paths';
import { robotsTxt } from '../../server/site/robots';
import { idPrefix, matchRoute, routes } from './routes';

const pageFiles = Object.keys(import.meta.glob('./pages/*.page.tsx'));
const keys = routes.map((route) => route.key);

describe('the route table', () => {
  it('has one page component per key, and no page without a key', () => {
    expect(pageFiles.sort()).toEqual(keys.map((key) => `./pages/${key}.page.tsx`).sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('prerenders every page with a path, and each path matches its own entry', () => {
    const matched = new Set(publicPagePaths().map((path) => matchRoute(path).key));
    expect([...matched].sort()).toEqual(
      routes
        .filter((route) => route.path)
        .map((route) => route.key)
        .sort(),
    );
    expect(matchRoute('/no/such/page').key).toBe('not-found');
  });

  it('gives every catalogue section its own not-found page, and robots its private pages', () => {
    const sections = routes.filter((route) => typeof route.ids === 'string');
    expect(FALLBACK_PREFIXES).toEqual(sections.map((route) => idPrefix(route)));
    const robots = robotsTxt('https://example.test');
    for (const route of routes.filter((entry) => entry.robots === 'disallow')) {
      const path = idPrefix(route) ?? route.path ?? '';
      expect(
        robots.split('\n').some((line) => path.startsWith(line.slice('Disallow: '.length))),
      ).toBe(true);
    }
  });

  it('is what the browser tests visit: every public page and every section not-found page', () => {
    const visited = publicRoutes();
    const visitedKeys = new Set(visited.map(({ path }) => matchRoute(path).key));
    const expected = routes.filter((route) => !route.access).map((route) => route.key);
    expect([...visitedKeys].sort()).toEqual(expected.sort());
    const paths = visited.map(({ path }) => path);
    for (const path of publicPagePaths()) {
      const gated = routes.find((route) => route.key === matchRoute(path).key)?.access;
      if (!gated) expect(paths).toContain(path);
    }
    for (const prefix of FALLBACK_PREFIXES) {
      expect(visited.some(({ path, status }) => status === 404 && path.startsWith(prefix))).toBe(
        true,
      );
    }
  });
});
