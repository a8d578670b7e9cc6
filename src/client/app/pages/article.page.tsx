import { ArticleNotFound, ArticleView } from '../../features/blog/article-view';
import { findArticle } from '../../../shared/catalogue/blog';
import { loadArticleBody } from '../../../shared/catalogue/blog-bodies';
import type { ArticleBlock } from '../../../shared/catalogue/types';
import type { PageModule, PageProps } from '../page';
import { blogCopy } from '../../features/blog/blog.copy';
import { entityTitle } from '../../i18n/entity-title.copy';

const copy = blogCopy.article;

/** Filled by `prepare` before render and hydration: only this article's body is loaded. */
const bodies = new Map<string, readonly ArticleBlock[]>();

function ArticlePage({ route }: PageProps) {
  const article = findArticle(route.id);
  return article ? (
    <ArticleView article={article} body={bodies.get(article.slug) ?? []} />
  ) : (
    <ArticleNotFound />
  );
}

export const page: PageModule = {
  Page: ArticlePage,
  prepare: async (route) => {
    if (findArticle(route.id)) bodies.set(route.id, await loadArticleBody(route.id));
  },
  meta: (route) => {
    const article = findArticle(route.id);
    if (!article) {
      return {
        title: copy.notFoundMetaTitle,
        description: copy.notFoundMetaDescription,
        status: 404,
      };
    }
    return {
      title: entityTitle.article(article.title),
      description: entityTitle.englishSummary(article.excerpt),
    };
  },
};
