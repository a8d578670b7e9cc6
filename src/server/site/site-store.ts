import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  PRECOMPRESSED_SUFFIXES,
  PUBLIC_URL_PLACEHOLDER,
  ROUTES_MANIFEST_FILE,
  routesManifestSchema,
  type RoutesManifest,
} from '../built-site/contract';
import {
  DEMO_NUMBERS_NOTE,
  DEMO_NUMBERS_NOTE_BN,
  SITE_SETTING_NAMES,
  SITE_SETTING_PLACEHOLDERS,
  type SiteSettings,
} from '../../shared/site-settings';
import { robotsTxt } from './robots';

/** A file held in memory with its precompressed variants, ready to send. */
export interface SiteFile {
  body: Buffer<ArrayBuffer>;
  brotli: Buffer<ArrayBuffer> | undefined;
  gzip: Buffer<ArrayBuffer> | undefined;
  contentType: string;
  etag: string;
  cacheControl: string;
}

export interface SiteStore {
  /** A public file by URL path: assets, favicon, robots.txt... (not pages). */
  asset: (urlPath: string) => SiteFile | undefined;
  /** The page for a URL path, with the status it must be served with. */
  page: (urlPath: string) => { file: SiteFile; status: 200 | 404 };
  pageCount: number;
  /** What `script-src` must allow besides 'self' for the pages' inline scripts. */
  scriptSources: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const YEAR = 'public, max-age=31536000, immutable';

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return YEAR;
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const isPrecompressed = (relativePath: string) =>
  Object.values(PRECOMPRESSED_SUFFIXES).some((suffix) => relativePath.endsWith(suffix));

function readOptional(file: string): Buffer<ArrayBuffer> | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * A file made at start-up (pages with the public URL filled in, sitemap, robots): compressed now.
 * Brotli at quality 5: quality 9 spent 55 of a 66 s start-up in zlib for ~500 pages on this
 * 2-core machine (CPU profile, 2026-11-28), enough to fail start-up deadlines; 5 is several
 * times faster and a few percent larger.
 */
function generatedFile(text: string, contentType: string, cacheControl: string): SiteFile {
  const body = Buffer.from(text);
  return {
    body,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 9 }),
    contentType,
    etag: etagOf(body),
    cacheControl,
  };
}

function sitemapXml(publicUrl: string, paths: string[]): string {
  const urls = paths
    .map((urlPath) => `  <url><loc>${publicUrl}${urlPath === '/' ? '/' : urlPath}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Every file of the built site, pages filled in with the settings, with its precompressed forms. */
function readSiteFiles(siteDir: string, fillIn: (html: string) => string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const relativePath of listFiles(siteDir)) {
    if (isPrecompressed(relativePath) || relativePath === ROUTES_MANIFEST_FILE) continue;
    if (relativePath === '.vite/manifest.json' || relativePath.startsWith('.vite/')) continue;
    const full = path.join(siteDir, relativePath);
    const contentType =
      CONTENT_TYPES[path.extname(relativePath).toLowerCase()] ?? 'application/octet-stream';
    if (relativePath.endsWith('.html')) {
      const html = fillIn(fs.readFileSync(full, 'utf8'));
      files.set(relativePath, generatedFile(html, contentType, cacheControlFor(relativePath)));
      continue;
    }
    const body = fs.readFileSync(full);
    files.set(relativePath, {
      body,
      brotli: readOptional(full + PRECOMPRESSED_SUFFIXES.brotli),
      gzip: readOptional(full + PRECOMPRESSED_SUFFIXES.gzip),
      contentType,
      etag: etagOf(body),
      cacheControl: cacheControlFor(relativePath),
    });
  }
  return files;
}

/** sitemap.xml and robots.txt, made from the manifest's listed pages. */
function addSitemapAndRobots(
  files: Map<string, SiteFile>,
  publicUrl: string,
  manifest: RoutesManifest,
): void {
  const hourly = 'public, max-age=3600';
  const listed = Object.keys(manifest.pages).filter(
    (urlPath) => !manifest.unlisted.includes(urlPath),
  );
  files.set(
    'sitemap.xml',
    generatedFile(
      sitemapXml(publicUrl, listed),
      CONTENT_TYPES['.xml'] ?? 'application/xml',
      hourly,
    ),
  );
  files.set(
    'robots.txt',
    generatedFile(robotsTxt(publicUrl, listed), CONTENT_TYPES['.txt'] ?? 'text/plain', hourly),
  );
}

/** Reads the whole built site into memory once, so requests never touch the disk. */
export function loadSite(
  siteDir: string,
  options: { publicUrl: string; settings?: SiteSettings },
): SiteStore {
  const fillIn = (html: string) => {
    let filled = html.replaceAll(PUBLIC_URL_PLACEHOLDER, options.publicUrl);
    const bangla = html.slice(0, 40).includes('<html lang="bn"');
    for (const name of SITE_SETTING_NAMES) {
      const setting = options.settings?.[name] ?? '';
      // The one setting written in words: a Bangla page says it in Bangla.
      const value = bangla && setting === DEMO_NUMBERS_NOTE ? DEMO_NUMBERS_NOTE_BN : setting;
      filled = filled.replaceAll(SITE_SETTING_PLACEHOLDERS[name], escapeHtml(value));
    }
    return filled;
  };
  const manifestPath = path.join(siteDir, ROUTES_MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`No built site in ${siteDir}: run \`npm run build\` first`);
  }
  const manifest = routesManifestSchema.parse(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
  const files = readSiteFiles(siteDir, fillIn);
  addSitemapAndRobots(files, options.publicUrl, manifest);
  const fileAt = (relativePath: string): SiteFile => {
    const file = files.get(relativePath);
    if (!file) throw new Error(`Routes manifest names a missing file: ${relativePath}`);
    return file;
  };
  const pages = new Map(
    Object.entries(manifest.pages).map(([urlPath, file]) => [urlPath, fileAt(file)]),
  );
  const fallbacks = manifest.fallbacks.map(({ prefix, suffix, file }) => ({
    prefix,
    suffix,
    file: fileAt(file),
  }));
  const notFound = fileAt(manifest.notFound);
  const pageFiles = new Set(Object.values(manifest.pages).concat(manifest.notFound));

  return {
    pageCount: pages.size,
    scriptSources: manifest.scriptSources,
    asset(urlPath) {
      const relativePath = urlPath.replace(/^\/+/, '');
      if (relativePath.endsWith('.html') || pageFiles.has(relativePath)) return undefined;
      return files.get(relativePath);
    },
    page(urlPath) {
      const exact = pages.get(urlPath);
      if (exact) return { file: exact, status: 200 };
      const fallback = fallbacks.find(
        ({ prefix, suffix }) => urlPath.startsWith(prefix) && urlPath.endsWith(suffix),
      );
      return { file: fallback?.file ?? notFound, status: 404 };
    },
  };
}
