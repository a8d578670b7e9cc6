import fs from 'node:fs';
import path from 'node:path';
import { QUIZ_MINUTES_PER_QUESTION } from '../../../shared/catalogue/course-figures';
import { curricula as builtInCurricula } from '../../../shared/catalogue/curricula';
import type { CurriculumModule, Programme } from '../../../shared/catalogue/types';
import { normaliseTypedAnswer } from '../../../shared/schemas/learn';
import type {
  CompiledCourse,
  CompiledLab,
  CompiledLesson,
  CompiledModule,
  CompiledQuestion,
  CompiledQuiz,
  LearningContent,
} from '../content-types';
import { programmes as builtInProgrammes } from '../../../shared/catalogue/programmes';
import { compileLabTree, LABS_ROOT } from './compile-labs';
import { checkProgrammes } from './programme-rules';
import { checkLessonBody, countWords, parseLessonFile } from './lesson-rules';
import { createMarkdownRenderer, type MarkdownRenderer } from './markdown';
import { ContentError, type ContentProblem } from './problems';
import type { Curricula } from './curricula-map';
import { parseQuizFile, type SourceQuestion, type SourceQuiz } from './quiz-rules';

/**
 * Build time: the content tree (`content/courses/<course>/<module>/NN.md` and `quiz.yaml`)
 * checked against the curricula and compiled to the shapes the server keeps.
 */

/** From the project root, where npm scripts and tests run (this file moves when bundled). */
export const CONTENT_ROOT = path.resolve('content/courses');

export interface CompileResult {
  /** Only the courses that compiled without a problem, in curriculum order. */
  courses: CompiledCourse[];
  /** Only the labs that compiled without a problem, in curriculum order. */
  labs: CompiledLab[];
  problems: ContentProblem[];
}

export function lessonFileName(position: number): string {
  return `${String(position).padStart(2, '0')}.md`;
}

export const QUIZ_FILE = 'quiz.yaml';

let sharedRenderer: Promise<MarkdownRenderer> | undefined;

