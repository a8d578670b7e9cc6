import type { QuestionKind } from '../../shared/schemas/learn';

/**
 * Course content as the build compiles it from `content/courses/` and the server keeps it:
 * lesson bodies already HTML (code highlighted), quizzes with their answers. It is written to
 * `dist/server/content/` only, never to a public file; the server answers a lesson body to the
 * learners enrolled in its course and to staff, and a quiz's answers to nobody before a pass.
 */

export interface CompiledLesson {
  /** `<module-id>-<n>`, e.g. `docker-1-3`. */
  id: string;
  moduleId: string;
  title: string;
  minutes: number;
  summary: string;
  html: string;
  words: number;
}

interface QuestionBase {
  id: string;
  kind: QuestionKind;
  promptHtml: string;
  explanationHtml: string;
}

export type CompiledQuestion =
  | (QuestionBase & { kind: 'single'; optionsHtml: string[]; answer: number })
  | (QuestionBase & { kind: 'multiple'; optionsHtml: string[]; answers: number[] })
  /** `accept` already normalised with normaliseTypedAnswer. */
  | (QuestionBase & { kind: 'typed'; optionsHtml: []; accept: string[]; answerHtml: string });

export interface CompiledQuiz {
  /** `<module-id>-quiz`. */
  id: string;
  moduleId: string;
  title: string;
  version: number;
  /** Estimated minutes to take it (two per question). */
  minutes: number;
  questions: CompiledQuestion[];
}

export interface CompiledModule {
  id: string;
  title: string;
  lessons: CompiledLesson[];
  quiz: CompiledQuiz;
}

export interface CompiledCourse {
  courseId: string;
  modules: CompiledModule[];
}

/**
 * What the server reads at start-up: every course's compiled content, by course id, and every
 * lab, by lab id (in curriculum order).
 */
export interface LearningContent {
  courses: ReadonlyMap<string, CompiledCourse>;
  labs: ReadonlyMap<string, CompiledLab>;
}

/** One step of a compiled lab: its text as HTML and the script that checks it (server only). */
export interface CompiledLabStep {
  /** 1-based position. */
  number: number;
  title: string;
  html: string;
  /** Host name (of the lab's environment) the verify script runs on. */
  host: string;
  /** How long its check may run before it is stopped (and fails). */
  timeoutSeconds: number;
  /** The bash script; exit 0 = passed; `HINT:` lines are shown to the learner on failure. */
  verify: string;
}

/** A lab as the build compiles it from `content/labs/<course>/<lab>/` (docs/labs-format.md). */
export interface CompiledLab {
  id: string;
  courseId: string;
  moduleId: string;
  title: string;
  minutes: number;
  /** The machines; the terminal opens on the first. `image` is an image key (`linux`, …). */
  hosts: { name: string; image: string }[];
  introHtml: string;
  finishHtml: string;
  /** Runs once as root on the first host before the terminal opens; '' when the lab has none. */
  setup: string;
  steps: CompiledLabStep[];
}
