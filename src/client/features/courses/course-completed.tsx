import { ButtonLink } from '../../components/ui/button';
import { ENGLISH_LANG } from '../../components/ui/english';
import { nextCourseAfter } from '../../../shared/catalogue/next-course';
import type { Course } from '../../../shared/catalogue/types';
import type { CourseProgress } from '../../../shared/schemas/learn';
import type { SessionState } from '../../lib/session';
import { localePath } from '../../i18n/locale-path';
import { coursePageCopy } from './course-page.copy';

const copy = coursePageCopy.completed;

/** A finished course's side card: Completed, a way back in, and the next course to learn. */
export function CourseCompleted({
  course,
  progress,
  session,
}: {
  course: Course;
  progress: readonly CourseProgress[];
  session: SessionState;
}) {
  const next = nextCourseAfter(course.id, {
    owned: new Set(session.courses?.enrolled ?? []),
    finished: new Set(
      progress.filter((entry) => entry.percent === 100).map((entry) => entry.courseId),
    ),
  });
  const nextOwned = next ? (session.courses?.enrolled ?? []).includes(next.course.id) : false;
  return (
    <>
      <h2 className="text-xl font-bold text-slate-900">{coursePageCopy.side.completed}</h2>
      <p className="mt-1 text-sm text-slate-700">{copy.finishedAll}</p>
      <ButtonLink
        href={localePath(`/learn/${course.id}`)}
        size="lg"
        variant="outline"
        className="mt-6 w-full"
      >
        {copy.review}
      </ButtonLink>
      {next ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">
            {next.path ? copy.nextOnPath(next.path.title) : copy.whatNext}
          </p>
          <a
            href={localePath(nextOwned ? `/learn/${next.course.id}` : `/course/${next.course.id}`)}
            lang={ENGLISH_LANG}
            className="mt-1 block font-semibold text-brand-800 underline"
          >
            {next.course.title}
          </a>
        </div>
      ) : null}
    </>
  );
}
