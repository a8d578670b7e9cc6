import fs from 'node:fs';
import path from 'node:path';
import type { CompiledCourse, CompiledLab } from '../content-types';
import { courseFileName, LABS_FILE } from '../load-content';

/**
 * Replaces `outDir` with one JSON file per course and labs.json, the files loadLearningContent
 * reads (server only: the labs hold their setup and verify scripts).
 */
export function writeCompiledContent(
  courses: readonly CompiledCourse[],
  outDir: string,
  labs: readonly CompiledLab[] = [],
): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const course of courses) {
    fs.writeFileSync(path.join(outDir, courseFileName(course.courseId)), JSON.stringify(course));
  }
  fs.writeFileSync(path.join(outDir, LABS_FILE), JSON.stringify(labs));
}
