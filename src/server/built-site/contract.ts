import { z } from 'zod';

/**
 * What the build leaves in dist/client for the server to read: the one contract between build
 * time (src/server/prerender/) and run time (src/server/site/site-store.ts). Both import it and
 * neither imports the other, so a change to the format is made, and reviewed, in one place.
 *
 * The other half of the contract is the site settings' placeholders (support e-mail, receiving
 * numbers...): they live in src/shared/site-settings.ts because the browser reads them as well.
 */

/** The file, at the root of the built site, that tells the server which file answers which path. */
export const ROUTES_MANIFEST_FILE = 'routes-manifest.json';

/** Written by the prerender step as JSON; read and checked by the server when it loads the site. */
export const routesManifestSchema = z.object({
  /** URL path → file path relative to the site dir, e.g. '/about' → 'about.html'. */
  pages: z.record(z.string(), z.string()),
  /**
   * Unknown ids in a section (paths starting with `prefix` and ending with `suffix`) get that
   * section's not-found page (status 404); the first that fits answers.
   */
  fallbacks: z.array(
    z.object({ prefix: z.string(), suffix: z.string().default(''), file: z.string() }),
  ),
  notFound: z.string(),
  /** Pages that exist but are not for search engines (not in the sitemap). */
  unlisted: z.array(z.string()).default([]),
  /** CSP sources for the pages' inline scripts (the boot script's hash), for `script-src`. */
  scriptSources: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)).default([]),
});
export type RoutesManifest = z.infer<typeof routesManifestSchema>;

/** Pages are rendered with this in every absolute URL; the server puts its PUBLIC_URL there. */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

/**
 * Beside each compressible asset the build writes its brotli and gzip variants under these
 * suffixes; the server sends them as they are and never serves them under their own names.
 */
export const PRECOMPRESSED_SUFFIXES = { brotli: '.br', gzip: '.gz' } as const;
