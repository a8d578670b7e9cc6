import type { ArticleBlock } from './types';

interface ArticleModule {
  body: readonly ArticleBlock[];
}

/**
 * Each article's text is its own module (articles/{slug}.ts), loaded on demand, so an article
 * page ships one body and list pages none. Listed by hand rather than globbed, so this code needs
 * no bundler (a test checks the list against the folder).
 */
const loaders: Readonly<Record<string, () => Promise<ArticleModule>>> = {
  'aws-cost-control-for-startups': () => import('./articles/aws-cost-control-for-startups'),
  'azure-devops-boards-pipelines-small-teams': () =>
    import('./articles/azure-devops-boards-pipelines-small-teams'),
  'docker-multi-stage-builds': () => import('./articles/docker-multi-stage-builds'),
  'first-ci-cd-pipeline-github-actions': () =>
    import('./articles/first-ci-cd-pipeline-github-actions'),
  'kubernetes-in-production-checklist': () =>
    import('./articles/kubernetes-in-production-checklist'),
  'terraform-state-done-right': () => import('./articles/terraform-state-done-right'),
};

/** The slugs that have a body. */
export const articleBodySlugs: readonly string[] = Object.keys(loaders);

/** The article's text, or [] for a slug without one. */
export async function loadArticleBody(slug: string): Promise<readonly ArticleBlock[]> {
  const loader = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
  return loader ? (await loader()).body : [];
}
