import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { distinctiveFragment, publicFilesContaining } from './public-files';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('finds needles in every file under the dir, precompressed ones included', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'about.html'), '<p>Nothing secret here.</p>');
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'const a="the lesson sentence";');
  fs.writeFileSync(path.join(dir, 'assets/app.js.br'), brotliCompressSync('the quiz answer'));
  fs.writeFileSync(path.join(dir, 'courses.html.gz'), gzipSync('<p>the quiz answer</p>'));
  const matches = publicFilesContaining(dir, ['the lesson sentence', 'the quiz answer']);
  expect(matches.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
    { file: path.join('assets', 'app.js'), needle: 'the lesson sentence' },
    { file: path.join('assets', 'app.js.br'), needle: 'the quiz answer' },
    { file: 'courses.html.gz', needle: 'the quiz answer' },
  ]);
});

it('picks the longest run of plain words, never across markup, entities or line breaks', () => {
  const html =
    'Run <code>docker ps</code> to list the containers that are running on this host now.\n' +
    'It&#39;s short.';
  expect(distinctiveFragment(html, 40)).toBe(
    'to list the containers that are running on this host now.',
  );
  expect(distinctiveFragment('Short <code>text</code> only.', 40)).toBeUndefined();
});
