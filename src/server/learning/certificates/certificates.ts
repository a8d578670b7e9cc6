import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { CertificatesTable, DatabaseSchema } from '../../db/schema';
import type { CourseCatalogue } from '../enrolments';
import { itemKey, progressKey } from '../../content/course-items';
import { isCourseFinished, itemsOfCourse } from '../course-finished';
import { hasPendingRefund } from './pending-refund';
import { allocateStatusIndex, markStatusRevoked } from './credential-status';
import { chosenName } from '../../../shared/schemas/account';
import { certificatePdfUrlIn, linkedInAddUrl } from '../../../shared/schemas/certificates';
import { learnerLanguage } from '../../mail/learner-language';
import { certificateIssuedEmail } from '../../mail/templates';
import { insertMail } from '../../mail/outbox';

/** What deciding and issuing a certificate reads: progress, the compiled course, the catalogue. */
export interface CertificateIssuing {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  catalogue: CourseCatalogue;
  /** The site's origin: with it, an issued certificate is mailed to its learner (the outbox). */
  publicUrl?: string;
}

export type CertificateRow = Selectable<CertificatesTable>;

/** 18 random bytes: 24 base64url characters, unguessable. */
export function newCertificateId(): string {
  return randomBytes(18).toString('base64url');
}

/** The public URLs of a certificate, on the site's origin (PUBLIC_URL). */
export function certificateUrls(publicUrl: string, id: string) {
  const url = `${publicUrl}/certificates/${id}`;
  return { url, pdfUrl: `${url}.pdf`, credentialUrl: `${url}.json` };
}

/**
 * The time the learner finished every item of the course (the latest of them), or null while
 * any item is unfinished. A course without items (no curriculum) earns nothing.
 */
