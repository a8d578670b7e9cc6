import type { PageModule } from '../page';

function BlogPage() {
  return <h1>Blog (placeholder)</h1>;
}

export const page: PageModule = {
  Page: BlogPage,
  meta: () => ({ title: 'Blog', description: 'Placeholder page.' }),
};
