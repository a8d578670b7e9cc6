import type { PageModule } from '../page';

function AboutPage() {
  return <h1>About (placeholder)</h1>;
}

export const page: PageModule = {
  Page: AboutPage,
  meta: () => ({ title: 'About', description: 'Placeholder page.' }),
};
