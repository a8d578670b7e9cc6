import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/**
 * What an approved refund takes back besides the enrolment: the learner's certificate for the
 * course (revoked, reason "Refunded") and the XP earned from it. Called inside the approval's
 * transaction (`trx`), so all of it commits with the refund or none does.
 *
 * HOOK for the lead (docs/briefs hooks.md): at merge this becomes
 *   await revokeCourseCertificate(trx, { userId, courseId, reason: 'Refunded', now });
 *   await withdrawCourseXp(trx, { userId, courseId, now });
 * Neither exists on this branch, so it does nothing yet.
 */
export async function courseAchievementsOnRefund(
  trx: Kysely<DatabaseSchema>,
  refund: { userId: string; courseId: string; now: Date },
): Promise<void> {
  void trx;
  void refund;
  await Promise.resolve();
}
