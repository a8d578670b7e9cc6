import { lazy, Suspense, useState } from 'react';
import { useApiLoad } from '../../lib/use-api-load';
import { Button } from '../../components/ui/button';
import { AwardIcon } from '../../components/ui/icons';
import type { Course } from '../../../shared/catalogue/types';
import type { MyCertificate } from '../../../shared/schemas/certificates';
import { courseAccess, useSession } from '../../lib/session';
import { fetchMyCertificates } from '../../lib/my-certificates';
import { localePath } from '../../i18n/locale-path';
import { coursePageCopy } from './course-page.copy';

const copy = coursePageCopy.certificate;

// Its own chunk, with its words: nobody needs the dialog before pressing the button.
const CertificateDialog = lazy(async () => ({
  default: (await import('./certificate-dialog.lazy')).CertificateDialog,
}));

/** The signed-in owner's certificate for the course, once known (null: none yet). */
function useOwnCertificate(courseId: string): MyCertificate | null {
  const owned = courseAccess(useSession(), courseId) === 'enrolled';
  const [mine, setMine] = useState<MyCertificate | null>(null);
  useApiLoad(owned ? courseId : null, fetchMyCertificates, (result) => {
    if (result.ok) {
      setMine(result.data.find((certificate) => certificate.courseId === courseId) ?? null);
    }
  });
  return mine;
}

/** 'Get Certificate': opens a modal dialog explaining how the course certificate is earned. */
export function CertificateButton({ course }: { course: Course }) {
  const mine = useOwnCertificate(course.id);
  const [opening, setOpening] = useState(0);

  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        aria-haspopup="dialog"
        onClick={() => setOpening((count) => count + 1)}
      >
        <AwardIcon className="h-4 w-4" /> {copy.button}
      </Button>
      {mine ? (
        <a
          href={localePath(mine.url)}
          className="mt-2 block text-center text-sm font-medium text-brand-800 underline"
        >
          {mine.status === 'revoked' ? copy.revoked : copy.view}
        </a>
      ) : null}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <CertificateDialog course={course} mine={mine} opening={opening} />
        </Suspense>
      ) : null}
    </>
  );
}
