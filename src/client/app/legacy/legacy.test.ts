import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../../../tests/e2e/support/routes';
import { FALLBACK_PREFIXES, publicPagePaths } from '../../../server/prerender/page-paths';
import { robotsTxt } from '../../../server/site/robots';
import { matchRoute } from '../routes';
import * as old from './old-page-paths';
import * as oldE2e from './old-e2e-routes';
import { matchRoute as oldMatchRoute } from './old-routes';

describe('the derived lists equal the literal ones they replace', () => {
  it('prerendered paths, in sitemap order', () => {
    expect(publicPagePaths()).toEqual(old.publicPagePaths());
  });
  it('fallback prefixes', () => {
    expect(FALLBACK_PREFIXES).toEqual(old.FALLBACK_PREFIXES);
  });
  it('robots.txt', () => {
    expect(robotsTxt('https://example.test')).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /profile\nDisallow: /admin\nDisallow: /checkout/\n\nSitemap: https://example.test/sitemap.xml\n`,
    );
  });
  it('route matching', () => {
    const odd = [
      '/', '//', '/courses/', '/courses/foo', '/courses/docker/', '/courses/Docker', '/course/',
      '/course/a/b', '/course/%E0%A6%95', '/course/%ZZ', '/admin/orders/', '/admin/nope',
      '/careers/apply/', '/careers/apply/x', '/labs/x/', '/blog//x', '/__not-found__',
      '/course/__missing__', '/checkout/__missing__', '/no/such/page', '/PROFILE', '/faq///',
    ];
    const paths = [...old.publicPagePaths(), ...odd, ...old.FALLBACK_PREFIXES.map((p) => `${p}x`)];
    for (const path of paths) expect(matchRoute(path), path).toEqual(oldMatchRoute(path));
  });
  it('the browser tests list the same cases', () => {
    const byPath = (list: { path: string }[]) =>
      [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath(publicRoutes())).toEqual(byPath(oldE2e.publicRoutes()));
    expect(publicRoutes()).toHaveLength(oldE2e.publicRoutes().length);
  });
});
