import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import type { LabShell } from './lab-shell';
import { shellAttributes } from './lab-shell';
import { localePath } from '../../i18n/locale-path';

/** The page around every state but the live workspace: the lab's title, minutes and a way back. */
export function LabSessionFrame({ shell, children }: { shell: LabShell; children: ReactNode }) {
  return (
    <section {...shellAttributes(shell)} className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <p className="text-sm font-semibold text-brand-800">
        <a href={localePath(`/course/${shell.courseId}`)} className="hover:underline">
          Back to the course
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{shell.title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        Hands-on lab · {shell.minutes} minutes · a throwaway Linux machine on our servers
      </p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** An unknown lab id under /labs/{id}/session (status 404). */
export function LabSessionNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Lab not found</h1>
      <p className="mt-3 text-slate-700">
        There is no hands-on lab at this address. Labs open from the Labs tab of their course.
      </p>
      <a href={localePath('/courses')} className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon /> Back to Courses
      </a>
    </section>
  );
}
