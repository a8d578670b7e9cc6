import { GlossaryNotFound, GlossaryView } from '../../features/glossary/glossary-view';
import { glossaryCopy as copy } from '../../features/glossary/glossary.copy';
import { findCourse } from '../../../shared/catalogue/courses';
import { glossaryCourseIds, loadGlossary } from '../../../shared/catalogue/glossary-loader';
import type { GlossaryTerm } from '../../../shared/catalogue/glossaries/types';
import type { PageModule, PageProps } from '../page';

/** Filled by `prepare` before render and hydration: only this course's glossary is loaded. */
const glossaries = new Map<string, readonly GlossaryTerm[]>();

const courseOf = (id: string) => (glossaryCourseIds.includes(id) ? findCourse(id) : undefined);

function GlossaryPage({ route }: PageProps) {
  const course = courseOf(route.id);
  if (!course) return <GlossaryNotFound />;
  return (
    <GlossaryView
      courseId={course.id}
      courseTitle={course.title}
      terms={glossaries.get(course.id) ?? []}
    />
  );
}

export const page: PageModule = {
  Page: GlossaryPage,
  prepare: async (route) => {
    if (courseOf(route.id)) glossaries.set(route.id, await loadGlossary(route.id));
  },
  meta: (route) => {
    const course = courseOf(route.id);
    if (!course) {
      return { title: copy.notFoundTitle, description: copy.notFoundDescription, status: 404 };
    }
    return { title: copy.metaTitle(course.title), description: copy.metaDescription(course.title) };
  },
};
