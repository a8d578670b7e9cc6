import type { PageModule } from '../page';

function AuthPage() {
  return <h1>Auth (placeholder)</h1>;
}

export const page: PageModule = {
  Page: AuthPage,
  meta: () => ({ title: 'Auth', description: 'Placeholder page.' }),
};
