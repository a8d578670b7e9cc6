import { PATH_SHAPES } from './path-shapes';
import type { PathId, PathText } from './text-overrides';
import type { LearningPath } from './types';

interface PathTextModule {
  text: PathText;
}

/**
 * One learning path with its words in the page's language, loaded on demand so that a path's page
 * ships only its own words (the list of paths takes them all from paths.ts). Each words module is
 * a path's slice of path-text.copy.ts that the build makes (scripts/vite/path-text-slices.ts).
 */
const loaders: Readonly<Record<PathId, () => Promise<PathTextModule>>> = {
  'system-administrator': () => import('virtual:path-text/system-administrator.ts'),
  'kubernetes-administrator': () => import('virtual:path-text/kubernetes-administrator.ts'),
  'site-reliability-engineer': () => import('virtual:path-text/site-reliability-engineer.ts'),
  'kubernetes-developer': () => import('virtual:path-text/kubernetes-developer.ts'),
  'platform-engineer': () => import('virtual:path-text/platform-engineer.ts'),
  'devops-engineer': () => import('virtual:path-text/devops-engineer.ts'),
  'cloud-engineer': () => import('virtual:path-text/cloud-engineer.ts'),
  cka: () => import('virtual:path-text/cka.ts'),
  ckad: () => import('virtual:path-text/ckad.ts'),
  cks: () => import('virtual:path-text/cks.ts'),
  kcna: () => import('virtual:path-text/kcna.ts'),
  linux: () => import('virtual:path-text/linux.ts'),
  kubernetes: () => import('virtual:path-text/kubernetes.ts'),
  kubestronaut: () => import('virtual:path-text/kubestronaut.ts'),
  iac: () => import('virtual:path-text/iac.ts'),
  hashicorp: () => import('virtual:path-text/hashicorp.ts'),
  cicd: () => import('virtual:path-text/cicd.ts'),
  devops: () => import('virtual:path-text/devops.ts'),
  programming: () => import('virtual:path-text/programming.ts'),
  docker: () => import('virtual:path-text/docker.ts'),
  aws: () => import('virtual:path-text/aws.ts'),
  azure: () => import('virtual:path-text/azure.ts'),
  gcp: () => import('virtual:path-text/gcp.ts'),
  cloud: () => import('virtual:path-text/cloud.ts'),
  'learn-by-doing': () => import('virtual:path-text/learn-by-doing.ts'),
  'artificial-intelligence': () => import('virtual:path-text/artificial-intelligence.ts'),
  'it-foundations': () => import('virtual:path-text/it-foundations.ts'),
};

/** The path with its words; undefined for an unknown id. */
export async function loadPath(id: string): Promise<LearningPath | undefined> {
  const shape = PATH_SHAPES.find((path) => path.id === id);
  if (!shape) return undefined;
  const { text } = await loaders[shape.id]();
  return { ...shape, ...text };
}
