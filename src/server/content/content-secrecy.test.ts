import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompileResult, compileContentTree } from './compile/compile-content';
import { courseFileName, LABS_FILE } from './load-content';
import { previewLessonId, publicFilesContaining, secretTexts } from './public-files';

/**
 * Lesson bodies and quiz answers are for enrolled learners: after a build, no file the public
 * site serves (dist/client: assets and prerendered pages) may contain them. The course's first
 * lesson is the free preview and may.
 */

const distDir = fileURLToPath(new URL('../../../dist', import.meta.url));
const clientDir = path.join(distDir, 'client');
const built = fs.existsSync(clientDir);

if (!built) {
  console.info(`Content secrecy check skipped: ${clientDir} is missing (run \`npm run build\`).`);
}

let result: CompileResult;

beforeAll(async () => {
  result = await compileContentTree();
}, 60_000);

it('has a distinctive sentence for every lesson but the preview', () => {
  const secrets = secretTexts(result.courses);
  for (const course of result.courses) {
    const preview = previewLessonId(course);
    expect(preview).toBe(`${course.modules[0]?.id}-1`);
    for (const lesson of course.modules.flatMap((module) => module.lessons)) {
      const found = secrets.some((secret) => secret.source === `lesson ${lesson.id}`);
      expect(found, lesson.id).toBe(lesson.id !== preview);
    }
  }
  expect(secrets.filter((secret) => secret.source.includes('explanation')).length).toBeGreaterThan(
    0,
  );
});

describe.skipIf(!built)('the built site', () => {
  it('keeps enrolled-only lesson text, quiz answers and explanations out of public files', () => {
    const secrets = secretTexts(result.courses);
    const bySource = new Map(secrets.map((secret) => [secret.needle, secret.source]));
    const leaks = publicFilesContaining(
      clientDir,
      secrets.map((secret) => secret.needle),
    ).map((match) => `${match.file}: ${bySource.get(match.needle)} ("${match.needle}")`);
    expect(leaks).toEqual([]);
  }, 60_000); // Reads every public file: slow on a busy machine.

  it('prerenders each free preview with its text, and every other learn page without a lesson body', () => {
    const learnDir = path.join(clientDir, 'learn');
    for (const course of result.courses) {
      const preview = previewLessonId(course);
      const lesson = course.modules[0]?.lessons[0];
      expect(lesson?.id).toBe(preview);
      const firstParagraph = /<p>[\s\S]*?<\/p>/.exec(lesson?.html ?? '')?.[0];
      expect(firstParagraph, preview).toBeDefined();
      const courseDir = path.join(learnDir, course.courseId);
      const pages = [
        path.join(learnDir, `${course.courseId}.html`),
        ...fs.readdirSync(courseDir).map((name) => path.join(courseDir, name)),
      ].filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(2);
      for (const file of pages) {
        const html = fs.readFileSync(file, 'utf8');
        if (file === path.join(courseDir, `${preview}.html`)) {
          expect(html, file).toContain(firstParagraph);
          expect(html, file).not.toContain('name="robots" content="noindex"');
        } else {
          expect(html, file).not.toContain('data-lesson-body');
          expect(html, file).not.toContain(firstParagraph);
          expect(html, file).toContain('name="robots" content="noindex"');
        }
      }
    }
  });

  it('keeps lab scripts out of public files, and solve.sh out of the build altogether', () => {
    // The longest line of each script: distinctive enough not to occur by chance.
    const longestLine = (script: string) =>
      script
        .split('\n')
        .map((line) => line.trim())
        .reduce((best, line) => (line.length > best.length ? line : best), '');
    const scripts = result.labs.flatMap((lab) => [
      lab.setup,
      ...lab.steps.map((step) => step.verify),
    ]);
    const needles = scripts.map(longestLine).filter((line) => line.length >= 30);
    expect(needles.length).toBeGreaterThanOrEqual(result.labs.length);
    expect(publicFilesContaining(clientDir, needles)).toEqual([]);

    const labsFile = fs.readFileSync(path.join(distDir, 'server', 'content', LABS_FILE), 'utf8');
    for (const lab of result.labs) {
      expect(labsFile).toContain(longestLine(lab.steps[0]?.verify ?? '').replace(/"/g, '\\"'));
      const solve = path.join('content', 'labs', lab.courseId, lab.id, 'solve.sh');
      const line = longestLine(fs.readFileSync(solve, 'utf8'));
      expect(line.length, solve).toBeGreaterThanOrEqual(30);
      expect(labsFile, solve).not.toContain(JSON.stringify(line).slice(1, -1));
      expect(publicFilesContaining(clientDir, [line])).toEqual([]);
    }
  }, 60_000);

  it('writes the compiled content beside the server, which does not load the compiler', () => {
    const serverDir = path.join(distDir, 'server');
    for (const course of result.courses) {
      const file = path.join(serverDir, 'content', courseFileName(course.courseId));
      expect(fs.existsSync(file), file).toBe(true);
    }
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      for (const [, specifier = ''] of code.matchAll(
        /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g,
      )) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else packages.add(specifier);
      }
    };
    for (const entry of ['main.js', 'staff.js', 'prerender.js']) visit(path.join(serverDir, entry));
    expect(seen.size).toBeGreaterThan(3);
    expect([...packages].filter((name) => /^(shiki|markdown-it|yaml)(\/|$)/.test(name))).toEqual(
      [],
    );
  });
});
