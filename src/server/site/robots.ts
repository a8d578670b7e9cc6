import { routePolicy } from '../../client/app/route-policies';
import { LOCALE_PREFIX } from '../../client/i18n/locale-path';
import { LOCALES } from '../../shared/i18n/locale';
import { idPrefix, idSuffix, routes, type RouteEntry } from '../../client/app/routes';

/**
 * The robots.txt path of a route: a section by its prefix or, when a fixed suffix follows the
 * id (`/labs/:id/session`), by a pattern with RFC 9309's `*` in place of the id, since the
 * prefix alone also holds public pages (`/labs/{slug}`).
 */
export function robotsPath(route: RouteEntry): string {
  const prefix = idPrefix(route);
  if (prefix === undefined) return route.path ?? '';
  const suffix = idSuffix(route);
  return suffix ? `${prefix}*${suffix}` : prefix;
}

/**
 * robots.txt's `Disallow` paths from the route table: a section by its prefix, none twice, in
 * every language (`/bn/profile` as well as `/profile`).
 */
export function disallowedPaths(): string[] {
  const bare = routes.flatMap((route) =>
    routePolicy(route.key).robots === 'disallow' ? [robotsPath(route)] : [],
  );
  const paths = LOCALES.flatMap((locale) =>
    bare.map((urlPath) => `${LOCALE_PREFIX[locale]}${urlPath}`),
  );
  return paths.filter(
    (candidate) =>
      candidate !== '' &&
      !paths.some((section) => section !== candidate && isInside(candidate, section)),
  );
}

function isInside(candidate: string, section: string): boolean {
  return candidate.startsWith(section.endsWith('/') ? section : `${section}/`);
}

/**
 * The listed (indexable) pages inside a disallowed section, e.g. each course's free preview
 * lesson under /learn/: allowed one by one, so search engines may read them and nothing else
 * of the section. Crawlers follow the most specific (longest) matching rule.
 */
export function allowedPaths(listed: readonly string[]): string[] {
  const sections = disallowedPaths();
  return listed.filter((urlPath) =>
    sections.some((section) => urlPath !== section && isInside(urlPath, section)),
  );
}

/** `listed`: the pages the sitemap lists (those the prerender did not mark noindex). */
export function robotsTxt(publicUrl: string, listed: readonly string[]): string {
  const allow = allowedPaths(listed).map((urlPath) => `Allow: ${urlPath}\n`);
  const disallow = ['/api/', ...disallowedPaths()].map((urlPath) => `Disallow: ${urlPath}\n`);
  return `User-agent: *\nAllow: /\n${allow.join('')}${disallow.join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
