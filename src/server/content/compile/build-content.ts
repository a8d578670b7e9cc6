import { fileURLToPath } from 'node:url';
import { compileContentTree, CONTENT_ROOT } from './compile-content';
import { formatProblems } from './problems';
import { writeCompiledContent } from './write-content';

/**
 * The build step after the server bundle (`node dist/server/build-content.js`, from the project
 * root): compiles the course content and the labs into dist/server/content, beside the server and out of
 * reach of the public site in dist/client. Any content problem fails the build. A script of its
 * own rather than a Vite plugin, so the Vite config stays free of the compiler's imports.
 */

const started = performance.now();
const outDir = fileURLToPath(new URL('./content', import.meta.url));
const { courses, labs, problems } = await compileContentTree(CONTENT_ROOT);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exitCode = 1;
} else {
  writeCompiledContent(courses, outDir, labs);
  const modules = courses.flatMap((course) => course.modules);
  const lessons = modules.reduce((sum, module) => sum + module.lessons.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Compiled ${lessons} lessons, ${modules.length} quizzes and ${labs.length} lab(s) of ${courses.length} courses in ${seconds} s`,
  );
}
