import type {
  CompiledCourse,
  CompiledLab,
  CompiledModule,
  CompiledQuiz,
  LearningContent,
} from '../../src/server/content/content-types';
import type { QuizAttemptInput } from '../../src/shared/schemas/learn';

/** The catalogue courses the test content covers unless a test names others. */
export const TEST_LEARNING_COURSES = ['docker-fundamentals', 'kubernetes-mastery'];

/** `docker-fundamentals` → `docker`: item ids are `<prefix>-<module>-<lesson>`. */
function prefixOf(courseId: string): string {
  return courseId.split('-')[0] ?? courseId;
}

function quiz(moduleId: string, version: number): CompiledQuiz {
  return {
    id: `${moduleId}-quiz`,
    moduleId,
    title: `Quiz: module ${moduleId}`,
    version,
    minutes: 8,
    questions: [
      {
        id: 'q1',
        kind: 'single',
        promptHtml: 'Which command lists running containers?',
        optionsHtml: ['<code>docker images</code>', '<code>docker ps</code>', '<code>ls</code>'],
        answer: 1,
        explanationHtml: '<code>docker ps</code> lists the running ones.',
      },
      {
        id: 'q2',
        kind: 'multiple',
        promptHtml: 'Which of these are container runtimes?',
        optionsHtml: ['containerd', 'nginx', 'CRI-O'],
        answers: [0, 2],
        explanationHtml: 'nginx is a web server.',
      },
      {
        id: 'q3',
        kind: 'typed',
        promptHtml: 'Which command starts a container from an image?',
        optionsHtml: [],
        accept: ['docker run', 'docker container run'],
        answerHtml: '<code>docker run</code>',
        explanationHtml: '<code>run</code> creates and starts a container.',
      },
      {
        id: 'q4',
        kind: 'single',
        promptHtml: 'What does an image hold?',
        optionsHtml: ['A file system and settings', 'A running process'],
        answer: 0,
        explanationHtml: 'A container is the running process.',
      },
    ],
  };
}

function testModule(prefix: string, number: number, quizVersion: number): CompiledModule {
  const id = `${prefix}-${number}`;
  return {
    id,
    title: `Module ${number}`,
    lessons: [1, 2].map((lesson) => ({
      id: `${id}-${lesson}`,
      moduleId: id,
      title: `Lesson ${number}.${lesson}`,
      minutes: 5 + lesson,
      summary: `What lesson ${number}.${lesson} teaches.`,
      html: `<h2>Lesson ${number}.${lesson}</h2><p>Body of ${id}-${lesson}.</p>`,
      words: 1000,
    })),
    quiz: quiz(id, quizVersion),
  };
}

/** One course: 2 modules × 2 lessons, each module with a four-question quiz of every kind. */
export function testCourse(
  courseId: string,
  options: { quizVersion?: number } = {},
): CompiledCourse {
  const prefix = prefixOf(courseId);
  const version = options.quizVersion ?? 1;
  return { courseId, modules: [testModule(prefix, 1, version), testModule(prefix, 2, version)] };
}

/** The lessons of `hundredItemCourse`: with the module's quiz they make 100 items. */
export const HUNDRED_ITEM_LESSONS = 99;

/**
 * A course of one module with 99 lessons and its quiz: 100 items, so n items finished is n %,
 * which lets a test stand just under or over a percentage rule (refunds, certificates).
 */
export function hundredItemCourse(courseId: string): CompiledCourse {
  const [first] = testCourse(courseId).modules;
  const [lesson] = first?.lessons ?? [];
  if (!first || !lesson) throw new Error('test course has no lesson');
  const prefix = prefixOf(courseId);
  const lessons = Array.from({ length: HUNDRED_ITEM_LESSONS }, (_, index) => ({
    ...lesson,
    id: `${prefix}-1-${index + 1}`,
    title: `Lesson 1.${index + 1}`,
    html: `<p>Body of ${prefix}-1-${index + 1}.</p>`,
  }));
  return { courseId, modules: [{ ...first, lessons }] };
}

/** A two-step lab of a course's module (by default the first), on one `linux` host. */
export function testLab(
  id: string,
  courseId: string,
  moduleId = `${prefixOf(courseId)}-1`,
): CompiledLab {
  return {
    id,
    courseId,
    moduleId,
    title: `Lab ${id}`,
    minutes: 20,
    hosts: [{ name: 'lab', image: 'linux' }],
    introHtml: `<p>Intro of ${id}.</p>`,
    finishHtml: '<p>Well done.</p>',
    setup: '',
    steps: [1, 2].map((number) => ({
      number,
      title: `Step ${number}`,
      html: `<p>Step ${number} of ${id}.</p>`,
      host: 'lab',
      timeoutSeconds: 20,
      verify: `test -e /tmp/step-${number} || { echo "HINT: make /tmp/step-${number}"; exit 1; }`,
    })),
  };
}

/**
 * Content for the given catalogue courses (by default docker-fundamentals and
 * kubernetes-mastery), with no labs unless `labs` names some.
 */
export function testLearningContent(
  courseIds: readonly string[] = TEST_LEARNING_COURSES,
  options: { quizVersion?: number; labs?: readonly CompiledLab[] } = {},
): LearningContent {
  return {
    courses: new Map(courseIds.map((id) => [id, testCourse(id, options)])),
    labs: new Map((options.labs ?? []).map((lab) => [lab.id, lab])),
  };
}

/** Every answer right (typed with stray case and spaces, which still count). */
export function rightAnswers(): QuizAttemptInput['answers'] {
  return { q1: 1, q2: [2, 0], q3: '  Docker   RUN ', q4: 0 };
}

/** Three of four right: 75 %, a pass. */
export function oneWrongAnswers(): QuizAttemptInput['answers'] {
  return { ...rightAnswers(), q2: [0] };
}

/** Two of four right: 50 %, a fail, with q2 and q3 wrong. */
export function failingAnswers(): QuizAttemptInput['answers'] {
  return { q1: 1, q2: [0, 1, 2], q3: 'docker start', q4: 0 };
}
