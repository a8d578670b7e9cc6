import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import {
  REISSUE_INTERVAL_DAYS,
  certificatePdfUrlIn,
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
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { dashboardCopy } from './dashboard.copy';
import { myCertificatesCopy as copy } from './my-certificates.copy';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; certificates: MyCertificate[] };

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">{certificate.courseTitle}</h3>
      <p className="mt-1 text-sm text-slate-700">{copy.issuedTo(certificate.learnerName)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {copy.completedOn(copy.date(certificate.issuedAt), revoked)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={localePath(certificate.url)} className={buttonClasses('primary', 'sm')}>
          {copy.view}
        </a>
        <a
          href={certificatePdfUrlIn(PAGE_LOCALE, certificate.pdfUrl)}
          className={buttonClasses('outline', 'sm')}
        >
          {copy.pdf}
        </a>
        {revoked ? null : (
          <a
            href={localePath(linkedInAddUrl(certificate))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'sm')}
          >
            {copy.linkedIn}
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
        <strong>{copy.noName.title}</strong> {copy.noName.body}{' '}
        <a href={localePath('/profile')} className="font-semibold underline">
          {copy.noName.link}
        </a>
      </p>
    );
  }
  if (holder.outdated.length === 0) return null;
  const count = holder.outdated.length;
  const { name } = holder;
  const reissue = async () => {
    setBusy(true);
    const result = await reissueMyCertificates();
    setBusy(false);
    if (!result.ok) {
      toast({
        title: copy.reissueFailed,
        description: copy.say(result.message),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: copy.reissued,
      description: copy.reissuedDescription(result.data.reissued.length, name),
    });
    onReissued();
  };
  return (
    <div className="mt-4 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950">
      <p>
        {copy.outdatedBefore}
        <strong>{name}</strong>
        {copy.outdatedAfter(count, REISSUE_INTERVAL_DAYS)}
      </p>
      {holder.reissueAvailableAt ? (
        <p className="mt-2 font-medium">
          {copy.reissuedRecently(copy.date(holder.reissueAvailableAt))}
        </p>
      ) : (
        <Button className="mt-3" size="sm" disabled={busy} onClick={() => void reissue()}>
          {busy ? copy.reissuing : copy.reissue(name)}
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
        {copy.heading}
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
          {dashboardCopy.loadingCertificates}
        </p>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {copy.failed(state.message)}
        </p>
      ) : state.certificates.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{copy.none}</p>
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
