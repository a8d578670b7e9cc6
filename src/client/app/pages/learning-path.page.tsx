import type { PageModule } from '../page';

function LearningPathPage() {
  return <h1>LearningPath (placeholder)</h1>;
}

export const page: PageModule = {
  Page: LearningPathPage,
  meta: () => ({ title: 'LearningPath', description: 'Placeholder page.' }),
};
