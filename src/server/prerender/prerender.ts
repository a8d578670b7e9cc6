import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import { renderPage } from '../../client/entry-server';
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

/** Run after both Vite builds: writes every page's HTML and the routes manifest into dist/client. */

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}

const siteDir = fileURLToPath(new URL('../client', import.meta.url));
const viteManifest = JSON.parse(
  fs.readFileSync(path.join(siteDir, '.vite/manifest.json'), 'utf8'),
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
    css: stylesheetFor(key, html),
  });
  const file = fileFor(pathname);
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), documentHtml);
  return file;
}

function compressAssets(dir: string) {
  for (const entryName of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entryName.name);
    if (entryName.isDirectory()) {
      compressAssets(full);
    } else if (/\.(js|css|svg|json|webmanifest|txt|xml)$/.test(entryName.name)) {
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
  const { courses } = loadLearningContent(fileURLToPath(new URL('./content', import.meta.url)));
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
    paths.set(`/learn/${course.courseId}/${id}`, id);
  }
  return paths;
}

async function main() {
  const started = Date.now();
  const previews = providePreviews();
  const manifest: RoutesManifest = {
    pages: {},
    fallbacks: [],
    notFound: '',
    unlisted: [],
    scriptSources: [bootScript.cspSource],
  };
  for (const pathname of publicPagePaths()) {
    manifest.pages[pathname] = await writePage(pathname, 200);
    const preview = previews.get(pathname);
    const written = preview
      ? fs.readFileSync(path.join(siteDir, manifest.pages[pathname]), 'utf8')
      : '';
    if (preview && !written.includes(`${LESSON_BODY_ATTRIBUTE}="${preview}"`)) {
      throw new Error(`${pathname} is a free preview but was prerendered without its lesson`);
    }
  }
  for (const { prefix, suffix } of FALLBACKS) {
    const file = await writePage(`${prefix}${MISSING_ID}${suffix}`, 404);
    manifest.fallbacks.push({ prefix, suffix, file });
  }
  manifest.notFound = await writePage(NOT_FOUND_PATH, 404);
  manifest.unlisted = unlisted;
  fs.writeFileSync(path.join(siteDir, ROUTES_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  compressAssets(path.join(siteDir, 'assets'));
  compressAssets(siteDir.replace(/\/$/, '') + '/');
  const count = Object.keys(manifest.pages).length + manifest.fallbacks.length + 1;
  process.stdout.write(`Prerendered ${count} pages in ${Date.now() - started} ms\n`);
}

await main();
