import { PageHeader } from '../../components/ui/page-header';
import { SkillsAssessmentForm } from '../../features/learning-paths/skills-assessment-form';
import type { PageModule } from '../page';
import { localePath } from '../../i18n/locale-path';
import { assessmentCopy } from '../../features/learning-paths/assessment.copy';

const copy = assessmentCopy.page;

function SkillsAssessmentPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
        <SkillsAssessmentForm />
        <p className="mt-10 text-center text-sm text-slate-700">
          {copy.lookAround}{' '}
          <a
            href={localePath('/learning-paths')}
            className="font-semibold text-brand-800 underline"
          >
            {copy.allPaths}
          </a>
        </p>
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: SkillsAssessmentPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
