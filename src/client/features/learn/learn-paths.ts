import { localePath } from '../../i18n/locale-path';
import type { CourseItem } from '../../../shared/catalogue/course-items';
import type { CurriculumModule } from '../../../shared/catalogue/types';
import type { CourseOutline, OutlineItem } from '../../../shared/schemas/learn';

/** Where the player's pieces live, and what it shows before the API has answered. */

export function learnPath(courseId: string, itemId?: string | null): string {
  return itemId ? `/learn/${courseId}/${itemId}` : `/learn/${courseId}`;
}

/** The route id of a learn page, `{courseId}` or `{courseId}/{itemId}`, split. */
export function splitLearnId(id: string): { courseId: string; itemId: string | null } {
  const [courseId = '', itemId] = id.split('/');
  return { courseId, itemId: itemId ?? null };
}

/** /auth, coming back here once signed in (/auth checks the path: lib/return-to.ts). */
export function signInPath(returnTo: string): string {
  return localePath(`/auth?next=${encodeURIComponent(localePath(returnTo))}`);
}

export function notEnrolledPath(courseId: string): string {
  return `/checkout/${courseId}?reason=not-enrolled`;
}

/**
 * The outline as the public curriculum gives it (titles and minutes, no progress): the page's
 * prerendered shell, and what stays on show for a signed-out reader of the preview lesson.
 */
export function shellOutline(
  courseId: string,
  title: string,
  modules: readonly CurriculumModule[],
  items: readonly CourseItem[],
): CourseOutline {
  const firstLesson = items.find((item) => item.kind === 'lesson')?.id;
  return {
    courseId,
    title,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      items: items
        .filter((item) => item.moduleId === module.id)
        .map((item): OutlineItem => ({
          kind: item.kind,
          id: item.id,
          title: item.title,
          minutes: item.minutes,
          finished: false,
          preview: item.id === firstLesson,
        })),
    })),
    finished: 0,
    total: items.length,
    percent: 0,
    lastItemId: null,
    nextItemId: items[0]?.id ?? null,
  };
}

export function outlineItems(outline: CourseOutline): OutlineItem[] {
  return outline.modules.flatMap((module) => module.items);
}

/** The open item, its neighbours in outline order, and its kind. */
export interface ItemPosition {
  current: OutlineItem | undefined;
  previous: OutlineItem | undefined;
  next: OutlineItem | undefined;
  kind: OutlineItem['kind'] | undefined;
}

export function itemPosition(outline: CourseOutline, itemId: string | null): ItemPosition {
  const items = outlineItems(outline);
  const index = items.findIndex((item) => item.id === itemId);
  const current = items[index];
  return {
    current,
    previous: index > 0 ? items[index - 1] : undefined,
    next: index >= 0 ? items[index + 1] : undefined,
    kind: current?.kind,
  };
}

/** Where `/learn/{courseId}` opens: the last item if unfinished, else the next, else the first. */
export function startItem(outline: CourseOutline): string | null {
  const items = outlineItems(outline);
  const last = items.find((item) => item.id === outline.lastItemId);
  if (last && !last.finished) return last.id;
  return outline.nextItemId ?? items[0]?.id ?? null;
}

/** The outline once `itemId` is finished, at the course percentage the server gave. */
export function withFinished(
  outline: CourseOutline,
  itemId: string,
  percent: number,
): CourseOutline {
  let added = 0;
  const modules = outline.modules.map((module) => ({
    ...module,
    items: module.items.map((item) => {
      if (item.id !== itemId || item.finished) return item;
      added += 1;
      return { ...item, finished: true };
    }),
  }));
  const finished = outline.finished + added;
  const next = outlineItems({ ...outline, modules }).find((item) => !item.finished);
  return { ...outline, modules, finished, percent, nextItemId: next?.id ?? null };
}
