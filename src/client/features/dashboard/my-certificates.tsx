import { useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import {
  certificateDate,
  linkedInAddUrl,
  type MyCertificate,
} from '../../../shared/schemas/certificates';
import { fetchMyCertificates } from '../../lib/my-certificates';
import { useApiLoad } from '../../lib/use-api-load';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; certificates: MyCertificate[] };

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">{certificate.courseTitle}</h3>
      <p className="mt-1 text-sm text-slate-700">
        Completed on {certificateDate(certificate.issuedAt)}
        {revoked ? ' · Revoked' : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={certificate.url} className={buttonClasses('primary', 'sm')}>
          View certificate
        </a>
        <a href={certificate.pdfUrl} className={buttonClasses('outline', 'sm')}>
          Download PDF
        </a>
        {revoked ? null : (
          <a
            href={linkedInAddUrl(certificate)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'sm')}
          >
            Share on LinkedIn
          </a>
        )}
      </div>
    </li>
  );
}

/** The dashboard's "My certificates": loaded after the page (its own chunk). */
export function MyCertificates() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useApiLoad('mine', fetchMyCertificates, (result) => {
    setState(
      result.ok
        ? { kind: 'ready', certificates: result.data }
        : { kind: 'failed', message: result.message },
    );
  });

  return (
    <section aria-labelledby="my-certificates">
      <h2 id="my-certificates" className="text-2xl font-bold tracking-tight text-slate-900">
        My certificates
      </h2>
      {state.kind === 'loading' ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Loading your certificates...
        </p>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          We could not load your certificates. {state.message}
        </p>
      ) : state.certificates.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          No certificates yet. Finish every lesson, quiz and lab of a course to earn its
          certificate.
        </p>
      ) : (
        <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {state.certificates.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}
