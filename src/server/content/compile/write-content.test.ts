import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testLab } from '../../../../tests/helpers/learning-content';
import { loadLearningContent } from '../load-content';
import { compileLearningContent } from './compile-content';
import { fixtureCurricula, validTree, writeTree } from '../../../../tests/helpers/content-fixtures';
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
  const labs = [testLab('demo-b', 'demo-course', 'demo-1'), testLab('demo-a', 'demo-course')];
  writeCompiledContent([...compiled.courses.values()], outDir, labs);
  expect(fs.readdirSync(outDir)).toEqual(['demo-course.json', 'labs.json']);
  const loaded = loadLearningContent(outDir);
  expect(loaded.courses).toEqual(compiled.courses);
  // In the order written (curriculum order), with their setup and verify scripts.
  expect([...loaded.labs.values()]).toEqual(labs);
});
