import fs from 'node:fs';
import path from 'node:path';
import type { CurriculumLab, CurriculumModule } from '../../../shared/catalogue/types';
import {
  LAB_CHECK_TIMEOUT_MAX_SECONDS,
  LAB_CHECK_TIMEOUT_SECONDS,
} from '../../../shared/schemas/lab-rules';
import { isRecord, splitFrontMatter, unknownKeys } from './front-matter';
import { fenceLanguage, isCodeLanguage, type MarkdownRenderer } from './markdown';

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
} as const;

export const LAB_STEPS = { min: 2, max: 6 } as const;
export const LAB_MINUTES = { min: 5, max: 180 } as const;

const LAB_KEYS = ['id', 'title', 'course', 'module', 'minutes', 'environment'] as const;
const STEP_KEYS = ['title', 'host', 'timeout'] as const;
const HOST_KEYS = ['name', 'image'] as const;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function stepFileName(number: number, suffix: '.md' | '.verify.sh'): string {
  return `${String(number).padStart(2, '0')}${suffix}`;
}

export interface SourceLabStep {
  number: number;
  title: string;
  host: string;
  /** How long its check may run, in seconds (front matter `timeout:`; default 20). */
  timeoutSeconds: number;
  body: string;
  verify: string;
}

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

type Report = (file: string, message: string) => void;

function isExecutable(file: string): boolean {
  return (fs.statSync(file).mode & 0o111) !== 0;
}

/** A script the lab needs: present (when `required`), a file, executable. '' when absent. */
function readScript(file: string, required: boolean, report: Report): string {
  if (!fs.existsSync(file)) {
    if (required) report(file, 'missing: every lab needs this script');
    return '';
  }
  if (!fs.statSync(file).isFile()) {
    report(file, 'must be a file');
    return '';
  }
  if (!isExecutable(file)) report(file, 'is not executable (chmod +x)');
  return fs.readFileSync(file, 'utf8');
}

/** Fences must name a language the renderer knows, as in lessons. */
function checkMarkdown(file: string, text: string, md: MarkdownRenderer, report: Report): void {
  if (!text.trim()) {
    report(file, 'has no text');
    return;
  }
  for (const token of md.parse(text)) {
    if (token.type === 'code_block') {
      report(file, 'indented code block: use a fenced block with a language');
    } else if (token.type === 'fence' && !isCodeLanguage(fenceLanguage(token.info))) {
      const lang = fenceLanguage(token.info) || '(none)';
      report(file, `code fence language ${lang} is not one the site labels (e.g. bash, yaml)`);
    }
  }
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

function readSteps(
  labDir: string,
  hosts: readonly { name: string }[],
  md: MarkdownRenderer,
  report: Report,
): SourceLabStep[] {
  const stepsDir = path.join(labDir, LAB_FILES.steps);
  const names = fs.existsSync(stepsDir) ? fs.readdirSync(stepsDir).sort() : [];
  const numbers = names
    .filter((name) => /^\d{2}\.md$/.test(name))
    .map((name) => Number(name.slice(0, 2)));
  if (numbers.length < LAB_STEPS.min || numbers.length > LAB_STEPS.max) {
    report(
      stepsDir,
      `a lab has ${LAB_STEPS.min} to ${LAB_STEPS.max} steps (01.md, 02.md, …); found ${numbers.length}`,
    );
  }
  const expected = new Set<string>();
  numbers.forEach((number, index) => {
    if (number !== index + 1) {
      report(
        path.join(stepsDir, stepFileName(number, '.md')),
        `steps are numbered from 01 without gaps; expected ${stepFileName(index + 1, '.md')}`,
      );
    }
    expected.add(stepFileName(number, '.md')).add(stepFileName(number, '.verify.sh'));
  });
  for (const name of names.filter((each) => !expected.has(each))) {
    report(path.join(stepsDir, name), 'not a step file (NN.md with its NN.verify.sh)');
  }
  const steps: SourceLabStep[] = [];
  for (const number of numbers) {
    const file = path.join(stepsDir, stepFileName(number, '.md'));
    const verify = readScript(
      path.join(stepsDir, stepFileName(number, '.verify.sh')),
      true,
      report,
    );
    const split = splitFrontMatter(fs.readFileSync(file, 'utf8'));
    if (typeof split === 'string') {
      report(file, split);
      continue;
    }
    const { data, body } = split;
    if (!isRecord(data) || typeof data.title !== 'string' || !data.title.trim()) {
      report(file, 'front matter needs a title');
      continue;
    }
    for (const key of unknownKeys(data, STEP_KEYS)) {
      report(file, `front matter has an unknown field \`${key}\` (allowed: title, host, timeout)`);
    }
    const host = data.host ?? hosts[0]?.name;
    if (typeof host !== 'string' || !hosts.some((each) => each.name === host)) {
      report(
        file,
        `host ${JSON.stringify(data.host)} is not a host of this lab (${hosts.map((each) => each.name).join(', ')})`,
      );
      continue;
    }
    const timeout = data.timeout ?? LAB_CHECK_TIMEOUT_SECONDS;
    if (
      typeof timeout !== 'number' ||
      !Number.isInteger(timeout) ||
      timeout < LAB_CHECK_TIMEOUT_SECONDS ||
      timeout > LAB_CHECK_TIMEOUT_MAX_SECONDS
    ) {
      report(
        file,
        `timeout must be a whole number of seconds from ${LAB_CHECK_TIMEOUT_SECONDS} to ${LAB_CHECK_TIMEOUT_MAX_SECONDS}`,
      );
      continue;
    }
    checkMarkdown(file, body, md, report);
    steps.push({ number, title: data.title.trim(), host, timeoutSeconds: timeout, body, verify });
  }
  return steps;
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
  const steps = readSteps(labDir, lab?.hosts ?? [], context.md, counted);
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
