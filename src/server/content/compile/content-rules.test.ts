import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileContentTree } from './compile-content';
import {
  bodyParts,
  changeQuiz,
  type ContentTree,
  FIXTURE_COURSE,
  fixtureCurricula,
  LESSON_PATH,
  lessonBody,
  lessonFile,
  QUIZ_PATH,
  questions,
  validTree,
  writeTree,
} from '../../../../tests/helpers/content-fixtures';

/** Every content rule, each with an example that breaks it in an otherwise valid tree. */

const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

async function problemsOf(tree: ContentTree, curricula = fixtureCurricula) {
  const root = writeTree(tree);
  roots.push(root);
  const result = await compileContentTree(root, { curricula });
  return result.problems.map((problem) => ({
    file: path.relative(root, problem.file).split(path.sep).join('/'),
    message: problem.message,
  }));
}

const FRONT = {
  id: 'demo-1-1',
  title: 'Running a demo container',
  minutes: 20,
  summary: 'Start, list and remove containers from the command line.',
};

it('finds no problem in the valid tree the examples start from', async () => {
  expect(await problemsOf(validTree())).toEqual([]);
});

type Case = [name: string, change: (tree: ContentTree) => void, file: string, message: RegExp];

const layoutCases: Case[] = [
  [
    'a curriculum lesson without a file',
    (tree) => Reflect.deleteProperty(tree, `${FIXTURE_COURSE}/demo-1/02.md`),
    `${FIXTURE_COURSE}/demo-1/02.md`,
    /^missing: lesson demo-1-2 "Cleaning up: stop and rm" has no file$/,
  ],
  [
    'a lesson file beyond the curriculum',
    (tree) => (tree[`${FIXTURE_COURSE}/demo-1/03.md`] = lessonFile(FRONT)),
    `${FIXTURE_COURSE}/demo-1/03.md`,
    /^not part of the curriculum \(module demo-1 has 2 lessons: 01.md to 02.md, and quiz.yaml\)$/,
  ],
  [
    'a lesson file named without two digits',
    (tree) => (tree[`${FIXTURE_COURSE}/demo-1/1.md`] = lessonFile(FRONT)),
    `${FIXTURE_COURSE}/demo-1/1.md`,
    /^not part of the curriculum/,
  ],
  [
    'a module folder the curriculum does not have',
    (tree) => (tree[`${FIXTURE_COURSE}/demo-9/01.md`] = lessonFile(FRONT)),
    `${FIXTURE_COURSE}/demo-9`,
    /^not a module of demo-course \(modules: demo-1\)$/,
  ],
  [
    'a course folder without a curriculum',
    (tree) => (tree['ghost-course/ghost-1/01.md'] = lessonFile(FRONT)),
    'ghost-course',
    /^no course with this id has a curriculum/,
  ],
  [
    'a module without quiz.yaml',
    (tree) => Reflect.deleteProperty(tree, QUIZ_PATH),
    QUIZ_PATH,
    /^missing: module demo-1 has no quiz$/,
  ],
];

