import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileContentTree, compileLearningContent } from './compile-content';
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
} from './content-fixtures';
import { ContentError } from './problems';

const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

async function compile(tree: ContentTree, curricula = fixtureCurricula) {
  const root = writeTree(tree);
  roots.push(root);
  const result = await compileContentTree(root, { curricula });
  const problems = result.problems.map((problem) => ({
    file: path.relative(root, problem.file).split(path.sep).join('/'),
    message: problem.message,
  }));
  return { ...result, problems, root };
}

const FRONT = {
  id: 'demo-1-1',
  title: 'Running a demo container',
  minutes: 20,
  summary: 'Start, list and remove containers from the command line.',
};

function withLesson(body: string, front: Record<string, unknown> = FRONT): ContentTree {
  return { ...validTree(), [LESSON_PATH]: lessonFile(front, body) };
}

describe('compileContentTree on a valid tree', () => {
  it('compiles every lesson and the quiz with no problems', async () => {
    const { courses, problems } = await compile(validTree());
    expect(problems).toEqual([]);
    expect(courses).toHaveLength(1);
    const module = courses[0]?.modules[0];
    expect(module?.lessons.map((lesson) => lesson.id)).toEqual(['demo-1-1', 'demo-1-2']);
    expect(module?.lessons[0]).toMatchObject({
      moduleId: 'demo-1',
      title: 'Running a demo container',
      minutes: 20,
      summary: 'Start, list and remove containers from the command line.',
    });
    expect(module?.lessons[0]?.words).toBeGreaterThanOrEqual(400);
    expect(module?.quiz).toMatchObject({ id: 'demo-1-quiz', version: 1, minutes: 10 });
  });

  it('highlights and labels code, gives headings ids and escapes raw HTML', async () => {
    const parts = bodyParts();
    parts.intro +=
      '\nSee [the Docker docs](https://docs.docker.com/) and [the next lesson](#try-it).\n\n' +
      'A <script>alert(1)</script> tag is shown as text.\n';
    const { courses, problems } = await compile(withLesson(lessonBody(parts)));
    expect(problems).toEqual([]);
    const html = courses[0]?.modules[0]?.lessons[0]?.html ?? '';
    expect(html).toContain(
      '<figure class="code-block" data-lang="bash"><figcaption class="code-lang">Bash</figcaption><pre class="shiki',
    );
    expect(html).toContain('data-lang="text"><figcaption class="code-lang">Text</figcaption>');
    expect(html).toMatch(/<span style="color:#[0-9A-Fa-f]{6}">docker<\/span>/);
    expect(html).toContain('<h2 id="worked-example">Worked example</h2>');
    expect(html).toContain('<a href="https://docs.docker.com/" rel="noopener">');
    expect(html).toContain('<a href="#try-it">');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('compiles quiz text as inline HTML and stores typed answers normalised', async () => {
    const { courses } = await compile(validTree());
    const [single, multiple, typed] = courses[0]?.modules[0]?.quiz.questions ?? [];
    expect(single).toMatchObject({
      kind: 'single',
      optionsHtml: [
        '<code>docker ps</code>',
        '<code>docker images</code>',
        '<code>docker rm</code>',
      ],
      answer: 0,
      explanationHtml:
        '<code>docker ps</code> lists running containers; add <code>-a</code> for stopped ones.',
    });
    expect(single?.promptHtml).not.toContain('<p>');
    expect(multiple).toMatchObject({ kind: 'multiple', answers: [0, 2] });
    expect(typed).toEqual({
      id: 'q3',
      kind: 'typed',
      promptHtml: 'Type the command that lists all containers, stopped ones included.',
      explanationHtml: '<code>-a</code> (<code>--all</code>) adds stopped containers.',
      optionsHtml: [],
      accept: ['docker ps -a', 'docker ps --all', 'docker container ls -a'],
      answerHtml: '<code>docker ps -a</code>',
    });
  });

  it('compileLearningContent maps courses by id and throws a ContentError naming the file', async () => {
    const root = writeTree(validTree());
    roots.push(root);
    const content = await compileLearningContent(root, { curricula: fixtureCurricula });
    expect([...content.courses.keys()]).toEqual([FIXTURE_COURSE]);

    fs.rmSync(path.join(root, FIXTURE_COURSE, 'demo-1', '02.md'));
    const failure = compileLearningContent(root, { curricula: fixtureCurricula });
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toThrow(/demo-course\/demo-1\/02\.md: missing: lesson demo-1-2/);
  });

  it('with `only`, compiles the named courses and leaves other course folders alone', async () => {
    const tree = { ...validTree(), 'other-course/x-1/01.md': 'not a lesson' };
    const root = writeTree(tree);
    roots.push(root);
    const result = await compileContentTree(root, {
      curricula: fixtureCurricula,
      only: [FIXTURE_COURSE],
    });
    expect(result.problems).toEqual([]);
    expect(result.courses).toHaveLength(1);
  });
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
    const { problems } = await compile(tree);
    expect(problems.filter((problem) => problem.file === file).map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });
});

it('reports a curriculum course with no folder', async () => {
  const curricula = { ...fixtureCurricula, 'new-course': fixtureCurricula[FIXTURE_COURSE] ?? [] };
  const { problems } = await compile(validTree(), curricula);
  expect(problems).toEqual([
    { file: 'new-course', message: 'missing: course new-course needs 2 lessons and 1 quizzes' },
  ]);
});
