import * as z from 'zod/mini';
import { checkWith } from './check';
import { maxLength, requiredText } from './fields';
import type { Locale } from '../i18n/locale';

/** Who issues every certificate (the page, the PDF and the credential all say so). */
export const CERTIFICATE_ISSUER = 'Shikhon Academy';

export const REVOKE_REASON_MAX = 500;

export const CERTIFICATE_MESSAGES = {
  notFound: 'There is no certificate with this id.',
  reasonRequired: 'Write why this certificate is revoked: its page shows the reason.',
  reasonTooLong: `Keep the reason under ${REVOKE_REASON_MAX} characters.`,
  alreadyRevoked: 'This certificate is already revoked.',
  nameRequired:
    'Add your full name on your profile first: certificates carry it, never your email address.',
  reissueTooSoon: 'You can re-issue your certificates once a month.',
  nothingToReissue: 'Your certificates already carry the name on your profile.',
} as const;

// In certificate-rules.ts (no zod), so the FAQ can state it without loading the schemas.
export { REISSUE_INTERVAL_DAYS } from './certificate-rules';

/** GET /api/certificates/holder: the name certificates carry and what a re-issue would change. */
export interface CertificateHolder {
  /** The learner's own name; null: none chosen yet (certificates wait for it). */
  name: string | null;
  /** Ids of current certificates that carry another name. */
  outdated: string[];
  /** ISO time from which a re-issue is allowed again; null: allowed now. */
  reissueAvailableAt: string | null;
}

/** The QR code of the verification URL: a square of modules, dark ones drawn as one SVG path. */
export interface QrMatrix {
  size: number;
  /** SVG path data in module units (0..size), one square per dark module. */
  path: string;
}

/** What the public verification page shows (GET /api/certificates/{id}): no other personal data. */
export interface CertificateView {
  id: string;
  learnerName: string;
  /** The learner's name in Bangla script, when their profile had one at issue. */
  learnerNameBn: string | null;
  courseId: string;
  courseTitle: string;
  level: string;
  hours: number;
  /** ISO time the last item of the course was finished. */
  issuedAt: string;
  issuer: string;
  status: 'valid' | 'revoked';
  revokedAt: string | null;
  revokeReason: string | null;
  /** The certificate re-issued in its place under the learner's new name, if any. */
  supersededBy: { id: string; url: string; at: string } | null;
  /** Absolute URLs: the page, its PDF and its signed credential. */
  url: string;
  pdfUrl: string;
  credentialUrl: string;
  qr: QrMatrix;
}

/** A learner's own certificate, as the dashboard and the course page list them (GET /api/certificates). */
export interface MyCertificate {
  id: string;
  /** The name it was issued to. */
  learnerName: string;
  courseId: string;
  courseTitle: string;
  issuedAt: string;
  status: 'valid' | 'revoked';
  url: string;
  pdfUrl: string;
}

/** A certificate as staff see it (GET /api/admin/certificates). */
export interface AdminCertificate extends MyCertificate {
  learnerName: string;
  learnerEmail: string;
  revokedAt: string | null;
  revokeReason: string | null;
}

/** POST /api/admin/certificates/{id}/revoke. */
export const revokeSchema = z.object({
  reason: requiredText(CERTIFICATE_MESSAGES.reasonRequired, {
    rule: maxLength(REVOKE_REASON_MAX, CERTIFICATE_MESSAGES.reasonTooLong),
  }),
});

export const checkRevoke = checkWith(revokeSchema, {
  notObject: 'Send the reason as a JSON object.',
  invalid: (fields) => fields.reason ?? CERTIFICATE_MESSAGES.reasonRequired,
});

/**
 * LinkedIn's add-to-profile link for a certificate: its name, issuer, issue month, id and URL
 * (https://addtoprofile.linkedin.com).
 */
export function linkedInAddUrl(certificate: {
  id: string;
  courseTitle: string;
  issuedAt: string;
  url: string;
}): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: CERTIFICATE_ISSUER,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.url,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString().replace(/\+/g, '%20')}`;
}

/** A date as the certificate prints it, e.g. "25 November 2026" (Asia/Dhaka). */
export function certificateDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(iso));
}

/**
 * The id the verification page is prerendered under: one shell answers every certificate (the
 * server sends it for ids it knows, and the section's not-found page for others).
 */
export const CERTIFICATE_SHELL_ID = 'shell';

/**
 * Paths the app answers under /certificates/ and /bn/certificates/: a certificate's page (the
 * shell for a known id, the not-found page for others), its PDF, and its credential (English).
 */
export function isCertificatePath(urlPath: string): boolean {
  const [, prefix = '', file = ''] = /^(\/bn)?\/certificates\/([^/]+)$/.exec(urlPath) ?? [];
  if (!file || file === CERTIFICATE_SHELL_ID) return false;
  return prefix === '' || !file.endsWith('.json');
}

/** A certificate's PDF (its absolute URL) in a language: the Bangla one is under /bn. */
export function certificatePdfUrlIn(locale: Locale, pdfUrl: string): string {
  return locale === 'bn'
    ? pdfUrl.replace(/\/certificates\/([^/]+)$/, '/bn/certificates/$1')
    : pdfUrl;
}

/** Staff's certificate list without a search shows the newest this many (a search finds others). */
export const ADMIN_CERTIFICATES_SHOWN = 50;
