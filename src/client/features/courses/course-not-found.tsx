import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { localePath } from '../../i18n/locale-path';
import { courseTermsCopy as terms } from './course-terms.copy';

/** Shown for an unknown course id (status 404). */
export function CourseNotFound() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <span className="text-6xl" aria-hidden="true">
        🔍
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {terms.notFound.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{terms.notFound.text}</p>
      <a href={localePath('/courses')} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <ArrowLeftIcon className="h-4 w-4" /> {terms.backToCourses}
      </a>
    </div>
  );
}
