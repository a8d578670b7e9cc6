import type { CourseOutline, LessonBody } from '../../../shared/schemas/learn';
import { whenSessionKnown } from '../../lib/session';
import { CourseOutlineNav } from './course-outline-nav';
import { PlayerBody } from './course-player-body';
import { Pager } from './item-pager';
import { itemPosition } from './learn-paths';
import { useCourseLesson } from './use-course-lesson';
import { useCourseOutline } from './use-course-outline';
import { useItemSteps } from './use-item-steps';
import { localePath } from '../../i18n/locale-path';
import { learnCopy } from './learn.copy';

const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';

/**
 * /learn/{courseId}[/{itemId}]. Prerendered as the course's public outline (the free preview
 * lesson with its text too, so it reads without JavaScript and keeps showing); once hydrated it
 * reads the learner's progress and the current lesson or quiz. A signed-out visitor is sent to
 * sign in (back here afterwards), one without the course to its checkout; the free preview
 * lesson stays readable to both.
 */
export function CoursePlayer({
  shell,
  initialItemId,
  initialLesson,
  go = (href) => window.location.replace(localePath(href)),
  isSignedIn = signedInNow,
}: {
  /** The outline from the public curriculum, without progress. */
  shell: CourseOutline;
  /** Null on `/learn/{courseId}`: the player picks where the learner continues. */
  initialItemId: string | null;
  /** The free preview's body when the page was prerendered with it: shown from the first paint. */
  initialLesson?: LessonBody;
  go?: (href: string) => void;
  isSignedIn?: () => Promise<boolean>;
}) {
  // Long: its props and their docs are a fifth of it; the body wires the player's hooks.
  const courseId = shell.courseId;
  const outlineState = useCourseOutline(shell, initialItemId, go, isSignedIn);
  const { outline, setOutline, tracked, itemId, refuse } = outlineState;

  const position = itemPosition(outline, itemId);
  const { current, previous, next, kind } = position;
  const lessonState = useCourseLesson(outlineState, { shell, initialItemId, initialLesson, kind });
  const { lesson, completing, complete } = lessonState;
  const { open, step } = useItemSteps(courseId, outlineState, position, lessonState);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col lg:flex-row">
        <CourseOutlineNav
          outline={outline}
          currentId={itemId}
          progressKnown={tracked}
          onOpen={open}
        />
        <div className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:py-10">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-brand-800">
            <a href={localePath(`/course/${courseId}`)} className="hover:underline">
              {outline.title}
            </a>
            <a
              href={localePath(`/glossary/${courseId}`)}
              className="font-medium underline underline-offset-4 hover:text-brand-900"
            >
              {learnCopy.player.glossary}
            </a>
          </p>
          <div className="mt-2">
            <PlayerBody
              outline={outline}
              current={current}
              lesson={lesson}
              tracked={tracked}
              completing={completing}
              onComplete={() => void complete()}
              refuse={refuse}
              setOutline={setOutline}
            />
          </div>
          {current ? <Pager previous={previous} next={next} onStep={(d) => void step(d)} /> : null}
        </div>
      </div>
    </div>
  );
}
