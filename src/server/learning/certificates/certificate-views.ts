import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { failure, success, type ServiceResult } from '../../services/result';
import {
  ADMIN_CERTIFICATES_SHOWN,
  CERTIFICATE_ISSUER,
  CERTIFICATE_MESSAGES,
  type AdminCertificate,
  type CertificateView,
  type MyCertificate,
} from '../../../shared/schemas/certificates';
import { qrMatrix } from './certificate-qr';
import {
  certificateUrls,
  findCertificate,
  revokeCourseCertificate,
  type CertificateRow,
} from './certificates';

// Certificates as the public page, the learner and staff see them, and staff revoking one;
// issuing and revoking by the rules of learning stay in certificates.ts.

function statusOf(row: CertificateRow): 'valid' | 'revoked' {
  return row.revoked_at ? 'revoked' : 'valid';
}

/** GET /api/certificates/{id}: what the public page shows. */
export async function getCertificateView(
  db: Kysely<DatabaseSchema>,
  publicUrl: string,
  id: string,
): Promise<ServiceResult<CertificateView>> {
  const row = await findCertificate(db, id);
  if (!row) return failure(404, 'not_found', CERTIFICATE_MESSAGES.notFound);
  const urls = certificateUrls(publicUrl, row.id);
  return success({
    id: row.id,
    learnerName: row.learner_name,
    learnerNameBn: row.learner_name_bn,
    courseId: row.course_id,
    courseTitle: row.course_title,
    level: row.level,
    hours: row.hours,
    issuedAt: row.issued_at,
    issuer: CERTIFICATE_ISSUER,
    status: statusOf(row),
    revokedAt: row.revoked_at,
    revokeReason: row.revoke_reason,
    supersededBy:
      row.superseded_by && row.superseded_at
        ? {
            id: row.superseded_by,
            url: certificateUrls(publicUrl, row.superseded_by).url,
            at: row.superseded_at,
          }
        : null,
    ...urls,
    qr: qrMatrix(urls.url),
  });
}

function mine(publicUrl: string, row: CertificateRow): MyCertificate {
  const { url, pdfUrl } = certificateUrls(publicUrl, row.id);
  return {
    id: row.id,
    learnerName: row.learner_name,
    courseId: row.course_id,
    courseTitle: row.course_title,
    issuedAt: row.issued_at,
    status: statusOf(row),
    url,
    pdfUrl,
  };
}

/** GET /api/certificates: the signed-in learner's own, newest first. */
export async function listMyCertificates(
  db: Kysely<DatabaseSchema>,
  publicUrl: string,
  userId: string,
): Promise<MyCertificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    // A superseded certificate stays verifiable on its page; the learner's list shows its successor.
    .where('superseded_by', 'is', null)
    .orderBy('issued_at', 'desc')
    .execute();
  return rows.map((row) => mine(publicUrl, row));
}

/** GET /api/admin/certificates?q=: the newest 50, or those whose id or learner email is `q`. */
export async function listAdminCertificates(
  db: Kysely<DatabaseSchema>,
  publicUrl: string,
  query: string,
): Promise<AdminCertificate[]> {
  const q = query.trim();
  let select = db
    .selectFrom('certificates')
    .innerJoin('user', 'user.id', 'certificates.user_id')
    .selectAll('certificates')
    .select('user.email as learner_email');
  if (q) {
    select = select.where((eb) =>
      eb.or([eb('certificates.id', '=', q), eb('user.email', '=', q.toLowerCase())]),
    );
  }
  const rows = await select
    .orderBy('certificates.issued_at', 'desc')
    .orderBy('certificates.id')
    .limit(ADMIN_CERTIFICATES_SHOWN)
    .execute();
  return rows.map((row) => ({
    ...mine(publicUrl, row),
    learnerName: row.learner_name,
    learnerEmail: row.learner_email,
    revokedAt: row.revoked_at,
    revokeReason: row.revoke_reason,
  }));
}

/** POST /api/admin/certificates/{id}/revoke: staff only (the route checks). */
export async function revokeCertificate(
  db: Kysely<DatabaseSchema>,
  publicUrl: string,
  staffId: string,
  id: string,
  reason: string,
  now: Date,
): Promise<ServiceResult<AdminCertificate>> {
  const row = await findCertificate(db, id);
  if (!row) return failure(404, 'not_found', CERTIFICATE_MESSAGES.notFound);
  if (row.revoked_at) return failure(409, 'already_revoked', CERTIFICATE_MESSAGES.alreadyRevoked);
  await revokeCourseCertificate(db, {
    userId: row.user_id,
    courseId: row.course_id,
    reason,
    now,
    revokedBy: staffId,
  });
  const [updated] = await listAdminCertificates(db, publicUrl, id);
  if (!updated) return failure(404, 'not_found', CERTIFICATE_MESSAGES.notFound);
  return success(updated);
}
