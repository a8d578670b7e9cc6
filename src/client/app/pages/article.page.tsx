import { ArticleNotFound, ArticleView } from '../../features/blog/article-view';
import { findArticle } from '../../../shared/catalogue/blog';
import type { PageModule, PageProps } from '../page';

function ArticlePage({ route }: PageProps) {
  const article = findArticle(route.id);
  return article ? <ArticleView article={article} /> : <ArticleNotFound />;
}

export const page: PageModule = {
  Page: ArticlePage,
  meta: (route) => {
    const article = findArticle(route.id);
    if (!article) {
      return {
        title: 'Article not found',
        description: 'This article does not exist. Browse the Shikhon Academy blog for more.',
        status: 404,
      };
    }
    return { title: article.title, description: article.excerpt };
  },
};
