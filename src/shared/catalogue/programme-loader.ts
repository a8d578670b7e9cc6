import { findProgrammeSummary } from './programme-summaries';
import type { ProgrammeSlug } from './text-overrides';
import type { Programme, ProgrammeDetails } from './types';

/**
 * A programme's words, loaded on demand so its page ships only its own: each dynamic import
 * becomes its own chunk (as curriculum-loader.ts does for courses). Listed by hand rather than
 * globbed, so this code needs no bundler; the type asks for every slug.
 */
const loaders: Readonly<Record<ProgrammeSlug, () => Promise<{ details: ProgrammeDetails }>>> = {
  'devops-engineering-bootcamp': () => import('./programmes/devops-engineering-bootcamp'),
  'system-design-for-engineers': () => import('./programmes/system-design-for-engineers'),
  'docker-hands-on-labs': () => import('./programmes/docker-hands-on-labs'),
  'mlops-and-machine-learning-pipelines': () =>
    import('./programmes/mlops-and-machine-learning-pipelines'),
  'cloud-security-and-devsecops': () => import('./programmes/cloud-security-and-devsecops'),
  'aws-insight-architecture-labs': () => import('./programmes/aws-insight-architecture-labs'),
};

/** The whole programme with this slug, its words from their own chunk; undefined if unknown. */
export async function loadProgramme(slug: string): Promise<Programme | undefined> {
  const summary = findProgrammeSummary(slug);
  const loader = Object.hasOwn(loaders, slug) ? loaders[slug as ProgrammeSlug] : undefined;
  if (!summary || !loader) return undefined;
  return { ...summary, ...(await loader()).details };
}
