import type { Kysely } from 'kysely';
import type { CompiledCourse, LearningContent } from '../content/content-types';
import { itemsOfCourse } from './course-finished';
import { itemKey, percentOf, progressKey, type CourseItem } from '../content/course-items';
import type { DatabaseSchema, LearningProgressTable } from '../db/schema';
import type { FinishNews } from '../../shared/schemas/learn';
import { type CertificateIssuing, issueCertificateIfComplete } from './certificates/certificates';
import { awardFinishedItem } from './xp/ledger';
import type { FinishedItem } from './xp/finished-item';

export type { FinishedItem } from './xp/finished-item';

/** What counting progress needs: the database and the content. */
export interface ProgressDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
}

/** What finishing an item did, inside its transaction. */
export interface RecordedFinish {
  /** False when the item was finished before (nothing else happened then). */
  newlyFinished: boolean;
  /** XP this item gave now (0 when it had given its XP before). */
  xpGained: number;
  /** Badges earned now, by id. */
  badges: string[];
}

/** What finishing an item did, once committed: RecordedFinish and the certificate, if issued. */
export interface FinishOutcome extends RecordedFinish {
  /** The certificate issued because this item finished the course, or null. */
  certificateId: string | null;
}

/**
 * An item finished inside the caller's transaction (finishItemWithin): what happened there, and
 * the step to run once that transaction has committed (the certificate), which gives the
 * FinishOutcome the learner is told.
 */
export interface PendingFinish extends RecordedFinish {
  afterCommit(): Promise<FinishOutcome>;
}

/**
 * What the learner is told a finish gave them: XP, badges, the course's certificate; nothing
 * when the item was finished before.
 */
export function finishNews(outcome: FinishOutcome | null): FinishNews {
  if (!outcome?.newlyFinished) return {};
  return {
    xpGained: outcome.xpGained,
    badges: outcome.badges,
    certificateId: outcome.certificateId,
  };
}

/** The course's lessons, labs and quizzes in order. */
export function courseItems(deps: Pick<ProgressDependencies, 'content'>, course: CompiledCourse) {
  return itemsOfCourse(deps.content, course.courseId);
}

/** Whether the learner has finished this item (in any course that holds it). */
export async function hasFinished(
  db: Kysely<DatabaseSchema>,
  userId: string,
  item: { kind: CourseItem['kind']; itemId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('learning_progress')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_id', '=', item.itemId)
    .where('kind', '=', item.kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's finished items of a course, as itemKey gives them. */
export async function finishedIds(deps: ProgressDependencies, userId: string, courseId: string) {
  const rows = await deps.db
    .selectFrom('learning_progress')
    .select(['item_id', 'kind'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return new Set(rows.map((row) => progressKey(row.kind, row.item_id)));
}

/** Finished items that are still in the course (content may drop an item later). */
export function countFinished(items: CourseItem[], finished: ReadonlySet<string>): number {
  return items.filter((item) => finished.has(itemKey(item))).length;
}

/** The learner's percent of a course: finished items still in it / all its items, rounded down. */
export async function coursePercent(
  deps: ProgressDependencies,
  userId: string,
  course: CompiledCourse,
): Promise<number> {
  const items = courseItems(deps, course);
  const finished = await finishedIds(deps, userId, course.courseId);
  return percentOf(countFinished(items, finished), items.length);
}

/** coursePercent by course id; 0 for a course without content. */
export async function learnerCoursePercent(
  deps: ProgressDependencies,
  userId: string,
  courseId: string,
): Promise<number> {
  const course = deps.content.courses.get(courseId);
  return course ? coursePercent(deps, userId, course) : 0;
}

/** Records a finished item once; true when this call inserted the row. */
async function markFinished(
  db: Kysely<DatabaseSchema>,
  item: FinishedItem & { kind: LearningProgressTable['kind'] },
): Promise<boolean> {
  const inserted = await db
    .insertInto('learning_progress')
    .values({
      user_id: item.userId,
      course_id: item.courseId,
      item_id: item.itemId,
      kind: item.kind,
      finished_at: item.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'item_id']).doNothing())
    .returning('item_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The progress row and, when this call inserted it, its XP, learning day and badges, on `db` as
 * given: inside a transaction, all of it commits or none does.
 */
async function recordFinished(
  db: Kysely<DatabaseSchema>,
  content: LearningContent,
  item: FinishedItem,
): Promise<RecordedFinish> {
  if (!(await markFinished(db, item))) return { newlyFinished: false, xpGained: 0, badges: [] };
  const award = await awardFinishedItem(db, content, item);
  return { newlyFinished: true, xpGained: award.points, badges: award.badges };
}

/**
 * After the commit: the certificate, if this item finished the course. Not inside the
 * transaction: of two last items finished at once in separate requests, the later check must
 * see both (inside, it would see only its own).
 */
async function certificateAfter(
  deps: CertificateIssuing,
  item: FinishedItem,
  recorded: RecordedFinish,
): Promise<FinishOutcome> {
  const certificateId = recorded.newlyFinished
    ? await issueCertificateIfComplete(deps, item)
    : null;
  return { ...recorded, certificateId };
}

/**
 * Finishes a lesson, quiz or lab for a learner, once: the progress row, its XP and badges in one
 * transaction (a crash or a failed award leaves none of them, never the row without its XP,
 * which would keep the learner short forever), then the course's certificate if this item
 * completed it. Says what happened, for the learner.
 */
export async function finishItem(
  deps: CertificateIssuing,
  item: FinishedItem,
): Promise<FinishOutcome> {
  const recorded = await deps.db
    .transaction()
    .execute((trx) => recordFinished(trx, deps.content, item));
  return certificateAfter(deps, item, recorded);
}

/**
 * finishItem inside the caller's transaction `trx` (a quiz pass commits with its attempt): the
 * caller runs `afterCommit()` once `trx` has committed, which issues the certificate.
 */
export async function finishItemWithin(
  trx: Kysely<DatabaseSchema>,
  deps: CertificateIssuing,
  item: FinishedItem,
): Promise<PendingFinish> {
  const recorded = await recordFinished(trx, deps.content, item);
  return { ...recorded, afterCommit: () => certificateAfter(deps, item, recorded) };
}
