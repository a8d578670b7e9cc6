import { LevelBadge } from '../../components/ui/badge';
import { ArrowLeftIcon, BookIcon, ClockIcon, UsersIcon } from '../../components/ui/icons';
import { ENGLISH_LANG } from '../../components/ui/english';
import type { Course } from '../../../shared/catalogue/types';
import { useEnrolled } from '../../lib/enrolment-counts';
import { COURSE_RATING } from './course-detail';
import { StarRating } from './star-rating';
import { localePath } from '../../i18n/locale-path';
import { coursePageCopy } from './course-page.copy';
import { courseTermsCopy as terms } from './course-terms.copy';

const copy = coursePageCopy.hero;

/** The course page's coloured band: back link, icon, level, rating, title, description, counts. */
export function CourseHero({ course }: { course: Course }) {
  const enrolled = useEnrolled(course);
  const counts = [
    { icon: BookIcon, text: terms.lessons(course.lessons) },
    { icon: ClockIcon, text: terms.hours(course.hours) },
    { icon: UsersIcon, text: copy.enrolled(enrolled) },
  ];
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-6 sm:px-6 sm:pb-16">
        <a
          href={localePath('/courses')}
          className="-ml-2 inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          <ArrowLeftIcon className="h-4 w-4" /> {terms.backToCourses}
        </a>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <span
            className="flex h-16 w-16 items-center justify-center rounded-2xl bg-white/10 text-4xl ring-1 ring-white/20"
            aria-hidden="true"
          >
            {course.icon}
          </span>
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <LevelBadge level={course.level} />
              <span className="text-sm font-medium text-slate-100">
                {terms.categories[course.category]}
              </span>
            </div>
            <StarRating score={COURSE_RATING.score} reviews={COURSE_RATING.reviews} />
          </div>
        </div>
        <h1
          lang={ENGLISH_LANG}
          className="mt-6 max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl"
        >
          {course.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-100">{course.description}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-100">
          {counts.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="h-4 w-4" />
              {text}
            </li>
          ))}
          {/* The first thing a Bangladeshi learner asks of a course: in which language it is taught. */}
          <li>
            {copy.language.label}{' '}
            <span lang={copy.language.noteLang || undefined} className="text-slate-200">
              {copy.language.note}
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
