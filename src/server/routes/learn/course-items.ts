import type {
  CompiledCourse,
  CompiledLesson,
  CompiledModule,
  CompiledQuiz,
} from '../../content/content-types';
import type { ItemKind, ItemLink } from '../../../shared/schemas/learn';

/** A lesson or quiz in course order, with the module it belongs to. */
export type CourseItem =
  | { kind: 'lesson'; module: CompiledModule; lesson: CompiledLesson }
  | { kind: 'quiz'; module: CompiledModule; quiz: CompiledQuiz };

export function itemId(item: CourseItem): string {
  return item.kind === 'lesson' ? item.lesson.id : item.quiz.id;
}

export function itemTitle(item: CourseItem): string {
  return item.kind === 'lesson' ? item.lesson.title : item.quiz.title;
}

export function itemMinutes(item: CourseItem): number {
  return item.kind === 'lesson' ? item.lesson.minutes : item.quiz.minutes;
}

export function itemKind(item: CourseItem): ItemKind {
  return item.kind;
}

/** Every item in the order a learner meets them: each module's lessons, then its quiz. */
export function courseItems(course: CompiledCourse): CourseItem[] {
  return course.modules.flatMap((module): CourseItem[] => [
    ...module.lessons.map((lesson) => ({ kind: 'lesson' as const, module, lesson })),
    { kind: 'quiz' as const, module, quiz: module.quiz },
  ]);
}

/** The free preview: the first lesson of the first module. */
export function previewLessonId(course: CompiledCourse): string | null {
  return course.modules[0]?.lessons[0]?.id ?? null;
}

export function itemLink(item: CourseItem | undefined): ItemLink | null {
  return item ? { kind: item.kind, id: itemId(item), title: itemTitle(item) } : null;
}

/** An item with its neighbours in course order, or null when the course has no such item. */
export function findItem(
  course: CompiledCourse,
  kind: ItemKind,
  id: string,
): { item: CourseItem; previous: ItemLink | null; next: ItemLink | null } | null {
  const items = courseItems(course);
  const index = items.findIndex((item) => item.kind === kind && itemId(item) === id);
  const item = items[index];
  if (!item) return null;
  return { item, previous: itemLink(items[index - 1]), next: itemLink(items[index + 1]) };
}

/** Whole percent of items finished, rounded down so 100 means every item. */
export function percentOf(finished: number, total: number): number {
  return total === 0 ? 0 : Math.floor((finished * 100) / total);
}
