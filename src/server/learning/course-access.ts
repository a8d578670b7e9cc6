import type { Kysely } from 'kysely';
import type { CompiledLab, LearningContent } from '../content/content-types';
import type { DatabaseSchema } from '../db/schema';
import type { SessionUser } from '../http/session';
import { isStaff } from '../staff/staff.service';
import { ownsAny, programmesWithLab } from './enrolments';
import { derivedFrom } from '../../shared/cache';
import type { LabAccess } from '../../shared/schemas/labs';
import { findProgramme } from '../../shared/catalogue/programmes';

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

/** What a learner may ask to open: a course's lessons and quizzes, one lab, or a programme. */
export type AccessProduct =
  | { kind: 'course'; courseId: string }
  | { kind: 'lab'; lab: CompiledLab }
  | { kind: 'programme'; slug: string };

/**
 * Who the caller is to a product (shared/schemas/labs.ts, LabAccess), the one rule every
 * resource asks: lessons, quizzes, labs, programmes and the refund's lab check.
 * - signed-out: no learner;
 * - enrolled: they own it (for a lab: its course, or a lab programme that bundles it);
 * - staff: staff open everything, to check content and help learners;
 * - free: a course's first lab, which any signed-in learner may try;
 * - no-access: none of these.
 * `known.enrolled` is the ownership the caller already read (the lesson answer reads it in
 * the same round trip as the learner's position, through `enrolmentOf`).
 */
export async function courseAccess(
  deps: AccessDependencies,
  learner: Learner | null,
  product: AccessProduct,
  known: { enrolled?: boolean } = {},
): Promise<LabAccess> {
  if (!learner) return 'signed-out';
  const staffFirst = product.kind === 'lab';
  // A lab tells staff apart from owners (its page says so); a course only needs a yes or no,
  // and most callers own it, so ownership, the likelier answer, is read first there.
  if (staffFirst && (await isStaff(deps.db, deps.adminEmails, learner.email))) return 'staff';
  const enrolled = known.enrolled ?? (await ownsAny(deps.db, learner.id, ownersOf(product)));
  if (enrolled) return 'enrolled';
  if (!staffFirst && (await isStaff(deps.db, deps.adminEmails, learner.email))) return 'staff';
  if (product.kind === 'lab' && firstLabId(deps.content, product.lab.courseId) === product.lab.id)
    return 'free';
  return 'no-access';
}

/** The enrolment ids that open a product. */
function ownersOf(product: AccessProduct): string[] {
  switch (product.kind) {
    case 'course':
      return [product.courseId];
    case 'programme':
      return findProgramme(product.slug) ? [product.slug] : [];
    case 'lab':
      return [product.lab.courseId, ...programmesWithLab(product.lab.id)];
  }
}

export function mayOpen(access: LabAccess): boolean {
  return access === 'staff' || access === 'enrolled' || access === 'free';
}
