import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumLab, CurriculumModule } from '../../../shared/catalogue/types';
import type { Curricula } from './curricula-map';
import { compileLabTree, type LabCompileResult } from './compile-labs';
import { createMarkdownRenderer, type MarkdownRenderer } from './markdown';

/** A lab tree in a temp dir: paths → text, executable when the path ends in `.sh`. */
type LabTree = Record<string, string>;

const COURSE = 'demo-course';
const LAB = 'demo-find-files';
const DIR = `${COURSE}/${LAB}`;

function curricula(
  labs: CurriculumModule['labs'] = [{ id: LAB, title: 'Find files', minutes: 20 }],
): Curricula {
  return {
    [COURSE]: [
      { id: 'demo-1', title: 'Basics', lessons: [{ title: 'One', minutes: 20 }], labs },
      { id: 'demo-2', title: 'More', lessons: [{ title: 'Two', minutes: 20 }] },
    ],
  };
}

function labMd(front: Record<string, unknown> = {}): string {
  const fields = {
    id: LAB,
    title: 'Find files',
    course: COURSE,
    module: 'demo-1',
    minutes: 20,
    ...front,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const environment =
    front.environment === undefined
      ? [
          'environment:',
          '  hosts:',
          '    - name: lab',
          '      image: linux',
          '    - name: node1',
          '      image: linux',
        ]
      : [];
  return ['---', ...lines, ...environment, '---', '', 'Sort the **inbox** out.', ''].join('\n');
}

function validTree(): LabTree {
  return {
    'images/linux/Containerfile': 'FROM localhost/shikhon-lab-base\n',
    [`${DIR}/lab.md`]: labMd(),
    [`${DIR}/steps/01.md`]:
      '---\ntitle: Make the folders\n---\n\n```bash\nmkdir -p /srv/archive\n```\n',
    [`${DIR}/steps/01.verify.sh`]:
      '#!/bin/bash\ntest -d /srv/archive || { echo "HINT: no /srv/archive"; exit 1; }\n',
    [`${DIR}/steps/02.md`]:
      '---\ntitle: Check the other machine\nhost: node1\ntimeout: 45\n---\n\nLog in to `node1`.\n',
    [`${DIR}/steps/02.verify.sh`]: '#!/bin/bash\ntest -f /tmp/done\n',
    [`${DIR}/finish.md`]: 'You **sorted** it.\n',
    [`${DIR}/setup.sh`]: '#!/bin/bash\nmkdir -p /srv/inbox\n',
    [`${DIR}/solve.sh`]: '#!/bin/bash\necho THE-SECRET-SOLUTION\n',
    [`${DIR}/shortcuts/01-make-a-file-instead.sh`]: '#!/bin/bash\ntouch /srv/archive\n',
    [`${DIR}/shortcuts/02-write-it-on-the-wrong-host.sh`]: '#!/bin/bash\ntouch /tmp/done\n',
  };
}

const roots: string[] = [];

function drop(tree: LabTree, file: string): void {
  Reflect.deleteProperty(tree, file);
}

function writeTree(tree: LabTree): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'labs-'));
  roots.push(root);
  for (const [relative, text] of Object.entries(tree)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text, { mode: relative.endsWith('.sh') ? 0o755 : 0o644 });
  }
  return root;
}

let md: MarkdownRenderer;
beforeAll(async () => {
  md = await createMarkdownRenderer();
}, 60_000);
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function compile(tree: LabTree, labs?: CurriculumModule['labs']): LabCompileResult {
  return compileLabTree(writeTree(tree), md, curricula(labs));
}

/** The problems as `<path under the root>: message`. */
function problemsOf(result: LabCompileResult): string[] {
  return result.problems.map((problem) => {
    const at = problem.file.indexOf('labs-');
    const relative =
      at < 0 ? problem.file : problem.file.slice(at).split(path.sep).slice(1).join('/');
    return `${relative}: ${problem.message}`;
  });
}

