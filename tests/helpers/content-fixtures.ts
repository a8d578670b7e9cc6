import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { Curricula } from '../../src/server/content/compile/curricula-map';

/**
 * Small content trees for the compiler's tests: a valid one-course tree as files in memory,
 * which a test bends in one place and writes to a temp dir.
 */

/** Paths relative to the content root → file text. */
export type ContentTree = Record<string, string>;

export const FIXTURE_COURSE = 'demo-course';

export const fixtureCurricula: Curricula = {
  [FIXTURE_COURSE]: [
    {
      id: 'demo-1',
      title: 'Demo Basics',
      lessons: [
        { title: 'Running a demo container', minutes: 20 },
        { title: 'Cleaning up: stop and rm', minutes: 25 },
      ],
    },
  ],
};

const FILLER =
  'A container runs one process in its own view of the file system and network, and the ' +
  'engine keeps its logs until you remove it. ';

export interface BodyParts {
  intro: string;
  worked: string;
  tryIt: string;
  keyPoints: string[];
}

export function bodyParts(): BodyParts {
  return {
    intro: `## What you will do\n\n${FILLER.repeat(8).trim()}\n\n${FILLER.repeat(6).trim()}\n`,
    worked: [
      '## Worked example',
      '',
      'Start the web server and list it:',
      '',
      '```bash',
      'docker run -d --name web -p 8080:80 nginx:alpine',
      'docker ps',
      '```',
      '',
      'The output shows one running container:',
      '',
      '```text',
      'CONTAINER ID   IMAGE          STATUS',
      '3f2a1b0c9d8e   nginx:alpine   Up 2 seconds',
      '```',
      '',
      FILLER.repeat(8).trim(),
      '',
    ].join('\n'),
    tryIt:
      '## Try it\n\nStart a container named `shop`, then open http://localhost:8080 and see the page.\n',
    keyPoints: [
      '`docker run -d` starts a container in the background.',
      '`docker ps` lists running containers.',
      'Publish ports with `-p HOST:CONTAINER`.',
    ],
  };
}

export function lessonBody(parts: BodyParts = bodyParts()): string {
  const points = parts.keyPoints.map((point) => `- ${point}`).join('\n');
  return `${parts.intro}\n${parts.worked}\n${parts.tryIt}\n## Key points\n\n${points}\n`;
}

export function lessonFile(frontMatter: Record<string, unknown>, body = lessonBody()): string {
  return `---\n${stringify(frontMatter).trim()}\n---\n\n${body}`;
}

export function fixtureQuiz(): Record<string, unknown> {
  return {
    id: 'demo-1-quiz',
    title: 'Quiz: Demo Basics',
    version: 1,
    questions: [
      {
        id: 'q1',
        type: 'single',
        prompt: 'Which command lists running containers?',
        options: ['`docker ps`', '`docker images`', '`docker rm`'],
        answer: 0,
        explanation: '`docker ps` lists running containers; add `-a` for stopped ones.',
      },
      {
        id: 'q2',
        type: 'multiple',
        prompt: 'Which commands remove something? (Choose all that apply.)',
        options: ['docker rm', 'docker ps', 'docker rmi', 'docker logs'],
        answers: [2, 0],
        explanation: '`rm` removes containers and `rmi` removes images.',
      },
      {
        id: 'q3',
        type: 'typed',
        prompt: 'Type the command that lists all containers, stopped ones included.',
        accept: ['docker ps -a', 'Docker  PS --all', 'docker container ls -a'],
        explanation: '`-a` (`--all`) adds stopped containers.',
      },
      {
        id: 'q4',
        type: 'single',
        prompt: 'Which flag publishes a port?',
        options: ['-d', '-p', '-e'],
        answer: 1,
        explanation: '`-p HOST:CONTAINER` publishes a port.',
      },
      {
        id: 'q5',
        type: 'single',
        prompt: 'Which command stops a container named `web`?',
        options: ['docker stop web', 'docker kill-all', 'docker pause'],
        answer: 0,
        explanation: '`docker stop` sends SIGTERM, then SIGKILL after a grace period.',
      },
    ],
  };
}

/** The two lessons and the quiz of `fixtureCurricula`, all valid. */
export function validTree(): ContentTree {
  const lessons = fixtureCurricula[FIXTURE_COURSE]?.[0]?.lessons ?? [];
  const tree: ContentTree = {};
  lessons.forEach((lesson, index) => {
    tree[`${FIXTURE_COURSE}/demo-1/0${index + 1}.md`] = lessonFile({
      id: `demo-1-${index + 1}`,
      title: lesson.title,
      minutes: lesson.minutes,
      summary: 'Start, list and remove containers from the command line.',
    });
  });
  tree[`${FIXTURE_COURSE}/demo-1/quiz.yaml`] = stringify(fixtureQuiz());
  return tree;
}

export const QUIZ_PATH = `${FIXTURE_COURSE}/demo-1/quiz.yaml`;
export const LESSON_PATH = `${FIXTURE_COURSE}/demo-1/01.md`;

/** Rewrites the fixture quiz through `change`. */
export function changeQuiz(
  tree: ContentTree,
  change: (quiz: Record<string, unknown>) => void,
): void {
  const quiz = parse(tree[QUIZ_PATH] ?? '') as Record<string, unknown>;
  change(quiz);
  tree[QUIZ_PATH] = stringify(quiz);
}

/** The fixture quiz's questions, for a change to reach into. */
export function questions(quiz: Record<string, unknown>): Record<string, unknown>[] {
  return quiz.questions as Record<string, unknown>[];
}

/** Writes the tree into a new temp dir and returns the dir. */
export function writeTree(tree: ContentTree): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [relative, text] of Object.entries(tree)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}
