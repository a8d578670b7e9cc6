// Prints each page's first-view JavaScript, gzipped at level 9 as tests/e2e/js-budget.spec.ts counts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SITE = 'dist/client';
const { pages } = JSON.parse(readFileSync(path.join(SITE, 'routes-manifest.json'), 'utf8'));
const sizes = Object.entries(pages).map(([url, file]) => {
  const html = readFileSync(path.join(SITE, file), 'utf8');
  const boot = /<script data-entry="([^"]+)" data-chunks="([^"]*)" data-first="([^"]*)">/.exec(
    html,
  );
  if (!boot) return [url, 0];
  const scripts = [boot[1], ...boot[2].split(' '), ...boot[3].split(' ')].filter(Boolean);
  const total = scripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(SITE, src)), { level: 9 }).length,
    0,
  );
  return [url, total];
});
sizes.sort((a, b) => b[1] - a[1]);
for (const [url, total] of sizes.slice(0, Number(process.argv[2] ?? 15))) {
  console.log(`${String(total).padStart(7)}  ${url}`);
}
