import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import type { CourseOutline, ItemKind, LessonBody } from '../../../shared/schemas/learn';
import type { ApiResult } from '../../lib/api-client';
import { completeLesson, fetchLesson } from './learn-api';
import { withFinished } from './learn-paths';
import { isPreview, type CourseOutlineState } from './use-course-outline';
import { learnCopy } from './learn.copy';

/** The last lesson asked for, by id (another item's answer is never shown for this one). */
export type LessonState =
  | { id: string | null; state: 'loading' }
  | { id: string; state: 'failed'; message: string }
  | { id: string; state: 'ready'; lesson: LessonBody };

/** What the lesson hook gives the player. */
export type CourseLessonState = ReturnType<typeof useCourseLesson>;

/** The open lesson's body (loaded when a lesson is opened) and marking it complete. */
export function useCourseLesson(
  { itemId, tracked, signedInOnce, refuse, setOutline }: CourseOutlineState,
  {
    shell,
    initialItemId,
    initialLesson,
    kind,
  }: {
    shell: CourseOutline;
    initialItemId: string | null;
    initialLesson: LessonBody | undefined;
    kind: ItemKind | undefined;
  },
) {
  const courseId = shell.courseId;
  const [lesson, setLesson] = useState<LessonState>(() =>
    initialLesson && initialLesson.id === initialItemId
      ? { id: initialLesson.id, state: 'ready', lesson: initialLesson }
      : { id: null, state: 'loading' },
  );
  const [completing, setCompleting] = useState(false);

  const applyLesson = (id: string, result: ApiResult<LessonBody>) => {
    if (result.ok) setLesson({ id, state: 'ready', lesson: result.data });
    else if (result.status === 401 || result.status === 403) refuse(result);
    else setLesson({ id, state: 'failed', message: result.message });
  };
  useApiLoad(
    itemId && kind === 'lesson' ? loadKey(courseId, itemId) : null,
    async () => {
      if (!itemId) return null;
      const known = await signedInOnce();
      return known || isPreview(shell, itemId) ? fetchLesson(courseId, itemId) : null;
    },
    (result) => {
      if (result && itemId) applyLesson(itemId, result);
    },
  );

  const complete = async (): Promise<boolean> => {
    if (lesson.state !== 'ready' || !tracked) return false;
    const id = lesson.lesson.id;
    setCompleting(true);
    const result = await completeLesson(courseId, id);
    setCompleting(false);
    if (!result.ok) {
      if (result.status === 401 || result.status === 403) refuse(result);
      else
        toast({
          title: learnCopy.player.completeFailed,
          description: result.message,
          variant: 'destructive',
        });
      return false;
    }
    setOutline((now) => withFinished(now, id, result.data.percent));
    setLesson((now) =>
      now.state === 'ready' && now.lesson.id === id
        ? { ...now, lesson: { ...now.lesson, finished: true } }
        : now,
    );
    return true;
  };

  return { lesson, completing, complete };
}
