import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../../tests/e2e/support/routes';
import { FALLBACKS, publicPagePaths } from '../../server/prerender/page-paths';
import { robotsPath, robotsTxt } from '../../server/site/robots';
import { routePolicy } from './route-policies';
import { idPrefix, idSuffix, matchRoute, routes } from './routes';

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
    const sections = routes.filter((route) => routePolicy(route.key).ids !== undefined);
    expect(FALLBACKS).toHaveLength(sections.length);
    expect(FALLBACKS).toEqual(
      expect.arrayContaining(
        sections.map((route) => ({ prefix: idPrefix(route), suffix: idSuffix(route) })),
      ),
    );
    const robots = robotsTxt('https://example.test', []);
    for (const route of routes.filter((entry) => routePolicy(entry.key).robots === 'disallow')) {
      const path = robotsPath(route);
      expect(
        robots.split('\n').some((line) => path.startsWith(line.slice('Disallow: '.length))),
      ).toBe(true);
    }
  });

  it('is what the browser tests visit: every public page and every section not-found page', () => {
    const visited = publicRoutes();
    const visitedKeys = new Set(visited.map(({ path }) => matchRoute(path).key));
    // A gated section (the course player) is visited only at its own not-found page.
    const expected = routes
      .filter((route) => !routePolicy(route.key).access || routePolicy(route.key).ids !== undefined)
      .map((route) => route.key);
    expect([...visitedKeys].sort()).toEqual(expected.sort());
    const paths = visited.map(({ path }) => path);
    for (const path of publicPagePaths()) {
      const gated = routePolicy(matchRoute(path).key).access;
      if (!gated) expect(paths).toContain(path);
    }
    for (const { prefix, suffix } of FALLBACKS) {
      expect(
        visited.some(
          ({ path, status }) => status === 404 && path.startsWith(prefix) && path.endsWith(suffix),
        ),
      ).toBe(true);
    }
  });
});

describe('the course player paths', () => {
  it('match a course and a course item, and nothing deeper', () => {
    expect(matchRoute('/learn/docker-fundamentals')).toEqual({
      key: 'learn',
      id: 'docker-fundamentals',
      pathname: '/learn/docker-fundamentals',
    });
    expect(matchRoute('/learn/docker-fundamentals/docker-1-3/')).toEqual({
      key: 'learn',
      id: 'docker-fundamentals/docker-1-3',
      pathname: '/learn/docker-fundamentals/docker-1-3',
    });
    expect(matchRoute('/learn/docker-fundamentals/docker-1-quiz').key).toBe('learn');
    expect(matchRoute('/learn/docker-fundamentals/docker-1-3/more').key).toBe('not-found');
    expect(matchRoute('/learn//docker-1-3').key).toBe('not-found');
    expect(matchRoute('/learn').key).toBe('not-found');
    // Other `:id` pages still take one segment only.
    expect(matchRoute('/course/docker-fundamentals/docker-1-3').key).toBe('not-found');
  });

  it('prerender each course and each of its lessons and quizzes, kept out of robots but the previews', () => {
    const paths = publicPagePaths().filter((path) => path.startsWith('/learn/'));
    expect(paths).toContain('/learn/docker-fundamentals');
    expect(paths).toContain('/learn/docker-fundamentals/docker-1-1');
    expect(paths).toContain('/learn/docker-fundamentals/docker-1-6');
    expect(paths).toContain('/learn/docker-fundamentals/docker-1-quiz');
    expect(paths).toContain('/learn/docker-fundamentals/docker-4-quiz');
    expect(paths).not.toContain('/learn/docker-fundamentals/docker-1-7');
    expect(paths.indexOf('/learn/docker-fundamentals/docker-1-6')).toBeLessThan(
      paths.indexOf('/learn/docker-fundamentals/docker-1-quiz'),
    );
    expect(FALLBACKS).toContainEqual({ prefix: '/learn/', suffix: '' });
    const preview = '/learn/docker-fundamentals/docker-1-1';
    const robots = robotsTxt('https://example.test', ['/courses', preview]);
    expect(robots).toContain('Disallow: /learn/\n');
    // The free preview is allowed before the section's Disallow; listed pages outside it need no line.
    expect(robots).toContain(`Allow: ${preview}\nDisallow: /api/\n`);
    expect(robots).not.toContain('Allow: /courses');
  });
});

describe('the lab session paths', () => {
  it('match a lab id followed by /session, and leave /labs/{slug} to the programme catalogue', () => {
    expect(matchRoute('/labs/linux-find-and-organise-files/session/')).toEqual({
      key: 'lab-session',
      id: 'linux-find-and-organise-files',
      pathname: '/labs/linux-find-and-organise-files/session',
    });
    expect(matchRoute('/labs/docker-hands-on-labs').key).toBe('programme');
    expect(matchRoute('/labs/linux-find-and-organise-files/session/more').key).toBe('not-found');
    expect(matchRoute('/labs/linux-find-and-organise-files/other').key).toBe('not-found');
    expect(matchRoute('/labs//session').key).toBe('not-found');
    expect(matchRoute('/labs/session').key).toBe('programme');
  });

  it('prerender one noindex shell per curriculum lab, kept out of robots, lab pages not', () => {
    const paths = publicPagePaths();
    expect(paths).toContain('/labs/linux-find-and-organise-files/session');
    expect(paths.filter((path) => path.endsWith('/session'))).toEqual(
      paths.filter((path) => matchRoute(path).key === 'lab-session'),
    );
    const robots = robotsTxt('https://example.test', ['/labs/docker-hands-on-labs']);
    expect(robots).toContain('Disallow: /labs/*/session\n');
    expect(robots).not.toMatch(/^Disallow: \/labs\/$/m);
    // An unknown lab's session page is the session section's not-found page, not the catalogue's.
    const sessionSection = FALLBACKS.findIndex(({ suffix }) => suffix === '/session');
    const labSection = FALLBACKS.findIndex(({ prefix, suffix }) => prefix === '/labs/' && !suffix);
    expect(sessionSection).toBeGreaterThanOrEqual(0);
    expect(sessionSection).toBeLessThan(labSection);
  });
});
