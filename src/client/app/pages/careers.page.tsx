import type { PageModule } from '../page';

function CareersPage() {
  return <h1>Careers (placeholder)</h1>;
}

export const page: PageModule = {
  Page: CareersPage,
  meta: () => ({ title: 'Careers', description: 'Placeholder page.' }),
};
