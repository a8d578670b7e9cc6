import type { LessonBody } from '../../../shared/schemas/learn';

/**
 * The free preview lessons, whose bodies are public by definition: the prerender step provides
 * them from the compiled content so the preview's page carries its text (readable without
 * JavaScript, indexed by search engines), and the browser adopts that text from the page before
 * hydrating, so the player starts with the lesson on show instead of a loading state. No other
 * lesson body ever reaches a page.
 */
const previews = new Map<string, LessonBody>();

const keyOf = (courseId: string, itemId: string) => `${courseId}/${itemId}`;

/** The marker on a lesson body's element, by which the browser finds the prerendered text. */
export const LESSON_BODY_ATTRIBUTE = 'data-lesson-body';

export function providePreviewLesson(lesson: LessonBody): void {
  previews.set(keyOf(lesson.courseId, lesson.id), lesson);
}

export function previewLesson(courseId: string, itemId: string | null): LessonBody | undefined {
  return itemId === null ? undefined : previews.get(keyOf(courseId, itemId));
}

/**
 * Before hydration: keeps the preview body the prerendered page shows (title and minutes come
 * from the public curriculum), so the first render in the browser matches the page.
 */
export function adoptPrerenderedPreview(
  courseId: string,
  item: { id: string; moduleId: string; title: string; minutes: number },
  root: ParentNode,
): void {
  if (previews.has(keyOf(courseId, item.id))) return;
  const body = root.querySelector(`[${LESSON_BODY_ATTRIBUTE}="${item.id}"]`);
  if (!body) return;
  providePreviewLesson({
    courseId,
    moduleId: item.moduleId,
    id: item.id,
    // The title as prerendered (the lesson's own, in English), so hydration matches it on a
    // Bangla page too, whose outline titles the item in Bangla.
    title: root.querySelector('#lesson-title')?.textContent ?? item.title,
    minutes: item.minutes,
    summary: '',
    html: body.innerHTML,
    finished: false,
    previous: null,
    next: null,
  });
}