/** One highlighter per process: loading its grammars is most of the cost. */
function renderer(): Promise<MarkdownRenderer> {
  sharedRenderer ??= createMarkdownRenderer();
  return sharedRenderer;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

function listDir(dir: string): string[] {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? fs.readdirSync(dir).sort() : [];
}

function compileQuestion(question: SourceQuestion, md: MarkdownRenderer): CompiledQuestion {
  const base = {
    id: question.id,
    promptHtml: md.inline(question.prompt),
    explanationHtml: md.inline(question.explanation),
  };
  switch (question.type) {
    case 'single':
      return {
        ...base,
        kind: 'single',
        optionsHtml: question.options.map((option) => md.inline(option)),
        answer: question.answer,
      };
    case 'multiple':
      return {
        ...base,
        kind: 'multiple',
        optionsHtml: question.options.map((option) => md.inline(option)),
        answers: question.answers,
      };
    case 'typed':
      return {
        ...base,
        kind: 'typed',
        optionsHtml: [],
        accept: [...new Set(question.accept.map(normaliseTypedAnswer))],
        answerHtml: `<code>${escapeHtml(question.accept[0]?.trim() ?? '')}</code>`,
      };
  }
}

function compileQuiz(source: SourceQuiz, moduleId: string, md: MarkdownRenderer): CompiledQuiz {
  return {
    id: source.id,
    moduleId,
    title: source.title,
    version: source.version,
    minutes: source.questions.length * QUIZ_MINUTES_PER_QUESTION,
    questions: source.questions.map((question) => compileQuestion(question, md)),
  };
}

interface ModuleResult {
  module?: CompiledModule;
  problems: ContentProblem[];
}

function compileModule(
  courseDir: string,
  curriculumModule: CurriculumModule,
  md: MarkdownRenderer,
): ModuleResult {
  const moduleDir = path.join(courseDir, curriculumModule.id);
  const problems: ContentProblem[] = [];
  const report = (file: string, messages: readonly string[]) => {
    for (const message of messages) problems.push({ file: displayPath(file), message });
  };
  if (!fs.existsSync(moduleDir)) {
    report(moduleDir, [
      `missing: module ${curriculumModule.id} needs ${curriculumModule.lessons.length} lesson files and ${QUIZ_FILE}`,
    ]);
    return { problems };
  }
  const expectedFiles = new Set([
    ...curriculumModule.lessons.map((_, index) => lessonFileName(index + 1)),
    QUIZ_FILE,
  ]);
  for (const name of listDir(moduleDir)) {
    if (!expectedFiles.has(name)) {
      report(path.join(moduleDir, name), [
        `not part of the curriculum (module ${curriculumModule.id} has ${curriculumModule.lessons.length} lessons: ` +
          `01.md to ${lessonFileName(curriculumModule.lessons.length)}, and ${QUIZ_FILE})`,
      ]);
    }
  }

  const lessons: CompiledLesson[] = [];
  curriculumModule.lessons.forEach((entry, index) => {
    const file = path.join(moduleDir, lessonFileName(index + 1));
    const id = `${curriculumModule.id}-${index + 1}`;
    if (!fs.existsSync(file)) {
      report(file, [`missing: lesson ${id} "${entry.title}" has no file`]);
      return;
    }
    const parsed = parseLessonFile(fs.readFileSync(file, 'utf8'), { id, ...entry });
    report(file, parsed.problems);
    if (!parsed.lesson) return;
    const { body, bodyLine, summary } = parsed.lesson;
    const bodyProblems = checkLessonBody(md.parse(body), body, bodyLine);
    report(file, bodyProblems);
    if (bodyProblems.length > 0) return;
    lessons.push({
      id,
      moduleId: curriculumModule.id,
      title: entry.title,
      minutes: entry.minutes,
      summary,
      html: md.block(body),
      words: countWords(body),
    });
  });

  const quizFile = path.join(moduleDir, QUIZ_FILE);
  let quiz: CompiledQuiz | undefined;
  if (!fs.existsSync(quizFile)) {
    report(quizFile, [`missing: module ${curriculumModule.id} has no quiz`]);
  } else {
    const parsed = parseQuizFile(fs.readFileSync(quizFile, 'utf8'), {
      moduleId: curriculumModule.id,
      moduleTitle: curriculumModule.title,
    });
    report(quizFile, parsed.problems);
    if (parsed.quiz) quiz = compileQuiz(parsed.quiz, curriculumModule.id, md);
  }
  if (problems.length > 0 || !quiz) return { problems };
  return {
    module: { id: curriculumModule.id, title: curriculumModule.title, lessons, quiz },
    problems,
  };
}

export interface CompileOptions {
  /** Defaults to the built-in curricula. */
  curricula?: Curricula;
  /**
   * Only these courses: their folders are checked and compiled, other course folders are left
   * alone (not reported as orphans). For tests that need a few courses, not the whole tree.
   */
  only?: readonly string[];
  /**
   * The labs' folder (docs/labs-format.md). Defaults to content/labs when `root` is the real
   * content tree; another tree has no labs unless this names a folder.
   */
  labsRoot?: string;
  /** The lab programmes checked against the labs: the built-in ones with the real labs. */
  programmes?: readonly Programme[];
}

/**
 * Checks and compiles every course of the curricula from `root`, collecting every problem
 * rather than stopping at the first, so one build run lists all a writer has to fix.
 */
export async function compileContentTree(
  root: string = CONTENT_ROOT,
  options: CompileOptions = {},
): Promise<CompileResult> {
  const curricula = options.curricula ?? builtInCurricula;
  const md = await renderer();
  const problems: ContentProblem[] = [];
  const courses: CompiledCourse[] = [];
  if (!fs.existsSync(root)) {
    return {
      courses,
      labs: [],
      problems: [{ file: displayPath(root), message: 'content folder not found' }],
    };
  }
  const only = options.only;
  for (const name of only ? [] : listDir(root)) {
    if (!Object.hasOwn(curricula, name)) {
      problems.push({
        file: displayPath(path.join(root, name)),
        message: 'no course with this id has a curriculum (src/shared/catalogue/curricula/)',
      });
    }
  }
  for (const courseId of only ?? Object.keys(curricula)) {
    const modules = Object.hasOwn(curricula, courseId) ? curricula[courseId] : undefined;
    if (!modules) {
      problems.push({ file: displayPath(root), message: `no curriculum for course ${courseId}` });
      continue;
    }
    const courseDir = path.join(root, courseId);
    if (!fs.existsSync(courseDir)) {
      const lessons = modules.reduce((sum, module) => sum + module.lessons.length, 0);
      problems.push({
        file: displayPath(courseDir),
        message: `missing: course ${courseId} needs ${lessons} lessons and ${modules.length} quizzes`,
      });
      continue;
    }
    const before = problems.length;
    const moduleIds = new Set(modules.map((module) => module.id));
    for (const name of listDir(courseDir)) {
      if (!moduleIds.has(name)) {
        problems.push({
          file: displayPath(path.join(courseDir, name)),
          message: `not a module of ${courseId} (modules: ${[...moduleIds].join(', ')})`,
        });
      }
    }
    const results = modules.map((module) => compileModule(courseDir, module, md));
    const compiled = results.flatMap((result) => (result.module ? [result.module] : []));
    for (const result of results) problems.push(...result.problems);
    if (problems.length === before) courses.push({ courseId, modules: compiled });
  }
  const labsRoot = options.labsRoot ?? (root === CONTENT_ROOT ? LABS_ROOT : undefined);
  const labs = labsRoot ? compileLabTree(labsRoot, md, curricula) : { labs: [], problems: [] };
  problems.push(...labs.problems);
  const programmes = options.programmes ?? (labsRoot === LABS_ROOT ? builtInProgrammes : []);
  problems.push(...checkProgrammes(programmes, curricula));
  return { courses, labs: labs.labs, problems };
}

/** Straight from the content tree, for tests and tools: no build needed. Throws ContentError. */
export async function compileLearningContent(
  root: string = CONTENT_ROOT,
  options: CompileOptions = {},
): Promise<LearningContent> {
  const { courses, labs, problems } = await compileContentTree(root, options);
  if (problems.length > 0) throw new ContentError(problems);
  return {
    courses: new Map(courses.map((course) => [course.courseId, course])),
    labs: new Map(labs.map((lab) => [lab.id, lab])),
  };
}
