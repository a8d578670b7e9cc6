import { useEffect, useEffectEvent } from 'react';
import { stepFor } from './item-pager';
import { learnPath, type ItemPosition } from './learn-paths';
import type { CourseLessonState } from './use-course-lesson';
import type { CourseOutlineState } from './use-course-outline';
import { localePath } from '../../i18n/locale-path';

/** Opening an item, and stepping to the previous or next one (pager buttons or arrow keys). */
export function useItemSteps(
  courseId: string,
  { itemId, setItemId }: CourseOutlineState,
  { previous, next, kind }: ItemPosition,
  { lesson, complete }: Pick<CourseLessonState, 'lesson' | 'complete'>,
) {
  const open = (id: string) => {
    if (id === itemId) return;
    window.history.pushState(null, '', localePath(learnPath(courseId, id)));
    setItemId(id);
    window.scrollTo?.({ top: 0 });
  };
  const step = async (direction: -1 | 1) => {
    const target = direction === 1 ? next : previous;
    if (!target) return;
    // Moving on from a lesson finishes it.
    if (
      direction === 1 &&
      kind === 'lesson' &&
      lesson.state === 'ready' &&
      !lesson.lesson.finished
    ) {
      await complete();
    }
    open(target.id);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const direction = stepFor(event);
    if (direction === 0) return;
    event.preventDefault();
    void step(direction);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return { open, step };
}
