import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/**
 * True while the learner has a refund request for the course that staff have not decided:
 * no certificate is issued for the course until it is declined (decision 030). It reads the
 * refund_requests table here, so that certificates never import the refunds folder (which
 * imports certificates to revoke and issue them).
 */
export async function hasPendingRefund(
  db: Kysely<DatabaseSchema>,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const pending = await db
    .selectFrom('refund_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return pending !== undefined;
}
