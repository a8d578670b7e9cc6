import type { PageModule } from '../page';

function NotFoundPage() {
  return <h1>NotFound (placeholder)</h1>;
}

export const page: PageModule = {
  Page: NotFoundPage,
  meta: () => ({ title: 'NotFound', description: 'Placeholder page.' }),
};
