import { sql, type Kysely } from 'kysely';
import {
  ADMIN_LAB_CHECKS_PAGE_SIZE,
  type AdminLabCheck,
  type AdminLabCheckPage,
  type AdminLabCheckQuery,
} from '../../../shared/schemas/admin-lab-checks';
import { capHints } from '../../../shared/schemas/lab-rules';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The stored hints, capped as a check now stores them: rows written before the cap hold up to
 * thousands of lines, and 50 of them made a page of megabytes.
 */
function hintsOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? capHints(parsed.filter((line): line is string => typeof line === 'string'))
      : [];
  } catch {
    return [];
  }
}

/** The ids of the labs whose title contains `q` (any case). */
function labsTitled(content: LearningContent, q: string): string[] {
  const wanted = q.toLowerCase();
  return [...content.labs.values()]
    .filter((lab) => lab.title.toLowerCase().includes(wanted))
    .map((lab) => lab.id);
}

/**
 * Step checks for staff, newest first, a page at a time: filtered by verdict and searched by the
 * learner's email or the lab's id or title.
 */
export async function listAdminLabChecks(
  db: Kysely<DatabaseSchema>,
  content: LearningContent,
  query: AdminLabCheckQuery,
): Promise<AdminLabCheckPage> {
  let select = db
    .selectFrom('lab_checks')
    .innerJoin('lab_sessions', 'lab_sessions.id', 'lab_checks.session_id')
    .innerJoin('user as learner', 'learner.id', 'lab_sessions.user_id')
    .select([
      'lab_checks.id',
      'lab_checks.checked_at',
      'lab_checks.passed',
      'lab_checks.step',
      'lab_checks.hints',
      'lab_checks.session_id',
      'lab_sessions.lab_id',
      'learner.name as learner_name',
      'learner.email as learner_email',
    ]);
  if (query.verdict)
    select = select.where('lab_checks.passed', '=', query.verdict === 'passed' ? 1 : 0);
  const q = query.q.trim();
  if (q) {
    // LIKE with our own escape character, so a '%' or '_' in the search is taken literally.
    const contains = sql<string>`${`%${escapeLike(q.toLowerCase())}%`} escape '\\'`;
    const titled = labsTitled(content, q);
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`lower(learner.email)`, 'like', contains),
        eb(sql<string>`lower(lab_sessions.lab_id)`, 'like', contains),
        ...(titled.length > 0 ? [eb('lab_sessions.lab_id', 'in', titled)] : []),
      ]),
    );
  }
  const rows = await select
    .orderBy('lab_checks.checked_at', 'desc')
    .orderBy('lab_checks.id', 'desc')
    .limit(ADMIN_LAB_CHECKS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_LAB_CHECKS_PAGE_SIZE)
    .execute();
  const checks = rows.slice(0, ADMIN_LAB_CHECKS_PAGE_SIZE).map((row): AdminLabCheck => {
    const lab = content.labs.get(row.lab_id);
    const step = Number(row.step);
    return {
      id: row.id,
      checkedAt: row.checked_at,
      verdict: Number(row.passed) === 1 ? 'passed' : 'failed',
      learnerName: row.learner_name,
      learnerEmail: row.learner_email,
      labId: row.lab_id,
      labTitle: lab?.title ?? row.lab_id,
      step,
      stepTitle: lab?.steps.find((each) => each.number === step)?.title ?? '',
      hints: hintsOf(row.hints),
      sessionId: row.session_id,
    };
  });
  return { checks, page: query.page, hasMore: rows.length > ADMIN_LAB_CHECKS_PAGE_SIZE };
}
