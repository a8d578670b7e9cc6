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

export function robotsTxt(publicUrl: string): string {
  const disallow = ['/api/', ...disallowedPaths()].map((urlPath) => `Disallow: ${urlPath}\n`);
  return `User-agent: *\nAllow: /\n${disallow.join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
