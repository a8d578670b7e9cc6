import type { PageModule } from '../page';

function CoursePage() {
  return <h1>Course (placeholder)</h1>;
}

export const page: PageModule = {
  Page: CoursePage,
  meta: () => ({ title: 'Course', description: 'Placeholder page.' }),
};
