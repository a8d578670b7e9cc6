import type { PageModule } from '../page';

function PrivacyPage() {
  return <h1>Privacy (placeholder)</h1>;
}

export const page: PageModule = {
  Page: PrivacyPage,
  meta: () => ({ title: 'Privacy', description: 'Placeholder page.' }),
};
