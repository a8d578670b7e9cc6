import type { Kysely } from 'kysely';
import type { LearningContent } from '../content/content-types';
import type { DatabaseSchema } from '../db/schema';
import { findProgramme } from '../../shared/catalogue/programmes';
import { withdrawCourseXp, withdrawLabXp } from './xp/ledger';
import { revokeCourseCertificate } from './certificates/certificates';
import { courseAccess, mayOpen } from './course-access';

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
      user !== undefined &&
      lab !== undefined &&
      mayOpen(await courseAccess(access, user, { kind: 'lab', lab }));
    if (!stillOpen) closed.push(labId);
  }
  return closed;
}

/** What must wait until the transaction that ended a learner's access has committed. */
export interface AfterAccessEnded {
  /**
   * Closes the learner's open lab session when they may no longer open its lab (the lab
   * sessions service: a sandbox is not a database row, so it cannot roll back).
   */
  closeLabSession(userId: string): Promise<unknown>;
}

/** Access ended inside a transaction: `afterCommit` is the caller's to run once it commits. */
export interface AccessEnded {
  userId: string;
  courseId: string;
  afterCommit(tasks: AfterAccessEnded): Promise<void>;
}

/**
 * Ends a learner's access to a course or lab programme (an approved refund), inside the caller's
 * transaction `trx`, so all of it commits with the caller's own writes or none does: the
 * enrolment goes; for a course, its certificate (revoked, reason "Refunded") and the XP earned
 * from it; for a lab programme (`courseId` is then its slug, as on the order), the XP of its labs
 * the learner may no longer open, which is recorded under each lab's course. The returned
 * afterCommit closes the learner's lab session, once the caller has committed.
 */
export async function endCourseAccess(
  trx: Kysely<DatabaseSchema>,
  { userId, courseId, now }: { userId: string; courseId: string; now: Date },
  context: RefundAccessContext,
): Promise<AccessEnded> {
  await trx
    .deleteFrom('enrollments')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  const programme = findProgramme(courseId);
  if (programme) {
    const labIds = await labsClosedByRefund(trx, context, userId, programme.labIds);
    await withdrawLabXp(trx, { userId, labIds, now });
  } else {
    await revokeCourseCertificate(trx, { userId, courseId, reason: 'Refunded', now });
    await withdrawCourseXp(trx, { userId, courseId, now });
  }
  return {
    userId,
    courseId,
    afterCommit: async (tasks) => {
      await tasks.closeLabSession(userId);
    },
  };
}
