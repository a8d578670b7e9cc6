import type { PageModule } from '../page';

function LabsPage() {
  return <h1>Labs (placeholder)</h1>;
}

export const page: PageModule = {
  Page: LabsPage,
  meta: () => ({ title: 'Labs', description: 'Placeholder page.' }),
};
