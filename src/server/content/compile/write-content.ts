import fs from 'node:fs';
import path from 'node:path';
import type { CompiledCourse } from '../content-types';
import { courseFileName } from '../load-content';

/** Replaces `outDir` with one JSON file per course, the files loadLearningContent reads. */
export function writeCompiledContent(courses: readonly CompiledCourse[], outDir: string): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const course of courses) {
    fs.writeFileSync(path.join(outDir, courseFileName(course.courseId)), JSON.stringify(course));
  }
}
