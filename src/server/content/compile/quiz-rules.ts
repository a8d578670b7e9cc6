import { isRecord, parseYaml, unknownKeys } from './front-matter';

/** A module's quiz as its YAML says it, checked; Markdown not yet compiled. */
export type SourceQuestion =
  | {
      id: string;
      type: 'single';
      prompt: string;
      options: string[];
      answer: number;
      explanation: string;
    }
  | {
      id: string;
      type: 'multiple';
      prompt: string;
      options: string[];
      answers: number[];
      explanation: string;
    }
  | { id: string; type: 'typed'; prompt: string; accept: string[]; explanation: string };

export interface SourceQuiz {
  id: string;
  title: string;
  version: number;
  questions: SourceQuestion[];
}

export const QUIZ_QUESTIONS = { min: 5, max: 8 } as const;
export const QUIZ_OPTIONS = { min: 3, max: 5 } as const;
const QUESTION_TYPES = ['single', 'multiple', 'typed'] as const;

const QUIZ_KEYS = ['id', 'title', 'version', 'questions'];
const KEYS_BY_TYPE = {
  single: ['id', 'type', 'prompt', 'options', 'answer', 'explanation'],
  multiple: ['id', 'type', 'prompt', 'options', 'answers', 'explanation'],
  typed: ['id', 'type', 'prompt', 'accept', 'explanation'],
} as const;

/** What the quiz must agree with: its module. */
export interface QuizExpectation {
  moduleId: string;
  moduleTitle: string;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isIndex(value: unknown, length: number): value is number {
  return Number.isInteger(value) && typeof value === 'number' && value >= 0 && value < length;
}

function checkOptions(value: unknown, where: string, problems: string[]): string[] | undefined {
  if (!Array.isArray(value) || !value.every(nonEmptyString)) {
    problems.push(`${where}: options must be a list of non-empty strings`);
    return undefined;
  }
  if (value.length < QUIZ_OPTIONS.min || value.length > QUIZ_OPTIONS.max) {
    problems.push(
      `${where}: has ${value.length} options; expected ${QUIZ_OPTIONS.min} to ${QUIZ_OPTIONS.max}`,
    );
  }
  if (new Set(value.map((option) => option.trim())).size !== value.length) {
    problems.push(`${where}: two options are the same`);
  }
  return value;
}

function checkQuestion(
  raw: unknown,
  position: number,
  problems: string[],
): SourceQuestion | undefined {
  if (!isRecord(raw)) {
    problems.push(`question ${position}: must be a mapping`);
    return undefined;
  }
  const where = nonEmptyString(raw.id) ? `question ${raw.id}` : `question ${position}`;
  const before = problems.length;
  if (!nonEmptyString(raw.id)) problems.push(`${where}: needs an id`);
  const type = QUESTION_TYPES.find((known) => known === raw.type);
  if (!type) {
    problems.push(`${where}: type must be single, multiple or typed`);
    return undefined;
  }
  for (const key of unknownKeys(raw, KEYS_BY_TYPE[type])) {
    problems.push(`${where}: unknown field \`${key}\` for a ${type} question`);
  }
  if (!nonEmptyString(raw.prompt)) problems.push(`${where}: needs a prompt`);
  if (!nonEmptyString(raw.explanation)) problems.push(`${where}: needs an explanation`);
  const id = String(raw.id);
  const prompt = String(raw.prompt);
  const explanation = String(raw.explanation);

  if (type === 'typed') {
    const accept = raw.accept;
    if (!Array.isArray(accept) || accept.length === 0 || !accept.every(nonEmptyString)) {
      problems.push(`${where}: accept must list at least one non-empty answer`);
      return undefined;
    }
    return problems.length > before ? undefined : { id, type, prompt, accept, explanation };
  }
  const options = checkOptions(raw.options, where, problems);
  if (!options) return undefined;
  if (type === 'single') {
    if (!isIndex(raw.answer, options.length)) {
      problems.push(`${where}: answer must be an option index from 0 to ${options.length - 1}`);
      return undefined;
    }
    const answer = raw.answer;
    return problems.length > before
      ? undefined
      : { id, type, prompt, options, answer, explanation };
  }
  const answers = raw.answers;
  if (!Array.isArray(answers) || !answers.every((value) => isIndex(value, options.length))) {
    problems.push(`${where}: answers must be option indexes from 0 to ${options.length - 1}`);
    return undefined;
  }
  if (new Set(answers).size !== answers.length) problems.push(`${where}: answers repeat an index`);
  if (answers.length < 2) problems.push(`${where}: a multiple question needs at least two answers`);
  return problems.length > before
    ? undefined
    : { id, type, prompt, options, answers: [...answers].sort((a, b) => a - b), explanation };
}

/** quiz.yaml against the rules and its module; problems are messages without the file name. */
export function parseQuizFile(
  text: string,
  expected: QuizExpectation,
): { quiz?: SourceQuiz; problems: string[] } {
  const parsed = parseYaml(text);
  if (typeof parsed === 'string') return { problems: [parsed] };
  const data = parsed.value;
  if (!isRecord(data))
    return { problems: ['must be a YAML mapping with id, title, version, questions'] };
  const problems: string[] = [];
  for (const key of unknownKeys(data, QUIZ_KEYS)) problems.push(`unknown field \`${key}\``);
  const id = `${expected.moduleId}-quiz`;
  if (data.id !== id) problems.push(`id is ${JSON.stringify(data.id)}; expected "${id}"`);
  const title = `Quiz: ${expected.moduleTitle}`;
  if (data.title !== title) {
    problems.push(`title is ${JSON.stringify(data.title)}; expected "${title}"`);
  }
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    problems.push('version must be a whole number, 1 or more');
  }
  if (!Array.isArray(data.questions)) {
    problems.push('questions must be a list');
    return { problems };
  }
  const count = data.questions.length;
  if (count < QUIZ_QUESTIONS.min || count > QUIZ_QUESTIONS.max) {
    problems.push(
      `has ${count} questions; expected ${QUIZ_QUESTIONS.min} to ${QUIZ_QUESTIONS.max}`,
    );
  }
  const questions = data.questions.map((raw: unknown, index) =>
    checkQuestion(raw, index + 1, problems),
  );
  const ids = data.questions.map((raw: unknown) => (isRecord(raw) ? raw.id : undefined));
  const repeated = ids.filter(
    (value, index) => value !== undefined && ids.indexOf(value) !== index,
  );
  for (const value of new Set(repeated))
    problems.push(`question id ${String(value)} is used twice`);
  for (const type of QUESTION_TYPES) {
    if (!data.questions.some((raw: unknown) => isRecord(raw) && raw.type === type)) {
      problems.push(`needs at least one ${type} question`);
    }
  }
  const checked = questions.filter((question) => question !== undefined);
  if (problems.length > 0 || typeof version !== 'number') return { problems };
  return { quiz: { id, title, version, questions: checked }, problems };
}
