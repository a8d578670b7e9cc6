import type { CurriculumModule, Programme } from '../../../shared/catalogue/types';

/** A lab of a programme as its page lists it. */
export interface ProgrammeLab {
  id: string;
  title: string;
  minutes: number;
  courseId: string;
}

/**
 * The programme's labs, in its order, from the curricula of its related courses (the only
 * courses its labs may come from); ids not found there are left out.
 */
export function programmeLabs(
  programme: Pick<Programme, 'labIds' | 'relatedCourseIds'>,
  curriculumOf: (courseId: string) => readonly CurriculumModule[],
): ProgrammeLab[] {
  const found = new Map<string, ProgrammeLab>();
  for (const courseId of programme.relatedCourseIds) {
    for (const module of curriculumOf(courseId)) {
      for (const entry of module.labs ?? []) found.set(entry.id, { ...entry, courseId });
    }
  }
  return programme.labIds.flatMap((id) => {
    const entry = found.get(id);
    return entry ? [entry] : [];
  });
}
