import fs from 'node:fs';
import path from 'node:path';
import { courseItems } from '../../../shared/catalogue/course-items';
import { curricula as builtInCurricula } from '../../../shared/catalogue/curricula';
import type { CompiledLab } from '../content-types';
import type { Curricula } from './curricula-map';
import { readLabFolder, type SourceLab } from './lab-rules';
import type { MarkdownRenderer } from './markdown';
import type { ContentProblem } from './problems';

/**
 * Build time: every lab of `content/labs/<course>/<lab>/` checked (lab-rules.ts) and compiled
 * with the lessons' Markdown pipeline. The result is for the server only: it holds the setup and
 * verify scripts (solve.sh, the answers, is never compiled).
 */

/** From the project root, where npm scripts and tests run. */
export const LABS_ROOT = path.resolve('content/labs');

/** Not a course: the images' folder beside the courses' labs. */
export const IMAGES_DIR = 'images';

export interface LabCompileResult {
  /** The labs without problems, in curriculum order (course, module, the module's list). */
  labs: CompiledLab[];
  problems: ContentProblem[];
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

function subdirs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function compileLab(source: SourceLab, md: MarkdownRenderer): CompiledLab {
  return {
    id: source.id,
    courseId: source.courseId,
    moduleId: source.moduleId,
    title: source.title,
    minutes: source.minutes,
    hosts: source.hosts,
    introHtml: md.block(source.intro),
    finishHtml: md.block(source.finish),
    setup: source.setup,
    steps: source.steps.map((step) => ({
      number: step.number,
      title: step.title,
      html: md.block(step.body),
      host: step.host,
      timeoutSeconds: step.timeoutSeconds,
      verify: step.verify,
    })),
  };
}

/** Every lab under `root`, and every problem (a missing root means no labs, not a problem). */
export function compileLabTree(
  root: string,
  md: MarkdownRenderer,
  curricula: Curricula = builtInCurricula,
): LabCompileResult {
  const problems: ContentProblem[] = [];
  const report = (file: string, message: string) =>
    problems.push({ file: displayPath(file), message });
  const itemIds = new Set(
    Object.values(curricula).flatMap((modules) =>
      courseItems(modules)
        .filter((item) => item.kind !== 'lab')
        .map((item) => item.id),
    ),
  );
  const imagesDir = path.join(root, IMAGES_DIR);
  const found = new Map<string, SourceLab>();
  const seen = new Map<string, string>();
  for (const courseId of subdirs(root).filter((name) => name !== IMAGES_DIR)) {
    const courseDir = path.join(root, courseId);
    const modules = Object.hasOwn(curricula, courseId) ? curricula[courseId] : undefined;
    if (!modules) {
      report(
        courseDir,
        'no course with this id has a curriculum (src/shared/catalogue/curricula/)',
      );
      continue;
    }
    for (const name of fs.readdirSync(courseDir).sort()) {
      const labDir = path.join(courseDir, name);
      if (!fs.statSync(labDir).isDirectory()) {
        report(labDir, 'not a lab folder (content/labs/<course>/<lab-id>/)');
        continue;
      }
      const other = seen.get(name);
      if (other) {
        report(labDir, `lab id ${name} is already used by ${displayPath(other)}`);
        continue;
      }
      seen.set(name, labDir);
      const lab = readLabFolder(labDir, { courseId, modules, imagesDir, itemIds, md }, report);
      if (lab) found.set(lab.id, lab);
    }
  }
  // The curricula are what the site shows: each lab they list must exist and compile.
  const labs: CompiledLab[] = [];
  for (const [courseId, modules] of Object.entries(curricula)) {
    for (const module of modules) {
      for (const entry of module.labs ?? []) {
        const lab = found.get(entry.id);
        if (lab && lab.courseId === courseId && lab.moduleId === module.id) {
          labs.push(compileLab(lab, md));
        } else if (!seen.has(entry.id)) {
          report(
            path.join(root, courseId, entry.id),
            `missing: module ${module.id} of src/shared/catalogue/curricula/${courseId}.ts lists lab ${entry.id}`,
          );
        }
      }
    }
  }
  return { labs, problems };
}
