import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadLearningContent } from '../load-content';
import { compileLearningContent } from './compile-content';
import { fixtureCurricula, validTree, writeTree } from './content-fixtures';
import { writeCompiledContent } from './write-content';

const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

it('writes what the runtime loader reads back unchanged, replacing an older output', async () => {
  const root = writeTree(validTree());
  roots.push(root);
  const compiled = await compileLearningContent(root, { curricula: fixtureCurricula });
  const outDir = path.join(root, 'out', 'content');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'removed-course.json'), '{}');
  writeCompiledContent([...compiled.courses.values()], outDir);
  expect(fs.readdirSync(outDir)).toEqual(['demo-course.json']);
  expect(loadLearningContent(outDir)).toEqual(compiled);
});
