import type { PageModule } from '../page';

function HomePage() {
  return <h1>Home (placeholder)</h1>;
}

export const page: PageModule = {
  Page: HomePage,
  meta: () => ({ title: 'Home', description: 'Placeholder page.' }),
};
