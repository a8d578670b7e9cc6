import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { CompiledCourse } from './content-types';
import { courseFileName, LABS_FILE, loadLearningContent } from './load-content';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-content-'));
  dirs.push(dir);
  return dir;
}

const course: CompiledCourse = {
  courseId: 'demo-course',
  modules: [
    {
      id: 'demo-1',
      title: 'Demo Basics',
      lessons: [
        {
          id: 'demo-1-1',
          moduleId: 'demo-1',
          title: 'Running a demo container',
          minutes: 20,
          summary: 'Start a container.',
          html: '<h2 id="start">Start</h2>',
          words: 450,
        },
      ],
      quiz: {
        id: 'demo-1-quiz',
        moduleId: 'demo-1',
        title: 'Quiz: Demo Basics',
        version: 1,
        minutes: 2,
        questions: [
          {
            id: 'q1',
            kind: 'typed',
            promptHtml: 'Type it.',
            explanationHtml: 'Because.',
            optionsHtml: [],
            accept: ['docker ps -a'],
            answerHtml: '<code>docker ps -a</code>',
          },
        ],
      },
    },
  ],
};

it('loads every course file of the dir, by course id', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, courseFileName('demo-course')), JSON.stringify(course));
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
  const content = loadLearningContent(dir);
  expect([...content.courses.keys()]).toEqual(['demo-course']);
  expect(content.courses.get('demo-course')).toEqual(course);
});

it('has no labs without labs.json, and refuses a labs.json that is not a list of labs', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, courseFileName('demo-course')), JSON.stringify(course));
  expect(loadLearningContent(dir).labs.size).toBe(0);
  fs.writeFileSync(path.join(dir, LABS_FILE), JSON.stringify([{ id: 'half-a-lab' }]));
  expect(() => loadLearningContent(dir)).toThrow(/labs.json is not a list of compiled labs/);
});

it('refuses a missing dir, naming the build step', () => {
  expect(() => loadLearningContent(path.join(tempDir(), 'content'))).toThrow(
    /No compiled course content at .*: run `npm run build` first/,
  );
});

it('refuses a file that is not the course its name says', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'other-course.json'), JSON.stringify(course));
  expect(() => loadLearningContent(dir)).toThrow(/other-course.json is not the compiled content/);
});
