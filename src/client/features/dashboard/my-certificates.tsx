import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import {
  REISSUE_INTERVAL_DAYS,
  certificateDate,
  linkedInAddUrl,
  type CertificateHolder,
  type MyCertificate,
} from '../../../shared/schemas/certificates';
import {
  fetchCertificateHolder,
  fetchMyCertificates,
  reissueMyCertificates,
} from '../../lib/my-certificates';
import { useApiLoad } from '../../lib/use-api-load';
import { localePath } from '../../i18n/locale-path';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; certificates: MyCertificate[] };

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">{certificate.courseTitle}</h3>
      <p className="mt-1 text-sm text-slate-700">Issued to {certificate.learnerName}</p>
      <p className="mt-1 text-sm text-slate-700">
        Completed on {certificateDate(certificate.issuedAt)}
        {revoked ? ' · Revoked' : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={localePath(certificate.url)} className={buttonClasses('primary', 'sm')}>
          View certificate
        </a>
        <a href={localePath(certificate.pdfUrl)} className={buttonClasses('outline', 'sm')}>
          Download PDF
        </a>
        {revoked ? null : (
          <a
            href={localePath(linkedInAddUrl(certificate))}
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

/**
 * What the learner must know about the name their certificates carry: none chosen yet (the
 * certificates wait for it), or a new name that a re-issue would put on them.
 */
function HolderNotice({
  holder,
  onReissued,
}: {
  holder: CertificateHolder;
  onReissued: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (!holder.name) {
    return (
      <p
        role="note"
        className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <strong>Add your full name before your first certificate.</strong> Certificates carry the
        name on your profile, never your email address; a course you finish waits for it.{' '}
        <a href={localePath('/profile')} className="font-semibold underline">
          Add your name on your profile
        </a>
      </p>
    );
  }
  if (holder.outdated.length === 0) return null;
  const count = holder.outdated.length;
  const reissue = async () => {
    setBusy(true);
    const result = await reissueMyCertificates();
    setBusy(false);
    if (!result.ok) {
      toast({ title: 'Re-issue failed', description: result.message, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Certificates re-issued',
      description: `${result.data.reissued.length === 1 ? 'Your certificate now carries' : 'Your certificates now carry'} the name ${holder.name}. We emailed you the new links.`,
    });
    onReissued();
  };
  return (
    <div className="mt-4 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950">
      <p>
        Your profile says <strong>{holder.name}</strong>, but{' '}
        {count === 1 ? 'one certificate carries' : `${count} certificates carry`} another name.
        Re-issuing gives {count === 1 ? 'it' : 'them'} your new name; the old{' '}
        {count === 1 ? 'page stays' : 'pages stay'} verifiable and point to the new one. You can do
        this once every {REISSUE_INTERVAL_DAYS} days.
      </p>
      {holder.reissueAvailableAt ? (
        <p className="mt-2 font-medium">
          You re-issued recently: you can do it again on{' '}
          {certificateDate(holder.reissueAvailableAt)}.
        </p>
      ) : (
        <Button className="mt-3" size="sm" disabled={busy} onClick={() => void reissue()}>
          {busy ? 'Re-issuing...' : `Re-issue with the name ${holder.name}`}
        </Button>
      )}
    </div>
  );
}

/** The dashboard's "My certificates": loaded after the page (its own chunk). */
export function MyCertificates() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [holder, setHolder] = useState<CertificateHolder | null>(null);
  const [round, setRound] = useState(0);

  useApiLoad(`mine-${round}`, fetchMyCertificates, (result) => {
    setState(
      result.ok
        ? { kind: 'ready', certificates: result.data }
        : { kind: 'failed', message: result.message },
    );
  });
  useApiLoad(`holder-${round}`, fetchCertificateHolder, (result) => {
    if (result.ok) setHolder(result.data);
  });

  return (
    <section aria-labelledby="my-certificates">
      <h2 id="my-certificates" className="text-2xl font-bold tracking-tight text-slate-900">
        My certificates
      </h2>
      {holder ? (
        <HolderNotice
          holder={holder}
          onReissued={() => {
            // Nothing is outdated any more: the offer goes at once, not when the reload lands.
            setHolder({ ...holder, outdated: [] });
            setRound((n) => n + 1);
          }}
        />
      ) : null}
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
