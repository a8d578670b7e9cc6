import type { Kysely } from 'kysely';
import type { CertificatesTable, DatabaseSchema } from '../../src/server/db/schema';
import { newCertificateId } from '../../src/server/learning/certificates/certificates';

/**
 * Writes a certificate row straight into the table, for tests that need one standing without
 * finishing the course. Unnamed facts are Docker Fundamentals' and it is not revoked. Returns its id.
 */
export async function insertCertificate(
  db: Kysely<DatabaseSchema>,
  row: Pick<CertificatesTable, 'user_id' | 'course_id' | 'learner_name' | 'issued_at'> &
    Partial<CertificatesTable>,
): Promise<string> {
  const id = row.id ?? newCertificateId();
  await db
    .insertInto('certificates')
    .values({
      course_title: 'Docker Fundamentals',
      level: 'Beginner',
      hours: 12,
      revoked_at: null,
      revoke_reason: null,
      revoked_by: null,
      ...row,
      id,
    })
    .execute();
  return id;
}
