import type { PageModule } from '../page';

function CoursesPage() {
  return <h1>Courses (placeholder)</h1>;
}

export const page: PageModule = {
  Page: CoursesPage,
  meta: () => ({ title: 'Courses', description: 'Placeholder page.' }),
};
