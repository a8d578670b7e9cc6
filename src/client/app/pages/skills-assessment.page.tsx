import { PageHeader } from '../../components/ui/page-header';
import { SkillsAssessmentForm } from '../../features/learning-paths/skills-assessment-form';
import type { PageModule } from '../page';
import { localePath } from '../../i18n/locale-path';

function SkillsAssessmentPage() {
  return (
    <>
      <PageHeader
        eyebrow="Skills assessment"
        title="Find your learning path"
        lead="Answer six quick questions about your experience and goals, and we'll recommend the learning path and the first course that fit you best."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
        <SkillsAssessmentForm />
        <p className="mt-10 text-center text-sm text-slate-700">
          Prefer to look around yourself?{' '}
          <a
            href={localePath('/learning-paths')}
            className="font-semibold text-brand-800 underline"
          >
            See all learning paths
          </a>
        </p>
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: SkillsAssessmentPage,
  meta: () => ({
    title: 'Skills Assessment',
    description:
      'A one-minute self-assessment that recommends the DevOps, Kubernetes or cloud learning path and first course that fit your experience and goals.',
  }),
};
