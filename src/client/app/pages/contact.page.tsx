import type { PageModule } from '../page';

function ContactPage() {
  return <h1>Contact (placeholder)</h1>;
}

export const page: PageModule = {
  Page: ContactPage,
  meta: () => ({ title: 'Contact', description: 'Placeholder page.' }),
};
