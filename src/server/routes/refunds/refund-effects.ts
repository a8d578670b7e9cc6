import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { withdrawCourseXp } from '../achievements/achievements.service';
import { revokeCourseCertificate } from '../certificates/certificates.service';

/**
 * What an approved refund takes back besides the enrolment: the learner's certificate for the
 * course (revoked, reason "Refunded") and the XP earned from it. Called inside the approval's
 * transaction (`trx`), so all of it commits with the refund or none does.
 */
export async function courseAchievementsOnRefund(
  trx: Kysely<DatabaseSchema>,
  { userId, courseId, now }: { userId: string; courseId: string; now: Date },
): Promise<void> {
  await revokeCourseCertificate(trx, { userId, courseId, reason: 'Refunded', now });
  await withdrawCourseXp(trx, { userId, courseId, now });
}
