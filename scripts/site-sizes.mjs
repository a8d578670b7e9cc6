// What the built site's pages weigh on the wire, gzipped: the first view's JavaScript (what the
// boot script loads: the entry, React, the page's own chunks), the HTML document (its stylesheet
// inlined) and that inlined stylesheet alone, as minimum, median and maximum over every page.
// Run after `npm run build`: `node scripts/site-sizes.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SITE = 'dist/client';
const manifest = JSON.parse(readFileSync(path.join(SITE, 'routes-manifest.json'), 'utf8'));
const gzipped = (data) => gzipSync(data, { level: 9 }).length;

const rows = Object.values(manifest.pages).map((file) => {
  const html = readFileSync(path.join(SITE, file), 'utf8');
  const boot = /data-entry="([^"]*)" data-chunks="([^"]*)" data-first="([^"]*)"/.exec(html);
  if (!boot) throw new Error(`${file} has no boot script`);
  const scripts = boot.slice(1).flatMap((list) => list.split(' ').filter(Boolean));
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return {
    javascript: scripts.reduce((sum, src) => sum + gzipped(readFileSync(path.join(SITE, src))), 0),
    html: gzipped(html),
    css: gzipped(css),
  };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${rows.length} pages, gzipped (level 9):`);
for (const key of ['javascript', 'html', 'css']) {
  const sorted = rows.map((row) => row[key]).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `  ${key}: min ${kb(sorted[0])}, median ${kb(median)}, max ${kb(sorted[sorted.length - 1])}`,
  );
}
