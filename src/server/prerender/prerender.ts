import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import { renderPage } from '../../client/entry-server';
import { LOCALE_PREFIX, pathIn } from '../../client/i18n/locale-path';
import { PAGE_LOCALE } from '../../client/i18n/page-locale.copy';
import {
  LESSON_BODY_ATTRIBUTE,
  providePreviewLesson,
} from '../../client/features/learn/preview-lesson';
import {
  PRECOMPRESSED_SUFFIXES,
  ROUTES_MANIFEST_FILE,
  type RoutesManifest,
} from '../built-site/contract';
import { createCache } from '../../shared/cache';
import { loadLearningContent } from '../content/load-content';
import { previewLessonId } from '../content/public-files';
import { renderDocument } from './document';
import { classTokens, pruneCss } from './page-css';
import { FALLBACKS, MISSING_ID, NOT_FOUND_PATH, publicPagePaths } from './page-paths';

/**
 * Run after the Vite builds: writes every page's HTML and the routes manifest into dist/client.
 * Built once per language (decision 041): the English run writes today's paths and a new
 * manifest, the Bangla run (dist/server-bn/prerender.js) its `/bn` twins, added to the manifest.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}

const siteDir = fileURLToPath(new URL('../client', import.meta.url));
const english = PAGE_LOCALE === 'en';
const viteManifest = JSON.parse(
  fs.readFileSync(
    path.join(siteDir, english ? '.vite/manifest.json' : `.vite/manifest.${PAGE_LOCALE}.json`),
    'utf8',
  ),
) as Record<string, ManifestChunk>;

const ENTRY = 'src/client/entry-client.tsx';

function chunk(key: string): ManifestChunk {
  const found = viteManifest[key];
  if (!found) throw new Error(`Vite manifest has no chunk ${key}`);
  return found;
}

/**
 * Content a page loads in `prepare` for one route lives in a module named after the route's id
 * (e.g. `articles/{slug}.ts`): it is part of that page's first view, so it is preloaded and
 * counted in the JavaScript budget like the page's own chunks.
 */
function routeContentChunks(pageKey: string, routeId: string): string[] {
  // A two-segment id (`{course}/{item}`) loads its first segment's content (the curriculum).
  const contentId = routeId.split('/')[0];
  if (!contentId) return [];
  const dynamic = new Set<string>();
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const current = chunk(key);
    for (const next of current.dynamicImports ?? []) dynamic.add(next);
    for (const next of current.imports ?? []) collect(next, seen);
  };
  collect(`src/client/app/pages/${pageKey}.page.tsx`, new Set());
  return [...dynamic].filter((key) => key.endsWith(`/${contentId}.ts`));
}

/** The chunk's file plus everything it imports statically, depth first, without repeats. */
function closure(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const current = chunk(key);
  return [`/${current.file}`, ...(current.imports ?? []).flatMap((next) => closure(next, seen))];
}

const entry = chunk(ENTRY);
const entryFiles = closure(ENTRY);
/** React's chunk (vite.config.ts), which boot.js runs in a task before the entry's. */
const entryImports = entryFiles.filter((file) => file !== `/${entry.file}`);
const stylesheets = entry.css ?? [];
if (stylesheets.length === 0)
  throw new Error('The client entry has no stylesheet in the Vite manifest');
const css = stylesheets
  .map((file) => fs.readFileSync(path.join(siteDir, file), 'utf8'))
  .join('\n')
  .replace(/<\/style/gi, '<\\/style');

/** Class-name candidates per built script, read once. */
const scriptTokens = createCache<string, Set<string>>();
function tokensOf(file: string): Set<string> {
  return scriptTokens.get(file, () =>
    classTokens([fs.readFileSync(path.join(siteDir, file), 'utf8')]),
  );
}

/** Every script a page can ever run: its chunks and, recursively, whatever they import later. */
function reachableScripts(key: string, seen = new Set<string>([ENTRY])): string[] {
  // The entry is counted apart: it can load every page, so following it would reach them all.
  if (seen.has(key)) return [];
  seen.add(key);
  const current = chunk(key);
  return [
    current.file,
    ...[...(current.imports ?? []), ...(current.dynamicImports ?? [])].flatMap((next) =>
      reachableScripts(next, seen),
    ),
  ];
}

