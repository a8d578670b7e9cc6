import type { Kysely } from 'kysely';
import type { CompiledLab, LearningContent } from '../content/content-types';
import type { DatabaseSchema } from '../db/schema';
import type { SessionUser } from '../http/session';
import { isStaff } from '../staff/staff.service';
import { programmesWithLab } from './enrolments';
import { derivedFrom } from '../../shared/cache';
import type { LabAccess } from '../../shared/schemas/labs';

export type Learner = Pick<SessionUser, 'id' | 'email'>;

/** Each course's first lab id, worked out once per loaded content. */
const firstLabs = derivedFrom((content: LearningContent) => {
  const firsts = new Map<string, string>();
  const rank = (lab: CompiledLab) => {
    const modules = content.courses.get(lab.courseId)?.modules ?? [];
    const index = modules.findIndex((module) => module.id === lab.moduleId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  for (const lab of content.labs.values()) {
    const current = firsts.get(lab.courseId);
    const currentLab = current === undefined ? undefined : content.labs.get(current);
    if (!currentLab || rank(lab) < rank(currentLab)) firsts.set(lab.courseId, lab.id);
  }
  return firsts;
});

/**
 * Each course's first lab: the lab of the earliest module in the course's order, the first of
 * that module's labs as the content lists them. It is free for any signed-in learner, so anyone
 * can try a real sandbox before buying the course.
 */
export function firstLabId(content: LearningContent, courseId: string): string | undefined {
  return firstLabs(content).get(courseId);
}

export interface AccessDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  adminEmails: readonly string[];
}

/** Who the caller is to this lab (shared/schemas/labs.ts, LabAccess). */
export async function labAccess(
  deps: AccessDependencies,
  learner: Learner | null,
  lab: CompiledLab,
): Promise<LabAccess> {
  if (!learner) return 'signed-out';
  if (await isStaff(deps.db, deps.adminEmails, learner.email)) return 'staff';
  // Owning the lab's course or a lab programme that bundles it.
  const owners = [lab.courseId, ...programmesWithLab(lab.id)];
  const owned = await deps.db
    .selectFrom('enrollments')
    .select('id')
    .where('user_id', '=', learner.id)
    .where('course_id', 'in', owners)
    .executeTakeFirst();
  if (owned) return 'enrolled';
  if (firstLabId(deps.content, lab.courseId) === lab.id) return 'free';
  return 'no-access';
}

export function mayOpen(access: LabAccess): boolean {
  return access === 'staff' || access === 'enrolled' || access === 'free';
}