const lessonCases: Case[] = [
  [
    'no front matter',
    (tree) => (tree[LESSON_PATH] = lessonBody()),
    LESSON_PATH,
    /^must start with a `---` front-matter block$/,
  ],
  [
    'front matter that is not YAML',
    (tree) => (tree[LESSON_PATH] = `---\ntitle: [unclosed\n---\n${lessonBody()}`),
    LESSON_PATH,
    /^front matter: invalid YAML/,
  ],
  [
    'an id that is not <module-id>-<n>',
    (tree) => (tree[LESSON_PATH] = lessonFile({ ...FRONT, id: 'demo-1-01' })),
    LESSON_PATH,
    /^front matter id is "demo-1-01"; expected "demo-1-1"$/,
  ],
  [
    'a title that differs from the curriculum',
    (tree) => (tree[LESSON_PATH] = lessonFile({ ...FRONT, title: 'Running a container' })),
    LESSON_PATH,
    /^front matter title is "Running a container"; the curriculum says "Running a demo container"$/,
  ],
  [
    'minutes that differ from the curriculum',
    (tree) => (tree[LESSON_PATH] = lessonFile({ ...FRONT, minutes: 30 })),
    LESSON_PATH,
    /^front matter minutes is 30; the curriculum says 20$/,
  ],
  [
    'a summary over 160 characters',
    (tree) => (tree[LESSON_PATH] = lessonFile({ ...FRONT, summary: 'x'.repeat(161) })),
    LESSON_PATH,
    /^summary has 161 characters; the most is 160$/,
  ],
  [
    'no summary',
    (tree) => (tree[LESSON_PATH] = lessonFile({ ...FRONT, summary: undefined })),
    LESSON_PATH,
    /^front matter needs a summary/,
  ],
  [
    'an unknown front-matter field',
    (tree) => (tree[LESSON_PATH] = lessonFile({ ...FRONT, draft: true })),
    LESSON_PATH,
    /^front matter has an unknown field `draft`/,
  ],
  [
    'a code fence without a language',
    (tree) => (tree[LESSON_PATH] = lessonFile(FRONT, lessonBody().replace('```text', '```'))),
    LESSON_PATH,
    /^line \d+: code block has no language$/,
  ],
  [
    'a code fence in a language outside the list',
    (tree) => (tree[LESSON_PATH] = lessonFile(FRONT, lessonBody().replace('```bash', '```sh'))),
    LESSON_PATH,
    /^line \d+: code block language "sh" is not one of bash, console, yaml/,
  ],
  [
    'an indented code block',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(
        FRONT,
        lessonBody().replace('## Try it', '    docker ps\n\n## Try it'),
      )),
    LESSON_PATH,
    /^line \d+: indented code block; use a fenced block with a language$/,
  ],
  [
    'a `#` heading',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(FRONT, `# Running a demo container\n\n${lessonBody()}`)),
    LESSON_PATH,
    /^line 8: no `#` headings/,
  ],
  [
    'an image',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(
        FRONT,
        lessonBody().replace('## Try it', 'See ![the diagram](diagram.png).\n\n## Try it'),
      )),
    LESSON_PATH,
    /^line \d+: no images in lessons$/,
  ],
  [
    'a body under 400 words',
    (tree) => {
      const parts = bodyParts();
      parts.intro = '## What you will do\n\nShort.\n';
      tree[LESSON_PATH] = lessonFile(FRONT, lessonBody(parts));
    },
    LESSON_PATH,
    /^body has \d+ words; lessons need 400 to 900$/,
  ],
  [
    'a body over 900 words',
    (tree) => {
      const parts = bodyParts();
      parts.intro += `\n${'More words about containers. '.repeat(120)}\n`;
      tree[LESSON_PATH] = lessonFile(FRONT, lessonBody(parts));
    },
    LESSON_PATH,
    /^body has \d+ words; lessons need 400 to 900$/,
  ],
  [
    'no worked example',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(
        FRONT,
        lessonBody().replace('## Worked example', '## Example'),
      )),
    LESSON_PATH,
    /^missing the section "## Worked example"$/,
  ],
  [
    'no exercise',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(FRONT, lessonBody().replace('## Try it', '## Exercise'))),
    LESSON_PATH,
    /^missing the section "## Try it"$/,
  ],
  [
    'no key points',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(FRONT, lessonBody().replace('## Key points', '## Summary'))),
    LESSON_PATH,
    /^missing the section "## Key points"$/,
  ],
  [
    'two key-point sections',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(FRONT, `${lessonBody()}\n## Key points\n\n- One more.\n`)),
    LESSON_PATH,
    /^has 2 sections "## Key points"; expected one$/,
  ],
  [
    'two key points',
    (tree) => {
      const parts = bodyParts();
      parts.keyPoints = parts.keyPoints.slice(0, 2);
      tree[LESSON_PATH] = lessonFile(FRONT, lessonBody(parts));
    },
    LESSON_PATH,
    /^"## Key points" has 2 bullet points; expected 3 to 5$/,
  ],
  [
    'six key points',
    (tree) => {
      const parts = bodyParts();
      parts.keyPoints = [...parts.keyPoints, ...parts.keyPoints];
      tree[LESSON_PATH] = lessonFile(FRONT, lessonBody(parts));
    },
    LESSON_PATH,
    /^"## Key points" has 6 bullet points; expected 3 to 5$/,
  ],
  [
    'key points that are not the last section',
    (tree) =>
      (tree[LESSON_PATH] = lessonFile(FRONT, `${lessonBody()}\n## Further reading\n\nThe docs.\n`)),
    LESSON_PATH,
    /^"## Key points" must be the last section$/,
  ],
];