describe('compileLabTree on a valid lab', () => {
  it('compiles the texts to HTML and keeps the setup and verify scripts, never solve.sh', () => {
    const result = compile(validTree());
    expect(result.problems).toEqual([]);
    expect(result.labs).toHaveLength(1);
    const [lab] = result.labs;
    expect(lab).toMatchObject({
      id: LAB,
      courseId: COURSE,
      moduleId: 'demo-1',
      title: 'Find files',
      minutes: 20,
      hosts: [
        { name: 'lab', image: 'linux' },
        { name: 'node1', image: 'linux' },
      ],
      introHtml: '<p>Sort the <strong>inbox</strong> out.</p>\n',
      finishHtml: '<p>You <strong>sorted</strong> it.</p>\n',
      setup: '#!/bin/bash\nmkdir -p /srv/inbox\n',
    });
    expect(
      lab?.steps.map((step) => [step.number, step.title, step.host, step.timeoutSeconds]),
    ).toEqual([
      [1, 'Make the folders', 'lab', 20],
      [2, 'Check the other machine', 'node1', 45],
    ]);
    // The same pipeline as lessons: labelled, highlighted code.
    expect(lab?.steps[0]?.html).toContain('<figcaption class="code-lang">Bash</figcaption>');
    expect(lab?.steps[0]?.verify).toContain('HINT: no /srv/archive');
    expect(JSON.stringify(result.labs)).not.toContain('THE-SECRET-SOLUTION');
  });

  it('accepts shortcuts/reset.sh beside the shortcuts, as no shortcut of a step', () => {
    const tree = validTree();
    tree[`${DIR}/shortcuts/reset.sh`] = '#!/bin/bash\nrm -f /srv/archive /tmp/done\n';
    const result = compile(tree);
    expect(result.problems).toEqual([]);
    expect(result.labs).toHaveLength(1);
    drop(tree, `${DIR}/shortcuts/02-write-it-on-the-wrong-host.sh`);
    expect(problemsOf(compile(tree))).toEqual([
      `${DIR}/shortcuts: step 02 has no shortcut: add shortcuts/02-<what>.sh`,
    ]);
  });

  it('has no setup when the lab has no setup.sh, and no labs when there is no folder', () => {
    const tree = validTree();
    drop(tree, `${DIR}/setup.sh`);
    expect(compile(tree).labs[0]?.setup).toBe('');
    expect(compileLabTree(path.join(os.tmpdir(), 'no-such-labs-dir'), md, curricula([]))).toEqual({
      labs: [],
      problems: [],
    });
  });
});

