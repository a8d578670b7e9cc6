import fs from 'node:fs';
import path from 'node:path';
import type { CompiledCourse, CompiledLab, LearningContent } from './content-types';

/**
 * Run time: reads the course content the build compiled (one JSON file per course). It imports
 * nothing of the compiler's, so the server never loads a Markdown parser or a highlighter.
 */

/** The file under the content dir that holds one course. */
export function courseFileName(courseId: string): string {
  return `${courseId}.json`;
}

/** The file under the content dir that holds every lab (not a course: no course has this id). */
export const LABS_FILE = 'labs.json';

function isCompiledLab(value: unknown): value is CompiledLab {
  if (typeof value !== 'object' || value === null) return false;
  const lab = value as Partial<CompiledLab>;
  return (
    typeof lab.id === 'string' &&
    typeof lab.courseId === 'string' &&
    typeof lab.moduleId === 'string' &&
    Array.isArray(lab.hosts) &&
    Array.isArray(lab.steps)
  );
}

/** The labs in `file`, by id, in the order written; none when the file is missing. */
function loadLabs(file: string): Map<string, CompiledLab> {
  const labs = new Map<string, CompiledLab>();
  if (!fs.existsSync(file)) return labs;
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(value) || !value.every(isCompiledLab)) {
    throw new Error(`${file} is not a list of compiled labs.`);
  }
  for (const lab of value) labs.set(lab.id, lab);
  return labs;
}

function isCompiledCourse(value: unknown, courseId: string): value is CompiledCourse {
  if (typeof value !== 'object' || value === null) return false;
  const course = value as Partial<CompiledCourse>;
  return course.courseId === courseId && Array.isArray(course.modules);
}

/**
 * Every course in `dir` (the build writes `dist/server/content/`), by course id, and the labs of
 * its labs.json. Throws when the dir is missing or a file is not a compiled course or the labs:
 * the server should not start half-stocked.
 */
export function loadLearningContent(dir: string): LearningContent {
  if (!fs.existsSync(dir)) {
    throw new Error(`No compiled course content at ${dir}: run \`npm run build\` first.`);
  }
  const courses = new Map<string, CompiledCourse>();
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== LABS_FILE)
    .sort();
  for (const name of files) {
    const courseId = name.slice(0, -'.json'.length);
    const file = path.join(dir, name);
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isCompiledCourse(value, courseId)) {
      throw new Error(`${file} is not the compiled content of course ${courseId}.`);
    }
    courses.set(courseId, value);
  }
  return { courses, labs: loadLabs(path.join(dir, LABS_FILE)) };
}
