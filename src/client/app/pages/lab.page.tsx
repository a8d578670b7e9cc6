import type { PageModule } from '../page';

function LabPage() {
  return <h1>Lab (placeholder)</h1>;
}

export const page: PageModule = {
  Page: LabPage,
  meta: () => ({ title: 'Lab', description: 'Placeholder page.' }),
};