export async function courseCompletedAt(
  deps: Pick<CertificateIssuing, 'db' | 'content'>,
  userId: string,
  courseId: string,
): Promise<string | null> {
  const items = itemsOfCourse(deps.content, courseId);
  if (items.length === 0) return null;
  const rows = await deps.db
    .selectFrom('learning_progress')
    .select(['item_id', 'kind', 'finished_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  const finished = new Map(rows.map((row) => [progressKey(row.kind, row.item_id), row]));
  if (!isCourseFinished(deps.content, courseId, new Set(finished.keys()))) return null;
  let latest = '';
  for (const item of items) {
    const at = finished.get(itemKey(item))?.finished_at ?? '';
    if (at > latest) latest = at;
  }
  return latest;
}

/**
 * The learner's email and the names certificates carry: the chosen one (null: none chosen yet, see
 * chosenName) and, when the profile has it, the name in Bangla script.
 */
export async function certificateHolder(
  db: Kysely<DatabaseSchema>,
  userId: string,
): Promise<{ email: string; name: string | null; nameBn: string | null } | undefined> {
  const row = await db
    .selectFrom('user')
    .leftJoin('profile', 'profile.user_id', 'user.id')
    .select([
      'user.email',
      'user.name as accountName',
      'profile.name as profileName',
      'profile.name_bn as profileNameBn',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    name: chosenName(row.profileName?.trim() || row.accountName, row.email),
    nameBn: row.profileNameBn?.trim() || null,
  };
}

/** Queues "your certificate is ready" (or re-issued) and marks the row mailed. */
export async function mailCertificate(
  db: Kysely<DatabaseSchema>,
  publicUrl: string,
  row: Pick<CertificateRow, 'id' | 'user_id' | 'course_title' | 'learner_name' | 'issued_at'>,
  to: string,
  { now, reissued }: { now: Date; reissued: boolean },
): Promise<void> {
  const urls = certificateUrls(publicUrl, row.id);
  const language = await learnerLanguage(db, row.user_id);
  const pdfUrl = certificatePdfUrlIn(language, urls.pdfUrl);
  const mail = certificateIssuedEmail(
    {
      name: row.learner_name,
      courseTitle: row.course_title,
      url: urls.url,
      pdfUrl,
      linkedInUrl: linkedInAddUrl({
        id: row.id,
        courseTitle: row.course_title,
        issuedAt: row.issued_at,
        url: urls.url,
      }),
      reissued,
    },
    language,
  );
  await insertMail(db, { to, ...mail }, now);
  await db
    .updateTable('certificates')
    .set({ mailed_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
}

/**
 * Issues the learner's certificate for the course if every item is now finished; called after a
 * newly finished item (hook contract), by the start-up backfill, when staff decline a refund
 * request, and when a learner first chooses their name. Not while the learner has no name of
 * their own (chosenName): a certificate never carries an email handle; it waits, and the
 * dashboard and the course's certificate dialog ask for the name. Once only: the unique (user_id, course_id) index makes simultaneous calls insert one
 * row. Never while a refund request for the course is pending: a course refunded under the
 * refund rule's percent (REFUND_PERCENT) must not leave a certificate behind (decision 030).
 * The certificate's id when this call issued it.
 */
export async function issueCertificateIfComplete(
  deps: CertificateIssuing,
  { userId, courseId, now }: { userId: string; courseId: string; now: Date },
): Promise<string | null> {
  const course = deps.catalogue.findCourse(courseId);
  if (!course) return null;
  const completedAt = await courseCompletedAt(deps, userId, courseId);
  if (!completedAt) return null;
  const existing = await deps.db
    .selectFrom('certificates')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (existing) return null;
  if (await hasPendingRefund(deps.db, userId, courseId)) return null;
  const holder = await certificateHolder(deps.db, userId);
  if (!holder?.name) return null;
  // Its bit in the published status list. Of simultaneous issuers only one row is inserted; the
  // others' positions stay claimed and unused (never reused, so never misread).
  const statusIndex = await allocateStatusIndex(deps.db, now);
  const inserted = await deps.db
    .insertInto('certificates')
    .values({
      id: newCertificateId(),
      user_id: userId,
      course_id: courseId,
      learner_name: holder.name,
      learner_name_bn: holder.nameBn,
      course_title: course.title,
      level: course.level,
      hours: course.hours,
      // The completion date: when the last item was finished (the backfill runs later).
      issued_at: completedAt > now.toISOString() ? now.toISOString() : completedAt,
      revoked_at: null,
      revoke_reason: null,
      revoked_by: null,
      status_index: statusIndex,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'course_id']).where('superseded_by', 'is', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return null;
  if (deps.publicUrl) {
    await mailCertificate(deps.db, deps.publicUrl, inserted, holder.email, {
      now,
      reissued: false,
    });
  }
  return inserted.id;
}

/**
 * Issues the certificates learners already qualify for (run at start-up; idempotent). Only
 * (learner, course) pairs with as many progress rows as the course has items are checked; a
 * pair with a pending refund request is left until staff decide it.
 */
export async function backfillCertificates(deps: CertificateIssuing, now: Date): Promise<number> {
  let issued = 0;
  for (const courseId of deps.content.courses.keys()) {
    const total = itemsOfCourse(deps.content, courseId).length;
    if (total === 0) continue;
    const candidates = await deps.db
      .selectFrom('learning_progress')
      .select('user_id')
      .where('course_id', '=', courseId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('certificates')
              .select('certificates.id')
              .whereRef('certificates.user_id', '=', 'learning_progress.user_id')
              .where('certificates.course_id', '=', courseId),
          ),
        ),
      )
      .groupBy('user_id')
      .having((eb) => eb.fn.countAll(), '>=', total)
      .execute();
    for (const { user_id: userId } of candidates) {
      if (await issueCertificateIfComplete(deps, { userId, courseId, now })) issued += 1;
    }
  }
  return issued;
}

/**
 * Revokes the learner's certificate for a course, if any and not yet revoked (refunds call this
 * with reason "Refunded"; usable with a transaction as `db`). True when this call revoked it.
 * The row and the status list's register change together (in `db`'s transaction, or one of
 * their own), so the published list shows the revocation from the next time it is read.
 */
export async function revokeCourseCertificate(
  db: Kysely<DatabaseSchema>,
  args: { userId: string; courseId: string; reason: string; now: Date; revokedBy?: string | null },
): Promise<boolean> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => revokeCourseCertificate(trx, args));
  }
  const { userId, courseId, reason, now, revokedBy = null } = args;
  const revokedAt = now.toISOString();
  const revoked = await db
    .updateTable('certificates')
    .set({ revoked_at: revokedAt, revoke_reason: reason, revoked_by: revokedBy })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('revoked_at', 'is', null)
    .returning('status_index')
    .execute();
  for (const { status_index: statusIndex } of revoked) {
    if (statusIndex !== null) await markStatusRevoked(db, statusIndex, revokedAt);
  }
  return revoked.length > 0;
}

/**
 * Gives every certificate issued before status lists existed its position, so the credential it
 * is served as from now on (signed again on each request) carries `credentialStatus`; a revoked
 * one's bit is set at once. Run at start-up; only rows without a position are touched, so it
 * does its work once. Returns how many credentials were re-issued.
 */
export async function reissueCredentialsWithStatus(
  db: Kysely<DatabaseSchema>,
  now: Date,
): Promise<number> {
  const rows = await db
    .selectFrom('certificates')
    .select(['id', 'revoked_at'])
    .where('status_index', 'is', null)
    .orderBy('issued_at')
    .execute();
  let reissued = 0;
  for (const row of rows) {
    const statusIndex = await allocateStatusIndex(db, now);
    const done = await db.transaction().execute(async (trx) => {
      // Another server starting at the same time may have given it one first: theirs stands.
      const result = await trx
        .updateTable('certificates')
        .set({ status_index: statusIndex })
        .where('id', '=', row.id)
        .where('status_index', 'is', null)
        .returning('revoked_at')
        .executeTakeFirst();
      if (result?.revoked_at) await markStatusRevoked(trx, statusIndex, result.revoked_at);
      return result !== undefined;
    });
    if (done) reissued++;
  }
  return reissued;
}

export async function findCertificate(
  db: Kysely<DatabaseSchema>,
  id: string,
): Promise<CertificateRow | undefined> {
  // Ids are base64url; anything else is no certificate (and never reaches the database).
  if (!/^[A-Za-z0-9_-]{16,40}$/.test(id)) return undefined;
  return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Issues the certificates a learner qualified for while they had no name of their own: run when
 * they choose one (a profile save). Returns the ids issued.
 */
export async function issueHeldCertificates(
  deps: CertificateIssuing,
  userId: string,
  now: Date,
): Promise<string[]> {
  const courses = await deps.db
    .selectFrom('learning_progress')
    .select('course_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  const issued: string[] = [];
  for (const { course_id: courseId } of courses) {
    const id = await issueCertificateIfComplete(deps, { userId, courseId, now });
    if (id) issued.push(id);
  }
  return issued;
}
