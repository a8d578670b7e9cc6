import type { PageModule } from '../page';

function SkillsAssessmentPage() {
  return <h1>SkillsAssessment (placeholder)</h1>;
}

export const page: PageModule = {
  Page: SkillsAssessmentPage,
  meta: () => ({ title: 'SkillsAssessment', description: 'Placeholder page.' }),
};
