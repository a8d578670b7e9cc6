import type { Kysely } from 'kysely';
import type { CompiledLab } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { failure, success, type ServiceResult } from '../../services/result';
import { courseAccess, mayOpen, type Learner } from '../../learning/course-access';
import { openSessionView, type LabSessionsContext } from './lab-session-context';
import { LAB_MESSAGES } from './lab-session-rules';
import type { LabFacts } from '../../../shared/schemas/labs';
import { findItem, labsOfCourse } from '../../content/course-items';

/** Has the learner passed this lab (in any session)? */
async function hasPassed(
  db: Kysely<DatabaseSchema>,
  learner: Learner | null,
  lab: CompiledLab,
): Promise<boolean> {
  if (!learner) return false;
  const row = await db
    .selectFrom('learning_progress')
    .select('item_id')
    .where('user_id', '=', learner.id)
    .where('course_id', '=', lab.courseId)
    .where('item_id', '=', lab.id)
    .where('kind', '=', 'lab')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET /api/labs/{labId}: the lab, what this learner may do with it, and their open session.
 * The steps' and the finish's text only for a learner who may open the lab.
 */
export async function labFacts(
  ctx: LabSessionsContext,
  learner: Learner | null,
  labId: string,
): Promise<ServiceResult<LabFacts>> {
  const { deps } = ctx;
  const lab = deps.content.labs.get(labId);
  if (!lab) return failure(404, 'not_found', LAB_MESSAGES.noLab);
  const [access, reason] = await Promise.all([
    courseAccess(deps, learner, { kind: 'lab', lab }),
    ctx.runner.unavailableReason(),
  ]);
  const open = mayOpen(access);
  const passed = await hasPassed(deps.db, learner, lab);
  const course = deps.content.courses.get(lab.courseId);
  const placed = course
    ? findItem(course, labsOfCourse(deps.content, lab.courseId), 'lab', lab.id)
    : null;
  return success({
    id: lab.id,
    title: lab.title,
    minutes: lab.minutes,
    courseId: lab.courseId,
    courseTitle: deps.catalogue.findCourse(lab.courseId)?.title ?? lab.courseId,
    moduleId: lab.moduleId,
    introHtml: lab.introHtml,
    finishHtml: open ? lab.finishHtml : null,
    steps: lab.steps.map((step) => ({
      number: step.number,
      title: step.title,
      html: open ? step.html : null,
    })),
    access,
    unavailableReason: reason,
    session: learner ? await openSessionView(ctx, learner) : null,
    passed,
    next: placed?.next ?? null,
  });
}
