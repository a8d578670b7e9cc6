import { useEffect, useId, useRef, useState } from 'react';
import { useApiLoad } from '../../lib/use-api-load';
import { Button, ButtonLink } from '../../components/ui/button';
import { AwardIcon, CheckIcon } from '../../components/ui/icons';
import { EnglishText } from '../../components/ui/english';
import type { Course } from '../../../shared/catalogue/types';
import type { CertificateHolder, MyCertificate } from '../../../shared/schemas/certificates';
import { QUIZ_PASS_PERCENT } from '../../../shared/schemas/quiz-rules';
import { courseAccess, useSession } from '../../lib/session';
import { fetchCertificateHolder } from '../../lib/my-certificates';
import { localePath } from '../../i18n/locale-path';
import { certificateDialogCopy as copy } from './certificate-dialog.copy';
import { coursePageCopy } from './course-page.copy';

/** The name the enrolled learner's certificates carry, once known (undefined: not asked). */
function useHolder(enrolled: boolean): CertificateHolder | undefined {
  const [holder, setHolder] = useState<CertificateHolder | undefined>(undefined);
  useApiLoad(enrolled ? 'holder' : null, fetchCertificateHolder, (result) => {
    if (result.ok) setHolder(result.data);
  });
  return holder;
}

/**
 * How the course certificate is earned, in a native modal dialog: loaded on the first click of
 * 'Get Certificate' (certificate-dialog.tsx), and opened again on each `opening`.
 */
export function CertificateDialog({
  course,
  mine,
  opening,
}: {
  course: Course;
  mine: MyCertificate | null;
  /** How many times the button was pressed: each press opens the dialog. */
  opening: number;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const close = () => dialogRef.current?.close();
  const holder = useHolder(courseAccess(useSession(), course.id) === 'enrolled');
  useEffect(() => {
    if (opening > 0 && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [opening]);

  const steps = [
    copy.completeLessons(course.lessons),
    ...(course.labs > 0 ? [copy.finishLabs(course.labs)] : []),
    copy.passQuizzes(QUIZ_PASS_PERCENT),
  ];

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="p-6">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <AwardIcon className="h-6 w-6" />
          </span>
          <h2 id={headingId} className="text-lg font-bold">
            {copy.heading}
          </h2>
        </div>
        <p className="mt-4 text-sm text-slate-700">
          {copy.introBefore}
          <EnglishText>{course.title}</EnglishText>
          {copy.introAfter}
        </p>
        <ul className="mt-4 space-y-2">
          {steps.map((step) => (
            <li key={step} className="flex items-start gap-2 text-sm text-slate-800">
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {step}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{copy.carries}</p>
        {holder?.name ? (
          <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
            {copy.nameBefore}
            <strong>{holder.name}</strong>
            {copy.nameAfter}{' '}
            <a href={localePath('/profile')} className="font-medium text-brand-800 underline">
              {copy.changeName}
            </a>
          </p>
        ) : holder ? (
          <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {copy.noNameBefore}
            <a href={localePath('/profile')} className="font-semibold underline">
              {copy.noNameLink}
            </a>
            {copy.noNameAfter}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          {mine ? (
            <ButtonLink href={localePath(mine.url)}>{coursePageCopy.certificate.view}</ButtonLink>
          ) : null}
          <Button variant="outline" onClick={close}>
            {copy.close}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
