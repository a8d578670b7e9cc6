// Full-page screenshots of pages at phone and desktop widths, for looking at what we build:
// node scripts/screenshots.mjs http://127.0.0.1:3000 /tmp/shots / /courses ...
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs BASE_URL OUT_DIR PATH...');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=&]/g, '_');
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`Saved ${paths.length * 2} screenshots in ${outDir}`);
