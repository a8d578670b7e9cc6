import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { localePath } from '../../i18n/locale-path';
import { learnCopy } from './learn.copy';

const copy = learnCopy.notFound;

/** Shown for an unknown course or item under /learn (status 404). */
export function LearnNotFound() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.text}</p>
      <a href={localePath('/courses')} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <ArrowLeftIcon className="h-4 w-4" /> {copy.back}
      </a>
    </div>
  );
}
