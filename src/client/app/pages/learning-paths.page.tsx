import { CardGrid } from '../../components/course-card';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ServerOnly } from '../../components/server-only';
import { PathCard } from '../../features/learning-paths/path-card';
import { domainPaths, rolePaths } from '../../../shared/catalogue/paths';
import type { LearningPath } from '../../../shared/catalogue/types';
import type { PageModule } from '../page';
import { localePath } from '../../i18n/locale-path';
import { learningPathsCopy } from '../../features/learning-paths/learning-paths.copy';
import { learningPathsIntroCopy as intro } from '../../features/learning-paths/learning-paths-intro.copy';

const copy = learningPathsCopy.listPage;

function PathSection({
  id,
  title,
  lead,
  paths,
}: {
  id: string;
  title: string;
  lead: string;
  paths: readonly LearningPath[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="text-sm font-medium text-slate-700">{copy.pathCount(paths.length)}</p>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{lead}</p>
      <CardGrid
        items={paths}
        itemKey={(path) => path.id}
        renderItem={(path) => <PathCard path={path} />}
      />
    </section>
  );
}

/** 'Not sure where to start?': the skills assessment and the catalogue. */
function PathsHelp() {
  return (
    <section aria-labelledby="paths-help-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="rounded-2xl bg-gradient-to-br from-brand-800 to-indigo-900 px-6 py-10 text-center text-white sm:px-12">
          <h2 id="paths-help-heading" className="text-2xl font-bold sm:text-3xl">
            {intro.helpTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-100">{intro.helpText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={localePath('/skills-assessment')} variant="light" size="lg">
              {intro.takeAssessment}
            </ButtonLink>
            <a
              href={localePath('/courses')}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              {intro.browseCourses}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

function LearningPathsPage() {
  return (
    <>
      {/* Text and links only: drawn by the server, never hydrated (ServerOnly). */}
      <ServerOnly>
        {import.meta.env.SSR ? (
          <PageHeader eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
        ) : null}
      </ServerOnly>
      <PathSection
        id="role-paths-heading"
        title={copy.roleTitle}
        lead={copy.roleLead}
        paths={rolePaths}
      />
      <div className="border-t border-slate-200 bg-slate-50">
        <PathSection
          id="domain-paths-heading"
          title={copy.domainTitle}
          lead={copy.domainLead}
          paths={domainPaths}
        />
      </div>
      <ServerOnly>{import.meta.env.SSR ? <PathsHelp /> : null}</ServerOnly>
    </>
  );
}

export const page: PageModule = {
  Page: LearningPathsPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
