import { PATH_TEXT } from './path-text.copy';
import { PATH_SHAPES } from './path-shapes';
import type { LearningPath } from './types';

/**
 * Role-based paths first, then domain-based paths, in the published order; with their words in
 * the page's language (path-text.copy.ts).
 */
export const learningPaths: readonly LearningPath[] = PATH_SHAPES.map((path) => ({
  ...path,
  ...PATH_TEXT[path.id],
}));

export const rolePaths: readonly LearningPath[] = learningPaths.filter((p) => p.kind === 'role');

export const domainPaths: readonly LearningPath[] = learningPaths.filter(
  (p) => p.kind === 'domain',
);

export function findPath(id: string): LearningPath | undefined {
  return learningPaths.find((p) => p.id === id);
}
