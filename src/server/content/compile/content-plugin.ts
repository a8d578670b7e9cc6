import path from 'node:path';
import type { Plugin } from 'vite';
import { courseFileName } from '../load-content';
import type { CompileResult } from './compile-content';
import { formatProblems } from './problems';

/** Under the server build's outDir: `dist/server/content/<course-id>.json`. */
export const CONTENT_OUT_DIR = 'content';

/**
 * For the server (SSR) build only: compiles the course content while Vite bundles, fails the
 * build on any content problem, and writes one JSON file per course beside the server code,
 * out of reach of the public site in dist/client.
 */
export function learningContentPlugin(options: { contentRoot: string }): Plugin {
  let pending: Promise<CompileResult> | undefined;
  return {
    name: 'shikhon:learning-content',
    apply: 'build',
    buildStart() {
      // Loaded here, not at the top, so loading the Vite config stays light for the other builds.
      pending = import('./compile-content').then(({ compileContentTree }) =>
        compileContentTree(path.resolve(options.contentRoot)),
      );
      // Awaited in generateBundle; this keeps an early failure from being an unhandled rejection.
      pending.catch(() => undefined);
    },
    async generateBundle() {
      if (!pending) return;
      const { courses, problems } = await pending;
      if (problems.length > 0) this.error(formatProblems(problems));
      for (const course of courses) {
        this.emitFile({
          type: 'asset',
          fileName: `${CONTENT_OUT_DIR}/${courseFileName(course.courseId)}`,
          source: JSON.stringify(course),
        });
      }
    },
  };
}
