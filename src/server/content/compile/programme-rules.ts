import type { CurriculumLab, Programme } from '../../../shared/catalogue/types';
import type { Curricula } from './curricula-map';
import type { ContentProblem } from './problems';

/**
 * What a lab programme may promise: only what its labs hold. A programme on sale has labs, each
 * from the curriculum of one of its related courses; every outcome names labs of it that
 * practise it; its hours are its labs' minutes. One without labs is in preparation: not on sale,
 * no hours. Problems are keyed by the file a writer fixes.
 */

const PROGRAMMES_FILE = 'src/shared/catalogue/programmes.ts';

/** Whole hours of the labs' minutes, as the programme's `hours` text must read. */
export function programmeHours(labs: readonly Pick<CurriculumLab, 'minutes'>[]): string {
  if (labs.length === 0) return '';
  return String(Math.max(1, Math.round(labs.reduce((sum, lab) => sum + lab.minutes, 0) / 60)));
}

// Long: one rule per paragraph, each with the message a writer reads.
export function checkProgrammes(
  programmes: readonly Programme[],
  curricula: Curricula,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const programme of programmes) {
    const report = (message: string) =>
      problems.push({ file: PROGRAMMES_FILE, message: `${programme.slug}: ${message}` });
    const offered = new Map<string, CurriculumLab>();
    for (const courseId of programme.relatedCourseIds) {
      const modules = Object.hasOwn(curricula, courseId) ? curricula[courseId] : undefined;
      for (const lab of (modules ?? []).flatMap((module) => module.labs ?? [])) {
        offered.set(lab.id, lab);
      }
    }
    const labs: CurriculumLab[] = [];
    for (const labId of new Set(programme.labIds)) {
      const lab = offered.get(labId);
      if (lab) labs.push(lab);
      else report(`lab ${labId} is in no curriculum of its related courses`);
    }
    if (new Set(programme.labIds).size < programme.labIds.length) report('lists a lab twice');
    if (programme.onSale && programme.labIds.length === 0) {
      report('is on sale without a single lab: a programme without labs is not for sale');
    }
    const hours = programmeHours(labs);
    if (programme.hours !== hours) {
      report(`hours is "${programme.hours}"; its labs' minutes make "${hours}"`);
    }
    if (!programme.onSale) continue;
    const own = new Set(programme.labIds);
    for (const outcome of programme.outcomes) {
      if (outcome.labIds.length === 0) {
        report(`outcome "${outcome.text}" names no lab that practises it`);
      }
      for (const labId of outcome.labIds) {
        if (!own.has(labId))
          report(`outcome "${outcome.text}" names ${labId}, not one of its labs`);
      }
    }
  }
  return problems;
}
