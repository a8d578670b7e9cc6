import { CheckList } from '../../components/ui/check-list';
import { Tabs } from '../../components/ui/tabs';
import { levelLabel } from '../../components/ui/badge';
import { ENGLISH_LANG } from '../../components/ui/english';
import type { Course, CurriculumModule } from '../../../shared/catalogue/types';
import { hydratedLater, ServerOnly } from '../../components/server-only';
import { parseTab, withTab, type CourseTab } from './course-detail';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { coursePageCopy as copy } from './course-page.copy';
import { courseTermsCopy as terms } from './course-terms.copy';

// The Curriculum and Labs tabs are hidden on arrival (Overview is shown): the server renders
// them, and the browser hydrates them once their code and words are in, after the first view.
const CurriculumPanel = hydratedLater(
  async () => (await import('./course-curriculum-panel.lazy')).CurriculumPanel,
);
const LabsPanel = hydratedLater(async () => (await import('./course-labs-panel.lazy')).LabsPanel);

function OverviewPanel({ course, outcomes }: { course: Course; outcomes: readonly string[] }) {
  const facts: { term: string; value: string; lang?: string }[] = [
    { term: copy.overview.level, value: levelLabel(course.level) },
    { term: copy.overview.category, value: terms.categories[course.category] },
    // A person's name, in Latin script.
    { term: copy.overview.instructor, value: course.instructor, lang: ENGLISH_LANG },
    { term: copy.overview.duration, value: terms.hours(course.hours) },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="learn-heading">
        <h2 id="learn-heading" className="text-2xl font-bold text-slate-900">
          {terms.whatYoullLearn}
        </h2>
        <CheckList items={outcomes} className="mt-4 grid gap-3 sm:grid-cols-2" />
      </section>
      <section aria-labelledby="glance-heading">
        <h2 id="glance-heading" className="text-2xl font-bold text-slate-900">
          {copy.overview.glance}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-4 sm:p-5">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">
                {fact.term}
              </dt>
              <dd lang={fact.lang} className="mt-1 text-sm font-semibold text-slate-900">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/**
 * Overview, Curriculum and Labs. The selected tab lives in the address (`?tab=curriculum`), so
 * 'Preview Course' links open the curriculum and a reload keeps the visitor's place.
 */
export function CourseContentTabs({
  course,
  modules,
  outcomes,
}: {
  course: Course;
  modules: readonly CurriculumModule[];
  /** The course's own 'What you'll learn' bullets, from its curriculum file. */
  outcomes: readonly string[];
}) {
  const search = useUrlSearch();
  const selected = parseTab(search);
  const select = (tab: CourseTab) => setUrlSearch(withTab(search, tab));
  return (
    <Tabs<CourseTab>
      label={copy.tabs.label}
      selected={selected}
      onSelect={select}
      items={[
        {
          key: 'overview',
          label: copy.tabs.overview,
          // Text only: drawn by the server and never hydrated, so its code stays on the server.
          panel: (
            <ServerOnly>
              {import.meta.env.SSR ? <OverviewPanel course={course} outcomes={outcomes} /> : null}
            </ServerOnly>
          ),
        },
        {
          key: 'curriculum',
          label: copy.tabs.curriculum,
          panel: <CurriculumPanel courseId={course.id} modules={modules} />,
        },
        {
          key: 'labs',
          label: copy.tabs.labs,
          panel: <LabsPanel course={course} modules={modules} />,
        },
      ]}
    />
  );
}
