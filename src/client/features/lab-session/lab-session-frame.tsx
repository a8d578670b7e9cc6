import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import type { LabShell } from './lab-shell';
import { shellAttributes } from './lab-shell';
import { localePath } from '../../i18n/locale-path';
import { labSessionCopy } from './lab-session.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = labSessionCopy.frame;

/** The page around every state but the live workspace: the lab's title, minutes and a way back. */
export function LabSessionFrame({ shell, children }: { shell: LabShell; children: ReactNode }) {
  return (
    <section {...shellAttributes(shell)} className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <p className="text-sm font-semibold text-brand-800">
        <a href={localePath(`/course/${shell.courseId}`)} className="hover:underline">
          {copy.backToCourse}
        </a>
      </p>
      <h1 lang={ENGLISH_LANG} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {shell.title}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{copy.facts(shell.minutes)}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** An unknown lab id under /labs/{id}/session (status 404). */
export function LabSessionNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{copy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{copy.notFoundText}</p>
      <a href={localePath('/courses')} className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon /> {copy.backToCourses}
      </a>
    </section>
  );
}
