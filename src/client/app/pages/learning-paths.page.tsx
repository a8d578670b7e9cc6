import type { PageModule } from '../page';

function LearningPathsPage() {
  return <h1>LearningPaths (placeholder)</h1>;
}

export const page: PageModule = {
  Page: LearningPathsPage,
  meta: () => ({ title: 'LearningPaths', description: 'Placeholder page.' }),
};
