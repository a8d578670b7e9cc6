import fs from 'node:fs';
import path from 'node:path';
import type { CurriculumLab, CurriculumModule } from '../../../shared/catalogue/types';
import { isRecord, splitFrontMatter, unknownKeys } from './front-matter';
import type { MarkdownRenderer } from './markdown';
import { checkMarkdown, readScript, type Report } from './lab-file-checks';
import { readSteps, type SourceLabStep } from './lab-step-rules';

export { LAB_STEPS, stepFileName, type SourceLabStep } from './lab-step-rules';

/**
 * The rules of one lab folder (docs/labs-format.md): its files, front matter and scripts, and
 * its agreement with the course's curriculum entry. Problems are messages keyed by the file a
 * writer has to fix; nothing here renders.
 */

export const LAB_FILES = {
  lab: 'lab.md',
  finish: 'finish.md',
  setup: 'setup.sh',
  solve: 'solve.sh',
  steps: 'steps',
  shortcuts: 'shortcuts',
} as const;

/** A shortcut script's name: the step it fakes, then what it tries (`02-echo-the-version.sh`). */
const SHORTCUT_NAME = /^(\d\d)-[a-z0-9]+(?:-[a-z0-9]+)*\.sh$/;

/**
 * Undoes what the lab's shortcuts may leave (an existing key, container or branch): the lab
 * tests run a lab's shortcuts in order on one sandbox and this between them.
 */
const SHORTCUT_RESET = 'reset.sh';

/**
 * The shortcuts folder: the cheapest fakes a learner might try, at least one per step, each named
 * after the step it targets (tests/labs/lab-content.test.ts proves every one fails its check),
 * and optionally reset.sh. Never compiled into the build: only the tests read them.
 */
function checkShortcuts(labDir: string, steps: readonly SourceLabStep[], report: Report): void {
  const dir = path.join(labDir, LAB_FILES.shortcuts);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    report(dir, 'missing: every step needs at least one shortcut script (shortcuts/NN-what.sh)');
    return;
  }
  const covered = new Set<number>();
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (name === SHORTCUT_RESET) {
      readScript(file, true, report);
      continue;
    }
    const match = SHORTCUT_NAME.exec(name);
    if (!match?.[1]) {
      report(
        file,
        'a shortcut is named NN-what-it-tries.sh, NN being the step it fakes (or reset.sh)',
      );
      continue;
    }
    if (!steps.some((step) => step.number === Number(match[1]))) {
      report(file, `there is no step ${match[1]} for this shortcut to fake`);
    }
    readScript(file, true, report);
    covered.add(Number(match[1]));
  }
  for (const step of steps) {
    if (!covered.has(step.number)) {
      const nn = String(step.number).padStart(2, '0');
      report(dir, `step ${nn} has no shortcut: add shortcuts/${nn}-<what>.sh`);
    }
  }
}

export const LAB_MINUTES = { min: 5, max: 180 } as const;

const LAB_KEYS = ['id', 'title', 'course', 'module', 'minutes', 'environment'] as const;
const HOST_KEYS = ['name', 'image'] as const;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SourceLab {
  id: string;
  title: string;
  courseId: string;
  moduleId: string;
  minutes: number;
  hosts: { name: string; image: string }[];
  intro: string;
  finish: string;
  setup: string;
  steps: SourceLabStep[];
}

export interface LabCheckContext {
  courseId: string;
  /** The course's curriculum. */
  modules: readonly CurriculumModule[];
  /** content/labs/images: an image key is a folder there with a Containerfile. */
  imagesDir: string;
  /** Lesson and quiz ids of every course: a lab id may not be one (progress is keyed by id). */
  itemIds: ReadonlySet<string>;
  md: MarkdownRenderer;
}

function readHosts(value: unknown, context: LabCheckContext, file: string, report: Report) {
  const hosts: { name: string; image: string }[] = [];
  const list = isRecord(value) ? value.hosts : undefined;
  if (!isRecord(value) || !Array.isArray(list) || list.length === 0) {
    report(file, 'front matter needs environment.hosts: a list of { name, image }');
    return hosts;
  }
  for (const key of unknownKeys(value, ['hosts'])) {
    report(file, `environment has an unknown field \`${key}\` (allowed: hosts)`);
  }
  list.forEach((host: unknown, index) => {
    if (!isRecord(host) || typeof host.name !== 'string' || typeof host.image !== 'string') {
      report(file, `environment.hosts[${index}] needs a name and an image`);
      return;
    }
    for (const key of unknownKeys(host, HOST_KEYS)) {
      report(file, `environment.hosts[${index}] has an unknown field \`${key}\``);
    }
    if (!KEBAB.test(host.name)) {
      report(file, `host name ${JSON.stringify(host.name)} must be lower-case words joined by -`);
    }
    if (hosts.some((other) => other.name === host.name)) {
      report(file, `host name ${host.name} is used twice`);
    }
    const containerfile = path.join(context.imagesDir, host.image, 'Containerfile');
    const known = hosts.some((other) => other.image === host.image);
    if (!known && (!KEBAB.test(host.image) || !fs.existsSync(containerfile))) {
      report(file, `image ${JSON.stringify(host.image)} has no ${containerfile}`);
    }
    hosts.push({ name: host.name, image: host.image });
  });
  return hosts;
}

