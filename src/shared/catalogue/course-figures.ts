import { catalogueCopy } from './catalogue.copy';
import type { Course, CurriculumModule } from './types';

/**
 * A course's size as its curriculum gives it, for the figures pages show (lessons, labs, hours), so
 * they follow the real content instead of a number typed into the catalogue.
 */

export interface CourseFigures {
  modules: number;
  lessons: number;
  /** Sum of the lessons' reading minutes. */
  lessonMinutes: number;
  /** Hands-on labs listed in the curriculum. */
  labs: number;
  /** Sum of the labs' minutes. */
  labMinutes: number;
  /** Estimated minutes for the module quizzes (0 when their question count is not given). */
  quizMinutes: number;
  /** lessonMinutes + labMinutes + quizMinutes. */
  minutes: number;
  /** `minutes` in whole hours, rounded to the nearest; at least 1 for a course with content. */
  hours: number;
}

/** Same estimate as the compiled quizzes use. */
export const QUIZ_MINUTES_PER_QUESTION = 2;

export function courseFigures(
  modules: readonly CurriculumModule[],
  options: { quizQuestions?: number } = {},
): CourseFigures {
  const lessons = modules.reduce((sum, module) => sum + module.lessons.length, 0);
  const lessonMinutes = modules.reduce(
    (sum, module) => sum + module.lessons.reduce((total, lesson) => total + lesson.minutes, 0),
    0,
  );
  const labList = modules.flatMap((module) => module.labs ?? []);
  const labMinutes = labList.reduce((total, lab) => total + lab.minutes, 0);
  const quizMinutes = Math.max(0, options.quizQuestions ?? 0) * QUIZ_MINUTES_PER_QUESTION;
  const minutes = lessonMinutes + labMinutes + quizMinutes;
  const hours = minutes === 0 ? 0 : Math.max(1, Math.round(minutes / 60));
  return {
    modules: modules.length,
    lessons,
    lessonMinutes,
    labs: labList.length,
    labMinutes,
    quizMinutes,
    minutes,
    hours,
  };
}

/** '1 hands-on lab', '5 hands-on labs'; null for none, so no page claims '0 hands-on labs'. */
export function handsOnLabsText(labs: number): string | null {
  return labs <= 0 ? null : catalogueCopy.handsOnLabs(labs);
}

/**
 * Courses whose hands-on work needs the learner's own cloud account: no in-browser labs. Kept
 * here, not in the catalogue rows, which the checkout's first view carries byte for byte.
 */
export const CLOUD_ACCOUNT_COURSES: ReadonlyMap<string, string> = new Map([
  // id and title: the title is the catalogue's (a test pins it), so pages that name these
  // courses need not load the catalogue.
  ['aws-cloud-practitioner', 'AWS Cloud Practitioner'],
  ['azure-devops-engineer', 'Azure DevOps Engineer'],
  ['google-cloud-platform', 'Google Cloud Platform'],
  ['terraform-infrastructure', 'Terraform Infrastructure'],
]);

export function needsCloudAccount(course: Pick<Course, 'id'>): boolean {
  return CLOUD_ACCOUNT_COURSES.has(course.id);
}

/** What a course page says about its labs: the count, the cloud account, or nothing. */
export function labsFactText(course: Pick<Course, 'id' | 'labs'>): string | null {
  return (
    handsOnLabsText(course.labs) ??
    (needsCloudAccount(course) ? catalogueCopy.labsNeedCloudAccount : null)
  );
}