/**
 * The stylesheet for one page: only the rules its HTML or its scripts (the layout's, and every
 * chunk the page can load, so states reached after hydration keep their styles) can match. The
 * whole stylesheet inlined in every page made each document larger than the first round trip
 * of a new connection carries (14 KB) and gave the browser hundreds of unused rules to match.
 */
function stylesheetFor(pageKey: string, html: string): string {
  const tokens = classTokens([html]);
  const scripts = [entry.file, ...reachableScripts(`src/client/app/pages/${pageKey}.page.tsx`)];
  for (const file of scripts) for (const token of tokensOf(file)) tokens.add(token);
  return pruneCss(css, tokens);
}

/**
 * The boot script, minified, to inline in every page, and the CSP source that allows exactly it
 * (decision 008). As a file of its own it was one more request before the first paint.
 */
function readBootScript(): { source: string; cspSource: string } {
  const raw = fs.readFileSync(path.join(siteDir, '../../src/client/boot/boot.js'), 'utf8');
  const { code, errors } = minifySync('boot.js', raw);
  if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
  const source = code.trim();
  if (/<\/script|<!--/i.test(source)) throw new Error('boot.js must not contain </script or <!--');
  const hash = createHash('sha256').update(source).digest('base64');
  return { source, cspSource: `'sha256-${hash}'` };
}
const bootScript = readBootScript();

const BENGALI_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

/**
 * Bangla pages' own font: Noto Sans Bengali 400 and 700, the Bengali-script subset of the npm
 * package @fontsource/noto-sans-bengali (about 45 KB each as woff2), copied into the assets under
 * a content hash. A system copy is used when there is one; `swap` shows text at once in the
 * fallback, and the unicode-range keeps the font off Latin text and English pages.
 */
/**
 * The names a system copy of the font is found under (local() matches a face's full name or its
 * PostScript name): Debian's and most Linux packages name the regular face "Noto Sans Bengali
 * Regular", Android's its UI variant. A phone with the font downloads nothing.
 */
const LOCAL_NAMES = {
  400: [
    'Noto Sans Bengali Regular',
    'NotoSansBengali-Regular',
    'Noto Sans Bengali',
    'Noto Sans Bengali UI Regular',
    'NotoSansBengaliUI-Regular',
  ],
  700: [
    'Noto Sans Bengali Bold',
    'NotoSansBengali-Bold',
    'Noto Sans Bengali UI Bold',
    'NotoSansBengaliUI-Bold',
  ],
} as const;

