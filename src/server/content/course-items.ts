import type {
  CompiledCourse,
  CompiledLab,
  CompiledLesson,
  CompiledModule,
  CompiledQuiz,
  LearningContent,
} from './content-types';
import type { ItemKind, ItemLink } from '../../shared/schemas/learn';

/** A lesson, lab or quiz in course order, with the module it belongs to. */
export type CourseItem =
  | { kind: 'lesson'; module: CompiledModule; lesson: CompiledLesson }
  | { kind: 'lab'; module: CompiledModule; lab: CompiledLab }
  | { kind: 'quiz'; module: CompiledModule; quiz: CompiledQuiz };

function itemFacts(item: CourseItem): { id: string; title: string; minutes: number } {
  switch (item.kind) {
    case 'lesson':
      return item.lesson;
    case 'lab':
      return item.lab;
    case 'quiz':
      return item.quiz;
  }
}

export function itemId(item: CourseItem): string {
  return itemFacts(item).id;
}

export function itemTitle(item: CourseItem): string {
  return itemFacts(item).title;
}

export function itemMinutes(item: CourseItem): number {
  return itemFacts(item).minutes;
}

export function itemKind(item: CourseItem): ItemKind {
  return item.kind;
}

/**
 * How a finished item is remembered: by kind and id, so a lab counts as finished only through a
 * `lab` progress row (which the lab session writes when every step has passed).
 */
export function progressKey(kind: ItemKind, id: string): string {
  return `${kind}:${id}`;
}

export function itemKey(item: CourseItem): string {
  return progressKey(item.kind, itemId(item));
}

/** The course's compiled labs, in the order the build wrote them (curriculum order). */
export function labsOfCourse(content: LearningContent, courseId: string): CompiledLab[] {
  return [...content.labs.values()].filter((lab) => lab.courseId === courseId);
}

/** Every item in the order a learner meets them: each module's lessons, its labs, its quiz. */
export function courseItems(
  course: CompiledCourse,
  labs: readonly CompiledLab[] = [],
): CourseItem[] {
  return course.modules.flatMap((module): CourseItem[] => [
    ...module.lessons.map((lesson) => ({ kind: 'lesson' as const, module, lesson })),
    ...labs
      .filter((lab) => lab.courseId === course.courseId && lab.moduleId === module.id)
      .map((lab) => ({ kind: 'lab' as const, module, lab })),
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
  labs: readonly CompiledLab[],
  kind: ItemKind,
  id: string,
): { item: CourseItem; previous: ItemLink | null; next: ItemLink | null } | null {
  const items = courseItems(course, labs);
  const index = items.findIndex((item) => item.kind === kind && itemId(item) === id);
  const item = items[index];
  if (!item) return null;
  return { item, previous: itemLink(items[index - 1]), next: itemLink(items[index + 1]) };
}

/** Whole percent of items finished, rounded down so 100 means every item. */
export function percentOf(finished: number, total: number): number {
  return total === 0 ? 0 : Math.floor((finished * 100) / total);
}
