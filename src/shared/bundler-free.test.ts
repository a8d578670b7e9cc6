import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleBodySlugs } from './catalogue/blog-bodies';
import { curricula, outcomes } from './catalogue/curricula';
import { curriculumIds } from './catalogue/curriculum-loader';

const SHARED = path.join('src', 'shared');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names (without .ts) of the modules in a folder of src/shared/catalogue. */
function moduleNames(folder: string): string[] {
  return fs
    .readdirSync(path.join(SHARED, 'catalogue', folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
}

describe('src/shared', () => {
  // Shared code runs in the browser, on the server and in scripts: a bundler feature such as
  // import.meta.glob or import.meta.env would tie it to one build.
  it('uses no import.meta', () => {
    const files = sourceFiles(SHARED);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) =>
      /\bimport\.meta\b/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  // The catalogue lists its per-course and per-article modules by hand: a new file must be added.
  it('lists every curriculum and article module, and no other', () => {
    const curriculumFiles = moduleNames('curricula');
    expect(curriculumFiles.length).toBeGreaterThan(0);
    expect(Object.keys(curricula).sort()).toEqual(curriculumFiles);
    expect(Object.keys(outcomes).sort()).toEqual(curriculumFiles);
    expect([...curriculumIds].sort()).toEqual(curriculumFiles);
    expect([...articleBodySlugs].sort()).toEqual(moduleNames('articles'));
  });
});