function bengaliFontFaces(): string {
  const require = createRequire(import.meta.url);
  return ([400, 700] as const)
    .map((weight) => {
      const source = require.resolve(
        `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
      );
      const bytes = fs.readFileSync(source);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      const file = `assets/noto-sans-bengali-${weight}-${hash}.woff2`;
      fs.writeFileSync(path.join(siteDir, file), bytes);
      const local = LOCAL_NAMES[weight].map((name) => `local('${name}')`).join(',');
      return `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-weight:${weight};font-display:swap;src:${local},url(/${file}) format('woff2');unicode-range:${BENGALI_RANGE}}`;
    })
    .join('');
}
const fontFaces = english ? '' : bengaliFontFaces();

function fileFor(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

const unlisted: string[] = [];

async function writePage(pathname: string, expectedStatus: 200 | 404): Promise<string> {
  const { key, id, html, meta } = await renderPage(pathname);
  if (meta.noindex) unlisted.push(pathname);
  if ((meta.status ?? 200) !== expectedStatus) {
    throw new Error(
      `${pathname} rendered with status ${meta.status ?? 200}, not ${expectedStatus}`,
    );
  }
  const seen = new Set<string>();
  const pageFiles = [
    ...closure(`src/client/app/pages/${key}.page.tsx`, seen),
    ...routeContentChunks(key, id).flatMap((content) => closure(content, seen)),
  ];
  const preloads = pageFiles.filter((file) => !entryFiles.includes(file));
  const documentHtml = renderDocument({
    pathname,
    meta,
    body: html,
    boot: { source: bootScript.source, entry: `/${entry.file}`, first: entryImports },
    preloads,
    css: fontFaces + stylesheetFor(key, html),
    locale: PAGE_LOCALE,
    alternates:
      (meta.status ?? 200) === 200
        ? { en: pathIn('en', pathname), bn: pathIn('bn', pathname) }
        : undefined,
  });
  const file = fileFor(pathname);
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), documentHtml);
  return file;
}

/** The file's brotli variant exists and is at least as new as the file. */
function isCompressed(file: string): boolean {
  const variant = file + PRECOMPRESSED_SUFFIXES.brotli;
  return fs.existsSync(variant) && fs.statSync(variant).mtimeMs >= fs.statSync(file).mtimeMs;
}

function compressAssets(dir: string) {
  for (const entryName of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entryName.name);
    if (entryName.isDirectory()) {
      compressAssets(full);
    } else if (
      /\.(js|css|svg|json|webmanifest|txt|xml)$/.test(entryName.name) &&
      // The other language's run compressed the files the two builds share.
      !isCompressed(full)
    ) {
      const body = fs.readFileSync(full);
      fs.writeFileSync(
        full + PRECOMPRESSED_SUFFIXES.brotli,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(full + PRECOMPRESSED_SUFFIXES.gzip, gzipSync(body, { level: 9 }));
    }
  }
}

/**
 * Each course's free preview lesson, from the content build-content.js compiled: public by
 * definition, so its page is prerendered with its text. Returns the preview pages' paths.
 */
function providePreviews(): Map<string, string> {
  const { courses } = loadLearningContent(
    fileURLToPath(new URL('../server/content', import.meta.url)),
  );
  const paths = new Map<string, string>();
  for (const course of courses.values()) {
    const id = previewLessonId(course);
    const lesson = course.modules[0]?.lessons[0];
    if (!id || !lesson) continue;
    providePreviewLesson({
      courseId: course.courseId,
      moduleId: lesson.moduleId,
      id,
      title: lesson.title,
      minutes: lesson.minutes,
      summary: lesson.summary,
      html: lesson.html,
      finished: false,
      previous: null,
      next: null,
    });
    paths.set(pathIn(PAGE_LOCALE, `/learn/${course.courseId}/${id}`), id);
  }
  return paths;
}

async function main() {
  const started = Date.now();
  const previews = providePreviews();
  const manifestFile = path.join(siteDir, ROUTES_MANIFEST_FILE);
  // The English run starts the manifest; another language's run adds its pages to it.
  const manifest: RoutesManifest = english
    ? {
        pages: {},
        fallbacks: [],
        notFound: '',
        unlisted: [],
        scriptSources: [bootScript.cspSource],
      }
    : (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as RoutesManifest);
  if (!manifest.scriptSources.includes(bootScript.cspSource)) {
    manifest.scriptSources.push(bootScript.cspSource);
  }
  const prefix = LOCALE_PREFIX[PAGE_LOCALE];
  for (const pathname of publicPagePaths({ staff: english }).map((bare) =>
    pathIn(PAGE_LOCALE, bare),
  )) {
    manifest.pages[pathname] = await writePage(pathname, 200);
    const preview = previews.get(pathname);
    const written = preview
      ? fs.readFileSync(path.join(siteDir, manifest.pages[pathname]), 'utf8')
      : '';
    if (preview && !written.includes(`${LESSON_BODY_ATTRIBUTE}="${preview}"`)) {
      throw new Error(`${pathname} is a free preview but was prerendered without its lesson`);
    }
  }
  for (const fallback of FALLBACKS) {
    const section = `${prefix}${fallback.prefix}`;
    const file = await writePage(`${section}${MISSING_ID}${fallback.suffix}`, 404);
    manifest.fallbacks.push({ prefix: section, suffix: fallback.suffix, file });
  }
  const notFound = await writePage(`${prefix}${NOT_FOUND_PATH}`, 404);
  // Any other path under a language's prefix gets that language's not-found page.
  if (english) manifest.notFound = notFound;
  else manifest.fallbacks.push({ prefix: `${prefix}/`, suffix: '', file: notFound });
  manifest.unlisted.push(...unlisted);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  compressAssets(path.join(siteDir, 'assets'));
  compressAssets(siteDir.replace(/\/$/, '') + '/');
  const count = Object.keys(manifest.pages).length + manifest.fallbacks.length + 1;
  process.stdout.write(`Prerendered ${count} pages in ${Date.now() - started} ms\n`);
}

await main();
