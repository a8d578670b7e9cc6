import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import {
  ADMIN_CERTIFICATES_SHOWN,
  certificateDate,
  type AdminCertificate,
} from '../../../shared/schemas/certificates';
import { fetchAdminCertificates } from './admin-certificates-api';
import { useApiLoad } from '../../lib/use-api-load';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';
import { StaffAccessBlocked, useStaffAccess, type StaffGateOptions } from './staff-access';

type Listing =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; certificates: AdminCertificate[] };

function CertificateRow({
  certificate,
  onRevoke,
}: {
  certificate: AdminCertificate;
  onRevoke: () => void;
}) {
  const revoked = certificate.status === 'revoked';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-bold text-slate-900">{certificate.courseTitle}</h3>
      <p className="mt-1 break-all text-sm text-slate-700">
        {certificate.learnerName} ({certificate.learnerEmail})
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Issued {certificateDate(certificate.issuedAt)} ·{' '}
        <span className="font-mono">{certificate.id}</span>
      </p>
      {revoked ? (
        <p className="mt-2 text-sm font-medium text-red-800">
          Revoked on {certificateDate(certificate.revokedAt ?? certificate.issuedAt)}:{' '}
          {certificate.revokeReason}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={certificate.url} className="text-sm font-medium text-brand-800 underline">
          Open its page
        </a>
        {revoked ? null : (
          <Button variant="outline" size="sm" onClick={onRevoke}>
            Revoke
          </Button>
        )}
      </div>
    </li>
  );
}

/** /admin/certificates: recent certificates, a search by id or email, and revoking with a reason. */
export function AdminCertificatesView(gate: StaffGateOptions = {}) {
  // Long: one list page: search, list and the revoke dialog it opens.
  const access = useStaffAccess(gate);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [notice, setNotice] = useState('');

  useApiLoad(
    access === 'staff' ? searched : null,
    () => fetchAdminCertificates(searched),
    (result) => {
      setListing(
        result.ok
          ? { kind: 'ready', certificates: result.data }
          : { kind: 'failed', message: result.message },
      );
    },
  );

  if (access !== 'staff') return <StaffAccessBlocked checking={access === 'checking'} />;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setListing({ kind: 'loading' });
    setSearched(query);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <form role="search" onSubmit={search} className="flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="block text-sm font-semibold text-slate-900">
            Certificate ID or learner email
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {notice}
      </p>
      {listing.kind === 'loading' ? (
        <p className="mt-4 text-sm text-slate-700">Loading certificates...</p>
      ) : listing.kind === 'failed' ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          We could not load certificates. {listing.message}
        </p>
      ) : listing.certificates.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          {searched ? 'No certificate has this id or learner email.' : 'No certificates yet.'}
        </p>
      ) : (
        <>
          {!searched && listing.certificates.length >= ADMIN_CERTIFICATES_SHOWN ? (
            <p className="mt-4 text-sm text-slate-700">
              Showing the newest {ADMIN_CERTIFICATES_SHOWN} certificates. Search by certificate ID
              or learner email to find any other.
            </p>
          ) : null}
          <ul role="list" className="mt-4 grid gap-4 md:grid-cols-2">
            {listing.certificates.map((certificate) => (
              <CertificateRow
                key={certificate.id}
                certificate={certificate}
                onRevoke={() => setRevoking(certificate)}
              />
            ))}
          </ul>
        </>
      )}
      {revoking ? (
        <RevokeCertificateDialog
          certificate={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={(updated) => {
            setNotice(
              `Revoked the certificate of ${updated.learnerName} for ${updated.courseTitle}.`,
            );
            setListing((current) =>
              current.kind === 'ready'
                ? {
                    kind: 'ready',
                    certificates: current.certificates.map((row) =>
                      row.id === updated.id ? updated : row,
                    ),
                  }
                : current,
            );
          }}
        />
      ) : null}
    </div>
  );
}