describe('compileLabTree refuses', () => {
  const cases: [string, (tree: LabTree) => unknown, string][] = [
    [
      'a missing front matter field',
      (tree) => void (tree[`${DIR}/lab.md`] = labMd({ title: undefined })),
      `${DIR}/lab.md: front matter needs a title`,
    ],
    [
      'an unknown front matter field',
      (tree) => void (tree[`${DIR}/lab.md`] = labMd({ level: 'easy' })),
      `${DIR}/lab.md: front matter has an unknown field \`level\``,
    ],
    [
      'a course folder with no curriculum',
      (tree) => {
        tree[`no-course/${LAB}-2/lab.md`] = labMd({ id: `${LAB}-2` });
      },
      'no-course: no course with this id has a curriculum',
    ],
    [
      'a module that is not in the course',
      (tree) => void (tree[`${DIR}/lab.md`] = labMd({ module: 'demo-9' })),
      `${DIR}/lab.md: module "demo-9" is not a module of ${COURSE}`,
    ],
    [
      'minutes that are not a whole number',
      (tree) => void (tree[`${DIR}/lab.md`] = labMd({ minutes: 'twenty' })),
      `${DIR}/lab.md: minutes must be a whole number`,
    ],
    [
      'an id other than the folder name',
      (tree) => void (tree[`${DIR}/lab.md`] = labMd({ id: 'other-lab' })),
      `${DIR}/lab.md: front matter id is "other-lab"; expected "${LAB}"`,
    ],
    [
      'a single step',
      (tree) => {
        drop(tree, `${DIR}/steps/02.md`);
        drop(tree, `${DIR}/steps/02.verify.sh`);
      },
      `${DIR}/steps: a lab has 2 to 6 steps (01.md, 02.md, …); found 1`,
    ],
    [
      'seven steps',
      (tree) => {
        for (let n = 3; n <= 7; n += 1) {
          tree[`${DIR}/steps/0${n}.md`] = `---\ntitle: Step ${n}\n---\n\nDo ${n}.\n`;
          tree[`${DIR}/steps/0${n}.verify.sh`] = '#!/bin/bash\ntrue\n';
        }
      },
      `${DIR}/steps: a lab has 2 to 6 steps (01.md, 02.md, …); found 7`,
    ],
    [
      'a gap in the step numbers',
      (tree) => {
        tree[`${DIR}/steps/03.md`] = tree[`${DIR}/steps/02.md`] ?? '';
        tree[`${DIR}/steps/03.verify.sh`] = '#!/bin/bash\ntrue\n';
        drop(tree, `${DIR}/steps/02.md`);
        drop(tree, `${DIR}/steps/02.verify.sh`);
      },
      `${DIR}/steps/03.md: steps are numbered from 01 without gaps; expected 02.md`,
    ],
    [
      'a step without a title',
      (tree) => void (tree[`${DIR}/steps/01.md`] = '---\nhost: lab\n---\n\nText.\n'),
      `${DIR}/steps/01.md: front matter needs a title`,
    ],
    [
      'a step without its verify script',
      (tree) => void drop(tree, `${DIR}/steps/02.verify.sh`),
      `${DIR}/steps/02.verify.sh: missing: every lab needs this script`,
    ],
    [
      'a step on a host the lab does not have',
      (tree) => void (tree[`${DIR}/steps/02.md`] = '---\ntitle: Two\nhost: node9\n---\n\nText.\n'),
      `${DIR}/steps/02.md: host "node9" is not a host of this lab (lab, node1)`,
    ],
    ...[10, 61, 30.5, '60'].map((timeout): [string, (tree: LabTree) => unknown, string] => [
      `a check time limit of ${JSON.stringify(timeout)}`,
      (tree) =>
        void (tree[`${DIR}/steps/02.md`] =
          `---\ntitle: Two\nhost: node1\ntimeout: ${JSON.stringify(timeout)}\n---\n\nText.\n`),
      `${DIR}/steps/02.md: timeout must be a whole number of seconds from 20 to 60`,
    ]),
    [
      'a missing solve.sh',
      (tree) => void drop(tree, `${DIR}/solve.sh`),
      `${DIR}/solve.sh: missing: every lab needs this script`,
    ],
    [
      'a step without a shortcut',
      (tree) => void drop(tree, `${DIR}/shortcuts/02-write-it-on-the-wrong-host.sh`),
      `${DIR}/shortcuts: step 02 has no shortcut: add shortcuts/02-<what>.sh`,
    ],
    [
      'no shortcuts at all',
      (tree) => {
        drop(tree, `${DIR}/shortcuts/01-make-a-file-instead.sh`);
        drop(tree, `${DIR}/shortcuts/02-write-it-on-the-wrong-host.sh`);
      },
      `${DIR}/shortcuts: missing: every step needs at least one shortcut script`,
    ],
    [
      'a shortcut for a step the lab does not have',
      (tree) => void (tree[`${DIR}/shortcuts/03-echo.sh`] = '#!/bin/bash\ntrue\n'),
      `${DIR}/shortcuts/03-echo.sh: there is no step 03 for this shortcut to fake`,
    ],
    [
      'a shortcut not named after its step',
      (tree) => void (tree[`${DIR}/shortcuts/fake.sh`] = '#!/bin/bash\ntrue\n'),
      `${DIR}/shortcuts/fake.sh: a shortcut is named NN-what-it-tries.sh`,
    ],
    [
      'a missing finish.md',
      (tree) => void drop(tree, `${DIR}/finish.md`),
      `${DIR}/finish.md: missing: a lab needs finish.md`,
    ],
    [
      'an image without a Containerfile',
      (tree) => void drop(tree, 'images/linux/Containerfile'),
      `${DIR}/lab.md: image "linux" has no`,
    ],
    [
      'a code fence without a language',
      (tree) => void (tree[`${DIR}/finish.md`] = '```\nls\n```\n'),
      `${DIR}/finish.md: code fence language (none) is not one the site labels`,
    ],
    [
      'a title the curriculum does not give',
      () => [{ id: LAB, title: 'Find some files', minutes: 20 }],
      `${DIR}/lab.md: title is "Find files"; src/shared/catalogue/curricula/${COURSE}.ts says "Find some files"`,
    ],
    [
      'minutes the curriculum does not give',
      () => [{ id: LAB, title: 'Find files', minutes: 25 }],
      `${DIR}/lab.md: minutes is 20; src/shared/catalogue/curricula/${COURSE}.ts says 25`,
    ],
    [
      'a lab its module does not list',
      () => [],
      `${DIR}/lab.md: module demo-1 in src/shared/catalogue/curricula/${COURSE}.ts does not list this lab`,
    ],
    [
      'a curriculum lab without a folder',
      () => [
        { id: LAB, title: 'Find files', minutes: 20 },
        { id: 'demo-ghost', title: 'Ghost', minutes: 20 },
      ],
      `${COURSE}/demo-ghost: missing: module demo-1 of src/shared/catalogue/curricula/${COURSE}.ts lists lab demo-ghost`,
    ],
    [
      'a lab id that is a lesson id',
      (tree) => {
        tree['demo-course/demo-1-1/lab.md'] = labMd({ id: 'demo-1-1' });
      },
      'demo-course/demo-1-1/lab.md: id demo-1-1 is already a lesson or quiz id',
    ],
    [
      'a file that is not part of a lab',
      (tree) => void (tree[`${DIR}/notes.txt`] = 'todo'),
      `${DIR}/notes.txt: not part of a lab`,
    ],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    const tree = validTree();
    const changed = change(tree);
    const labs = Array.isArray(changed) ? (changed as CurriculumLab[]) : undefined;
    const problems = problemsOf(compile(tree, labs));
    // Any problem fails the build (build-content.ts); this one is named by its file.
    expect(
      problems.filter((problem) => problem.startsWith(expected)),
      problems.join('\n'),
    ).toHaveLength(1);
  });

  it.each([
    ['a verify script', `${DIR}/steps/01.verify.sh`],
    ['setup.sh', `${DIR}/setup.sh`],
    ['solve.sh', `${DIR}/solve.sh`],
    ['a shortcut', `${DIR}/shortcuts/01-make-a-file-instead.sh`],
    ['shortcuts/reset.sh', `${DIR}/shortcuts/reset.sh`],
  ])('%s that is not executable', (_name, file) => {
    const tree = validTree();
    tree[`${DIR}/shortcuts/reset.sh`] = '#!/bin/bash\nrm -f /srv/archive\n';
    const root = writeTree(tree);
    fs.chmodSync(path.join(root, file), 0o644);
    const result = compileLabTree(root, md, curricula());
    expect(problemsOf(result)).toEqual([`${file}: is not executable (chmod +x)`]);
    expect(result.labs).toEqual([]);
  });

  it('the same lab id in two courses', () => {
    const tree = validTree();
    for (const [file, text] of Object.entries(validTree())) {
      if (file.startsWith(DIR)) tree[file.replace(COURSE, 'demo-other')] = text;
    }
    const root = writeTree(tree);
    const both: Curricula = { ...curricula(), 'demo-other': curricula()[COURSE] ?? [] };
    const result = compileLabTree(root, md, both);
    expect(problemsOf(result)).toContain(
      `demo-other/${LAB}: lab id ${LAB} is already used by ${path.join(root, DIR)}`,
    );
  });
});
