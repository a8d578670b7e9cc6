import { idPrefix, routes } from '../../client/app/routes';

/** robots.txt's `Disallow` paths from the route table: a section by its prefix, none twice. */
export function disallowedPaths(): string[] {
  const paths = routes.flatMap((route) =>
    route.robots === 'disallow' ? [idPrefix(route) ?? route.path ?? ''] : [],
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
