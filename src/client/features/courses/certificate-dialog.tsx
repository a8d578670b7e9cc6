import { useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { AwardIcon, CheckIcon } from '../../components/ui/icons';
import { handsOnLabsText } from '../../../shared/catalogue/course-figures';
import type { Course } from '../../../shared/catalogue/types';

/** 'Get Certificate': a native modal dialog explaining how the course certificate is earned. */
export function CertificateButton({ course }: { course: Course }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const close = () => dialogRef.current?.close();

  const labs = handsOnLabsText(course.labs);
  const steps = [
    `Complete all ${course.lessons} lessons`,
    ...(labs ? [course.labs === 1 ? `Finish the ${labs}` : `Finish all ${labs}`] : []),
    'Pass the final assessment',
  ];

  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        <AwardIcon className="h-4 w-4" /> Get Certificate
      </Button>
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
              How to earn your certificate
            </h2>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            You earn a verified Shikhon Academy certificate for {course.title} by completing all
            {labs ? ' lessons and labs' : ' lessons'} and passing the final assessment.
          </p>
          <ul className="mt-4 space-y-2">
            {steps.map((step) => (
              <li key={step} className="flex items-start gap-2 text-sm text-slate-800">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                {step}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            The certificate carries your name and the course title, so you can share it with
            employers.
          </p>
          <div className="mt-6 flex justify-end">
            <Button variant="outline" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
