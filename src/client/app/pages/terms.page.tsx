import type { PageModule } from '../page';

function TermsPage() {
  return <h1>Terms (placeholder)</h1>;
}

export const page: PageModule = {
  Page: TermsPage,
  meta: () => ({ title: 'Terms', description: 'Placeholder page.' }),
};