const quizCases: Case[] = [
  [
    'quiz YAML that does not parse',
    (tree) => (tree[QUIZ_PATH] = 'id: demo-1-quiz\nquestions: [unclosed\n'),
    QUIZ_PATH,
    /^invalid YAML/,
  ],
  [
    'a quiz id that is not <module-id>-quiz',
    (tree) => changeQuiz(tree, (quiz) => (quiz.id = 'demo-quiz')),
    QUIZ_PATH,
    /^id is "demo-quiz"; expected "demo-1-quiz"$/,
  ],
  [
    'a quiz title that is not "Quiz: " and the module title',
    (tree) => changeQuiz(tree, (quiz) => (quiz.title = 'Demo quiz')),
    QUIZ_PATH,
    /^title is "Demo quiz"; expected "Quiz: Demo Basics"$/,
  ],
  [
    'version 0',
    (tree) => changeQuiz(tree, (quiz) => (quiz.version = 0)),
    QUIZ_PATH,
    /^version must be a whole number, 1 or more$/,
  ],
  [
    'a fractional version',
    (tree) => changeQuiz(tree, (quiz) => (quiz.version = 1.5)),
    QUIZ_PATH,
    /^version must be a whole number, 1 or more$/,
  ],
  [
    'four questions',
    (tree) => changeQuiz(tree, (quiz) => questions(quiz).splice(3, 1)),
    QUIZ_PATH,
    /^has 4 questions; expected 5 to 8$/,
  ],
  [
    'nine questions',
    (tree) =>
      changeQuiz(tree, (quiz) => {
        const list = questions(quiz);
        for (let n = 6; n <= 9; n += 1) list.push({ ...list[0], id: `q${n}` });
      }),
    QUIZ_PATH,
    /^has 9 questions; expected 5 to 8$/,
  ],
  [
    'no typed question',
    (tree) =>
      changeQuiz(tree, (quiz) => {
        const list = questions(quiz);
        list[2] = { ...list[0], id: 'q3' };
      }),
    QUIZ_PATH,
    /^needs at least one typed question$/,
  ],
  [
    'no multiple question',
    (tree) =>
      changeQuiz(tree, (quiz) => {
        const list = questions(quiz);
        list[1] = { ...list[0], id: 'q2' };
      }),
    QUIZ_PATH,
    /^needs at least one multiple question$/,
  ],
  [
    'an unknown question type',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[3] = { ...questions(quiz)[3], type: 'choice' })),
    QUIZ_PATH,
    /^question q4: type must be single, multiple or typed$/,
  ],
  [
    'a single answer outside the options',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[0] = { ...questions(quiz)[0], answer: 3 })),
    QUIZ_PATH,
    /^question q1: answer must be an option index from 0 to 2$/,
  ],
  [
    'a multiple answer outside the options',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[1] = { ...questions(quiz)[1], answers: [0, 4] })),
    QUIZ_PATH,
    /^question q2: answers must be option indexes from 0 to 3$/,
  ],
  [
    'a multiple question with one answer',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[1] = { ...questions(quiz)[1], answers: [0] })),
    QUIZ_PATH,
    /^question q2: a multiple question needs at least two answers$/,
  ],
  [
    'a multiple question repeating an answer',
    (tree) =>
      changeQuiz(
        tree,
        (quiz) => (questions(quiz)[1] = { ...questions(quiz)[1], answers: [0, 2, 2] }),
      ),
    QUIZ_PATH,
    /^question q2: answers repeat an index$/,
  ],
  [
    'a typed question with nothing to accept',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[2] = { ...questions(quiz)[2], accept: [] })),
    QUIZ_PATH,
    /^question q3: accept must list at least one non-empty answer$/,
  ],
  [
    'two questions with one id',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[4] = { ...questions(quiz)[4], id: 'q1' })),
    QUIZ_PATH,
    /^question id q1 is used twice$/,
  ],
  [
    'a field that belongs to another question type',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[1] = { ...questions(quiz)[1], answer: 0 })),
    QUIZ_PATH,
    /^question q2: unknown field `answer` for a multiple question$/,
  ],
  [
    'two options',
    (tree) =>
      changeQuiz(
        tree,
        (quiz) => (questions(quiz)[3] = { ...questions(quiz)[3], options: ['-d', '-p'] }),
      ),
    QUIZ_PATH,
    /^question q4: has 2 options; expected 3 to 5$/,
  ],
  [
    'an option YAML read as a mapping (unquoted ": ")',
    (tree) =>
      changeQuiz(
        tree,
        (quiz) =>
          (questions(quiz)[3] = {
            ...questions(quiz)[3],
            options: ['-d', '-p', { 'The label release': 'web' }],
          }),
      ),
    QUIZ_PATH,
    /^question q4: options must be a list of non-empty strings$/,
  ],
  [
    'a question without an explanation',
    (tree) =>
      changeQuiz(tree, (quiz) => (questions(quiz)[4] = { ...questions(quiz)[4], explanation: '' })),
    QUIZ_PATH,
    /^question q5: needs an explanation$/,
  ],
];

describe.each([
  ['layout', layoutCases],
  ['lesson', lessonCases],
  ['quiz', quizCases],
] as const)('%s rules', (_group, cases) => {
  it.each(cases)('rejects %s', async (_name, change, file, message) => {
    const tree = validTree();
    change(tree);
    const problems = await problemsOf(tree);
    expect(problems.filter((problem) => problem.file === file).map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });
});

it('reports a curriculum course with no folder', async () => {
  const curricula = { ...fixtureCurricula, 'new-course': fixtureCurricula[FIXTURE_COURSE] ?? [] };
  const problems = await problemsOf(validTree(), curricula);
  expect(problems).toEqual([
    { file: 'new-course', message: 'missing: course new-course needs 2 lessons and 1 quizzes' },
  ]);
});
