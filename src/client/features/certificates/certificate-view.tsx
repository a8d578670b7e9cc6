import { useState } from 'react';
import { useApiLoad } from '../../lib/use-api-load';
import { buttonClasses } from '../../components/ui/button';
import { ArrowLeftIcon, AwardIcon } from '../../components/ui/icons';
import {
  CERTIFICATE_SHELL_ID,
  certificatePdfUrlIn,
  type CertificateView as CertificateData,
} from '../../../shared/schemas/certificates';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { useHydrated } from '../../lib/use-hydrated';
import { fetchCertificate } from './certificates-api';
import { CertificateQr } from './certificate-qr';
import { localePath } from '../../i18n/locale-path';
import { certificatesCopy as copy } from './certificates.copy';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; certificate: CertificateData };

/** Shown for an unknown certificate id (status 404 when the server answers it). */
export function CertificateNotFound() {
  return (
    <div
      data-certificate-missing=""
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6"
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {copy.notFound.heading}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.notFound.body}</p>
      <a href={localePath('/courses')} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <ArrowLeftIcon className="h-4 w-4" /> {copy.notFound.back}
      </a>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-36 shrink-0 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-base text-slate-900">{value}</dd>
    </div>
  );
}

/** Both names a certificate carries, the page's language's first (the PDF orders them so too). */
function namesInOrder({ learnerName, learnerNameBn }: CertificateData) {
  return PAGE_LOCALE === 'bn' && learnerNameBn
    ? { first: learnerNameBn, second: learnerName, secondLang: undefined }
    : { first: learnerName, second: learnerNameBn, secondLang: 'bn' };
}

function CertificateCard({ certificate }: { certificate: CertificateData }) {
  const revoked = certificate.status === 'revoked';
  const names = namesInOrder(certificate);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <p
        role="status"
        className={
          revoked
            ? 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900'
            : 'rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900'
        }
      >
        {revoked ? (
          <>
            <strong>
              {copy.revokedOn(copy.date(certificate.revokedAt ?? certificate.issuedAt))}
            </strong>
            {copy.revokedRest(certificate.revokeReason)}
          </>
        ) : (
          <>
            <strong>{copy.valid}</strong> {copy.validBy(certificate.issuer)}
          </>
        )}
      </p>
      {certificate.supersededBy ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <strong>{copy.supersededBy}</strong>
          <a href={localePath(certificate.supersededBy.url)} className="font-semibold underline">
            {certificate.supersededBy.id}
          </a>{' '}
          {copy.supersededRest(copy.date(certificate.supersededBy.at))}
        </p>
      ) : null}
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3 text-brand-800">
          <AwardIcon className="h-6 w-6" />
          <span className="text-sm font-semibold uppercase tracking-wide">{copy.kind}</span>
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {names.first}
        </h1>
        {names.second ? (
          <p lang={names.secondLang} className="mt-1 text-xl font-semibold text-slate-800">
            {names.second}
          </p>
        ) : null}
        <p className="mt-1 text-lg text-slate-700">{copy.completed(certificate.courseTitle)}</p>
        <dl className="mt-6 space-y-3">
          <Fact label={copy.facts.learner} value={certificate.learnerName} />
          {certificate.learnerNameBn ? (
            <Fact label={copy.facts.learnerBn} value={certificate.learnerNameBn} />
          ) : null}
          <Fact label={copy.facts.course} value={certificate.courseTitle} />
          <Fact label={copy.facts.level} value={copy.level(certificate.level)} />
          <Fact label={copy.facts.hours} value={copy.hours(certificate.hours)} />
          <Fact label={copy.facts.completedOn} value={copy.date(certificate.issuedAt)} />
          <Fact label={copy.facts.issuer} value={certificate.issuer} />
          <Fact label={copy.facts.id} value={certificate.id} />
        </dl>
        <div className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
          <CertificateQr qr={certificate.qr} label={copy.qr} />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{copy.verifyAt}</p>
            <p className="mt-1 break-all font-mono text-sm text-slate-900">{certificate.url}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={certificatePdfUrlIn(PAGE_LOCALE, certificate.pdfUrl)}
                className={buttonClasses('primary', 'md')}
              >
                {copy.pdf}
              </a>
              <a
                href={localePath(certificate.credentialUrl)}
                className={buttonClasses('outline', 'md')}
              >
                {copy.credential}
              </a>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * The public verification page: one prerendered shell for every certificate, which reads its
 * facts from the API. `missing`: the server answered this address with the not-found page.
 */
export function CertificateVerification({ id, missing }: { id: string; missing: boolean }) {
  const [state, setState] = useState<State>(missing ? { kind: 'missing' } : { kind: 'loading' });

  const hydrated = useHydrated();

  // The shell's own address is no certificate: nothing to ask.
  const asked = missing || id === CERTIFICATE_SHELL_ID ? null : id;
  useApiLoad(
    asked,
    () => fetchCertificate(id),
    (result) => {
      if (result.ok) setState({ kind: 'ready', certificate: result.data });
      else if (result.status === 404) setState({ kind: 'missing' });
      else setState({ kind: 'error', message: result.message });
    },
  );

  const shown: State = hydrated && id === CERTIFICATE_SHELL_ID ? { kind: 'missing' } : state;
  switch (shown.kind) {
    case 'missing':
      return <CertificateNotFound />;
    case 'ready':
      return <CertificateCard certificate={shown.certificate} />;
    case 'error':
      return (
        <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
          <p role="alert" className="mt-4 text-slate-700">
            {shown.message}
          </p>
        </div>
      );
    case 'loading':
      return (
        <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
          <p className="mt-4 text-slate-700">{copy.checking}</p>
        </div>
      );
  }
}
