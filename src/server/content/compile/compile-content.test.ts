import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileContentTree, compileLearningContent } from './compile-content';
import {
  bodyParts,
  type ContentTree,
  FIXTURE_COURSE,
  fixtureCurricula,
  LESSON_PATH,
  lessonBody,
  lessonFile,
  validTree,
  writeTree,
} from '../../../../tests/helpers/content-fixtures';
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
