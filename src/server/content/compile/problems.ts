/** One thing wrong with the content tree, named by the file a writer has to fix. */
export interface ContentProblem {
  /** Path as the writer knows it, e.g. `content/courses/docker-fundamentals/docker-1/03.md`. */
  file: string;
  message: string;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((problem) => `  ${problem.file}: ${problem.message}`);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `Course content has ${count}:\n${lines.join('\n')}`;
}

/** Thrown when the content does not compile; the message lists every problem by file. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}
