import type { Kysely } from 'kysely';
import type { LearningContent } from '../content/content-types';
import type { DatabaseSchema } from '../db/schema';
import { findLab } from '../../shared/catalogue/labs';
import { withdrawCourseXp, withdrawLabXp } from './xp/xp';
import { revokeCourseCertificate } from './certificates/certificates';
import { labAccess, mayOpen } from './lab-access';

/** What deciding who may still open a lab needs (the lab access rule's inputs). */
export interface RefundAccessContext {
  content: LearningContent;
  adminEmails: readonly string[];
}

/**
 * The labs of a refunded programme that the learner may no longer open, read after the
 * enrolment's deletion (same transaction): a lab stays open through its course, another
 * programme they own, or by being its course's free first lab, and then its XP stays too.
 */
async function labsClosedByRefund(
  trx: Kysely<DatabaseSchema>,
  context: RefundAccessContext,
  userId: string,
  labIds: readonly string[],
): Promise<string[]> {
  const user = await trx
    .selectFrom('user')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // The transaction's view (the enrolment already deleted), whatever else `context` carries.
  const access = { db: trx, content: context.content, adminEmails: context.adminEmails };
  const closed: string[] = [];
  for (const labId of labIds) {
    const lab = context.content.labs.get(labId);
    const stillOpen =
      user !== undefined && lab !== undefined && mayOpen(await labAccess(access, user, lab));
    if (!stillOpen) closed.push(labId);
  }
  return closed;
}

/**
 * What an approved refund takes back besides the enrolment. A course: the learner's certificate
 * for it (revoked, reason "Refunded") and the XP earned from it. A lab programme (`courseId` is
 * then its slug, as on the order): the XP of the programme's labs that the refund closed, which
 * is recorded under each lab's course, not under the programme. Called inside the approval's
 * transaction (`trx`), so all of it commits with the refund or none does.
 */
export async function courseAchievementsOnRefund(
  trx: Kysely<DatabaseSchema>,
  { userId, courseId, now }: { userId: string; courseId: string; now: Date },
  context: RefundAccessContext,
): Promise<void> {
  const programme = findLab(courseId);
  if (programme) {
    const labIds = await labsClosedByRefund(trx, context, userId, programme.labIds);
    await withdrawLabXp(trx, { userId, labIds, now });
    return;
  }
  await revokeCourseCertificate(trx, { userId, courseId, reason: 'Refunded', now });
  await withdrawCourseXp(trx, { userId, courseId, now });
}
