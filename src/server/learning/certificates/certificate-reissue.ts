import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { failure, success, type ServiceResult } from '../../services/result';
import {
  CERTIFICATE_MESSAGES,
  REISSUE_INTERVAL_DAYS,
  certificateDate,
  type CertificateHolder,
} from '../../../shared/schemas/certificates';
import { allocateStatusIndex } from './credential-status';
import { certificateHolder, mailCertificate, newCertificateId } from './certificates';

const DAY_MS = 24 * 60 * 60_000;

/** When the learner last re-issued certificates (the newest supersession), or null. */
async function lastReissueAt(db: Kysely<DatabaseSchema>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('certificates')
    .select(({ fn }) => fn.max('superseded_at').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** When a re-issue is allowed again after the one at `last` (ISO), or null when it is now. */
function nextReissueAt(last: string | null, now: Date): string | null {
  if (!last) return null;
  const next = new Date(Date.parse(last) + REISSUE_INTERVAL_DAYS * DAY_MS);
  return next > now ? next.toISOString() : null;
}

/** A certificate carries other names than the learner's now: their chosen name or their Bangla one. */
function carriesOtherNames(
  row: { learner_name: string; learner_name_bn: string | null },
  holder: { name: string | null; nameBn: string | null },
): boolean {
  return row.learner_name !== holder.name || (row.learner_name_bn ?? null) !== holder.nameBn;
}

/** The learner's current certificates (not superseded, not revoked). */
function currentCertificates(db: Kysely<DatabaseSchema>, userId: string) {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('superseded_by', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('issued_at')
    .execute();
}

/**
 * GET /api/certificates/holder: the name the learner's certificates carry (null: they must
 * choose one first), which of theirs carry another name, and when they may next re-issue.
 */
export async function getCertificateHolder(
  db: Kysely<DatabaseSchema>,
  userId: string,
  now: Date,
): Promise<CertificateHolder> {
  const holder = await certificateHolder(db, userId);
  const name = holder?.name ?? null;
  const current = await currentCertificates(db, userId);
  return {
    name,
    outdated:
      holder && name
        ? current.filter((row) => carriesOtherNames(row, holder)).map((row) => row.id)
        : [],
    reissueAvailableAt: nextReissueAt(await lastReissueAt(db, userId), now),
  };
}

/**
 * POST /api/certificates/reissue: every current certificate that carries another name than the
 * learner's is issued again under it, at most once every REISSUE_INTERVAL_DAYS. The new one has
 * its own id and credential and keeps the completion date; the old one stays verifiable and its
 * page names its successor. A refunded (revoked) certificate is not re-issued.
 */
export async function reissueCertificates(
  deps: { db: Kysely<DatabaseSchema>; publicUrl: string },
  userId: string,
  now: Date,
): Promise<ServiceResult<{ reissued: string[] }>> {
  const holder = await certificateHolder(deps.db, userId);
  if (!holder?.name) return failure(409, 'name_required', CERTIFICATE_MESSAGES.nameRequired);
  const name = holder.name;
  const next = nextReissueAt(await lastReissueAt(deps.db, userId), now);
  if (next) {
    return failure(
      429,
      'reissue_too_soon',
      `${CERTIFICATE_MESSAGES.reissueTooSoon} You can do it again on ${certificateDate(next)}.`,
    );
  }
  const outdated = (await currentCertificates(deps.db, userId)).filter((row) =>
    carriesOtherNames(row, holder),
  );
  if (outdated.length === 0) {
    return failure(409, 'nothing_to_reissue', CERTIFICATE_MESSAGES.nothingToReissue);
  }
  const at = now.toISOString();
  const reissued: string[] = [];
  for (const old of outdated) {
    const statusIndex = await allocateStatusIndex(deps.db, now);
    const id = newCertificateId();
    const done = await deps.db.transaction().execute(async (trx) => {
      // Superseded first: the current-row index allows one unsuperseded row a course.
      const superseded = await trx
        .updateTable('certificates')
        .set({ superseded_by: id, superseded_at: at })
        .where('id', '=', old.id)
        .where('superseded_by', 'is', null)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!superseded) return null;
      return trx
        .insertInto('certificates')
        .values({
          id,
          user_id: userId,
          course_id: old.course_id,
          learner_name: name,
          learner_name_bn: holder.nameBn,
          course_title: old.course_title,
          level: old.level,
          hours: old.hours,
          issued_at: old.issued_at,
          revoked_at: null,
          revoke_reason: null,
          revoked_by: null,
          status_index: statusIndex,
          superseded_by: null,
          superseded_at: null,
          mailed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (!done) continue;
    await mailCertificate(deps.db, deps.publicUrl, done, holder.email, { now, reissued: true });
    reissued.push(done.id);
  }
  return success({ reissued });
}
