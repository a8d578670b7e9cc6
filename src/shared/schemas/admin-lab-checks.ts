/**
 * GET /api/admin/lab-checks (staff only): every lab step check, newest first, a page at a time.
 * Query: `verdict` (passed | failed, absent = both), `q` (part of a learner's email, or of a
 * lab's id or title) and `page` (1-based). Unknown values mean "any", as an empty filter does.
 */

export const LAB_CHECK_VERDICTS = ['passed', 'failed'] as const;
export type LabCheckVerdict = (typeof LAB_CHECK_VERDICTS)[number];

export const LAB_CHECK_VERDICT_LABELS: Record<LabCheckVerdict, string> = {
  passed: 'Passed',
  failed: 'Failed',
};

/** How many checks one page holds. */
export const ADMIN_LAB_CHECKS_PAGE_SIZE = 50;

/** The most characters of `q` the server reads. */
export const ADMIN_LAB_CHECKS_QUERY_MAX = 100;

export interface AdminLabCheckQuery {
  verdict: LabCheckVerdict | '';
  q: string;
  /** 1-based. */
  page: number;
}

/** One step check as staff see it. */
export interface AdminLabCheck {
  id: string;
  /** ISO time of the check. */
  checkedAt: string;
  verdict: LabCheckVerdict;
  learnerName: string;
  learnerEmail: string;
  labId: string;
  /** The lab's title; its id when the lab is no longer in the content. */
  labTitle: string;
  step: number;
  /** The step's title; '' when the lab no longer has that step. */
  stepTitle: string;
  /** The hint lines the learner was shown (empty when the check passed). */
  hints: string[];
  sessionId: string;
}

export interface AdminLabCheckPage {
  checks: AdminLabCheck[];
  page: number;
  /** Older checks are on the next page. */
  hasMore: boolean;
}

function pick<T extends string>(allowed: readonly T[], value: string | null | undefined): T | '' {
  const wanted = value?.trim().toLowerCase();
  return allowed.find((item) => item === wanted) ?? '';
}

/** Reads the query leniently (the page's address and the API share it). */
export function parseAdminLabCheckQuery(
  query: Record<string, string | null | undefined>,
): AdminLabCheckQuery {
  const page = Number.parseInt(query.page ?? '', 10);
  return {
    verdict: pick(LAB_CHECK_VERDICTS, query.verdict),
    // No row holds a NUL, and PostgreSQL cannot compare with one: it is dropped from the search.
    q: (query.q ?? '').replaceAll('\u0000', '').trim().slice(0, ADMIN_LAB_CHECKS_QUERY_MAX),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query as '?verdict=failed&q=…&page=2', or '' for the first page of every check. */
export function serializeAdminLabCheckQuery(query: AdminLabCheckQuery): string {
  const params = new URLSearchParams();
  if (query.verdict) params.set('verdict', query.verdict);
  const q = query.q.trim();
  if (q) params.set('q', q);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
