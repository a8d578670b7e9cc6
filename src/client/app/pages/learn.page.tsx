import { CoursePlayer } from '../../features/learn/course-player';
import { learnCopy } from '../../features/learn/learn.copy';
import { LearnNotFound } from '../../features/learn/learn-not-found';
import { shellOutline, splitLearnId } from '../../features/learn/learn-paths';
import { adoptPrerenderedPreview, previewLesson } from '../../features/learn/preview-lesson';
import { courseItems, type CourseItem } from '../../../shared/catalogue/course-items';
import { courseTitle } from '../../../shared/catalogue/course-titles';
import { loadCurriculum } from '../../../shared/catalogue/curriculum-loader';
import type { CurriculumModule } from '../../../shared/catalogue/types';
import type { RouteMatch } from '../routes';
import type { PageModule, PageProps } from '../page';
import { entityTitle } from '../../i18n/entity-title.copy';

/** Filled by `prepare`: only this course's curriculum is loaded. */
const curricula = new Map<string, readonly CurriculumModule[]>();

interface Resolved {
  courseId: string;
  courseTitle: string;
  modules: readonly CurriculumModule[];
  items: CourseItem[];
  item: CourseItem | null;
  /** The item is the course's first lesson, the free preview open to everyone. */
  preview: boolean;
}

/** The course and item a learn path names, or undefined when either is unknown. */
function resolve(route: RouteMatch): Resolved | undefined {
  const { courseId, itemId } = splitLearnId(route.id);
  const title = courseTitle(courseId);
  const modules = curricula.get(courseId) ?? [];
  const items = courseItems(modules);
  if (title === undefined || items.length === 0) return undefined;
  const item = itemId === null ? null : items.find((candidate) => candidate.id === itemId);
  if (item === undefined) return undefined;
  const preview = item !== null && item.id === items.find((each) => each.kind === 'lesson')?.id;
  return { courseId, courseTitle: title, modules, items, item, preview };
}

function LearnPage({ route }: PageProps) {
  const found = resolve(route);
  if (!found) return <LearnNotFound />;
  return (
    <CoursePlayer
      shell={shellOutline(found.courseId, found.courseTitle, found.modules, found.items)}
      initialItemId={found.item?.id ?? null}
      initialLesson={
        found.preview ? previewLesson(found.courseId, found.item?.id ?? null) : undefined
      }
    />
  );
}

export const page: PageModule = {
  Page: LearnPage,
  prepare: async (route) => {
    const { courseId } = splitLearnId(route.id);
    if (courseTitle(courseId) !== undefined) {
      curricula.set(courseId, await loadCurriculum(courseId));
    }
    const found = resolve(route);
    // In the browser, before hydration: the preview's text is already on the page.
    if (found?.preview && found.item && typeof document !== 'undefined') {
      adoptPrerenderedPreview(found.courseId, found.item, document);
    }
  },
  meta: (route) => {
    const found = resolve(route);
    if (!found) {
      return {
        title: learnCopy.meta.notFoundTitle,
        description: learnCopy.meta.notFoundDescription,
        status: 404,
        noindex: true,
      };
    }
    const itemTitle =
      found.item?.kind === 'lab'
        ? entityTitle.lab(found.item.title)
        : found.item && entityTitle.lesson(found.item.title);
    const title = itemTitle
      ? `${itemTitle} · ${found.courseTitle}`
      : entityTitle.course(found.courseTitle);
    const preview = found.preview
      ? previewLesson(found.courseId, found.item?.id ?? null)
      : undefined;
    // The free preview is public reading, to be found through search.
    if (preview) return { title, description: entityTitle.englishSummary(preview.summary) };
    return {
      title,
      description: learnCopy.meta.description(found.courseTitle),
      // A learner's own place in a course, not a page to find through search.
      noindex: true,
    };
  },
};
