import type { ArticleBlock } from './types';

interface ArticleModule {
  body: readonly ArticleBlock[];
}

/**
 * Each article's text is its own module (articles/{slug}.ts), loaded on demand, so an article
 * page ships one body and list pages none.
 */
const loaders = import.meta.glob<ArticleModule>('./articles/*.ts');

function loaderFor(slug: string): (() => Promise<ArticleModule>) | undefined {
  return /^[a-z0-9-]+$/.test(slug) ? loaders[`./articles/${slug}.ts`] : undefined;
}

/** The slugs that have a body. */
export const articleBodySlugs: readonly string[] = Object.keys(loaders).map((file) =>
  file.replace(/^\.\/articles\/(.+)\.ts$/, '$1'),
);

/** The article's text, or [] for a slug without one. */
export async function loadArticleBody(slug: string): Promise<readonly ArticleBlock[]> {
  const loader = loaderFor(slug);
  return loader ? (await loader()).body : [];
}