/** lab.md's front matter and intro; what the folder's other files are checked against. */
function readLabFile(labDir: string, context: LabCheckContext, report: Report) {
  const file = path.join(labDir, LAB_FILES.lab);
  if (!fs.existsSync(file)) {
    report(file, 'missing: a lab needs lab.md (front matter and the intro)');
    return undefined;
  }
  const split = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  if (typeof split === 'string') return void report(file, split);
  const { data, body } = split;
  if (!isRecord(data)) return void report(file, 'front matter must be a YAML mapping');
  for (const key of unknownKeys(data, LAB_KEYS)) {
    report(file, `front matter has an unknown field \`${key}\` (allowed: ${LAB_KEYS.join(', ')})`);
  }
  const folder = path.basename(labDir);
  if (typeof data.id !== 'string' || data.id !== folder) {
    report(
      file,
      `front matter id is ${JSON.stringify(data.id)}; expected "${folder}" (the folder)`,
    );
  } else if (!KEBAB.test(data.id)) {
    report(file, 'id must be lower-case words joined by -');
  } else if (context.itemIds.has(data.id)) {
    report(file, `id ${data.id} is already a lesson or quiz id`);
  }
  if (typeof data.title !== 'string' || !data.title.trim()) {
    report(file, 'front matter needs a title');
  }
  if (data.course !== context.courseId) {
    report(
      file,
      `front matter course is ${JSON.stringify(data.course)}; the folder says "${context.courseId}"`,
    );
  }
  const module = context.modules.find((each) => each.id === data.module);
  if (!module) {
    const known = context.modules.map((each) => each.id).join(', ');
    report(
      file,
      `module ${JSON.stringify(data.module)} is not a module of ${context.courseId} (modules: ${known})`,
    );
  }
  const minutes = data.minutes;
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    minutes < LAB_MINUTES.min ||
    minutes > LAB_MINUTES.max
  ) {
    report(file, `minutes must be a whole number from ${LAB_MINUTES.min} to ${LAB_MINUTES.max}`);
  }
  checkMarkdown(file, body, context.md, report);
  const hosts = readHosts(data.environment, context, file, report);
  if (typeof data.id !== 'string' || typeof data.title !== 'string' || !module) return undefined;
  if (typeof minutes !== 'number') return undefined;
  return { id: data.id, title: data.title.trim(), module, minutes, hosts, intro: body, file };
}

/** Where the lab's public facts must agree: the module's `labs` entry in the curriculum. */
function checkCurriculumEntry(
  lab: { id: string; title: string; minutes: number; module: CurriculumModule; file: string },
  context: LabCheckContext,
  report: Report,
): void {
  const entry: CurriculumLab | undefined = (lab.module.labs ?? []).find(
    (each) => each.id === lab.id,
  );
  const where = `src/shared/catalogue/curricula/${context.courseId}.ts`;
  if (!entry) {
    report(
      lab.file,
      `module ${lab.module.id} in ${where} does not list this lab: add { id: '${lab.id}', title, minutes } to its labs`,
    );
    return;
  }
  if (entry.title !== lab.title) {
    report(lab.file, `title is "${lab.title}"; ${where} says "${entry.title}"`);
  }
  if (entry.minutes !== lab.minutes) {
    report(lab.file, `minutes is ${lab.minutes}; ${where} says ${entry.minutes}`);
  }
}

/**
 * One lab folder checked; the lab when it has no problem. `report` receives every problem, so
 * a writer sees them all in one build.
 */
export function readLabFolder(
  labDir: string,
  context: LabCheckContext,
  report: Report,
): SourceLab | undefined {
  let problems = 0;
  const counted: Report = (file, message) => {
    problems += 1;
    report(file, message);
  };
  const allowed = new Set<string>(Object.values(LAB_FILES));
  for (const name of fs.readdirSync(labDir).sort()) {
    if (!allowed.has(name)) {
      counted(path.join(labDir, name), `not part of a lab (${[...allowed].join(', ')})`);
    }
  }
  const lab = readLabFile(labDir, context, counted);
  if (lab) checkCurriculumEntry(lab, context, counted);
  const stepsDir = path.join(labDir, LAB_FILES.steps);
  const steps = readSteps(stepsDir, lab?.hosts ?? [], context.md, counted);
  const finishFile = path.join(labDir, LAB_FILES.finish);
  let finish = '';
  if (fs.existsSync(finishFile)) {
    finish = fs.readFileSync(finishFile, 'utf8');
    checkMarkdown(finishFile, finish, context.md, counted);
  } else {
    counted(finishFile, 'missing: a lab needs finish.md (shown when every step has passed)');
  }
  const setup = readScript(path.join(labDir, LAB_FILES.setup), false, counted);
  readScript(path.join(labDir, LAB_FILES.solve), true, counted);
  checkShortcuts(labDir, steps, counted);
  if (!lab || problems > 0) return undefined;
  return {
    id: lab.id,
    title: lab.title,
    courseId: context.courseId,
    moduleId: lab.module.id,
    minutes: lab.minutes,
    hosts: lab.hosts,
    intro: lab.intro,
    finish,
    setup,
    steps,
  };
}
