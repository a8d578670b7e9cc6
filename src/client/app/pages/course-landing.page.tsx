import type { PageModule } from '../page';

function CourseLandingPage() {
  return <h1>CourseLanding (placeholder)</h1>;
}

export const page: PageModule = {
  Page: CourseLandingPage,
  meta: () => ({ title: 'CourseLanding', description: 'Placeholder page.' }),
};
