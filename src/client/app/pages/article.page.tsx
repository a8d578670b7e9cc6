import type { PageModule } from '../page';

function ArticlePage() {
  return <h1>Article (placeholder)</h1>;
}

export const page: PageModule = {
  Page: ArticlePage,
  meta: () => ({ title: 'Article', description: 'Placeholder page.' }),
};
