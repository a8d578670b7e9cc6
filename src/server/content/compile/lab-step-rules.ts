import fs from 'node:fs';
import path from 'node:path';
import {
  LAB_CHECK_TIMEOUT_MAX_SECONDS,
  LAB_CHECK_TIMEOUT_SECONDS,
} from '../../../shared/schemas/lab-rules';
import { isRecord, splitFrontMatter, unknownKeys } from './front-matter';
import { checkMarkdown, readScript, type Report } from './lab-file-checks';
import type { MarkdownRenderer } from './markdown';

// The rules of a lab's steps/ folder (docs/labs-format.md): NN.md with its NN.verify.sh.

export const LAB_STEPS = { min: 2, max: 6 } as const;
const STEP_KEYS = ['title', 'host', 'timeout'] as const;

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

/** The step numbers in steps/: between the limits, from 01 without gaps, nothing else there. */
function stepNumbers(stepsDir: string, report: Report): number[] {
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
  return numbers;
}

/** One step's Markdown and check script; undefined when its front matter is unusable. */
function readStep(
  stepsDir: string,
  number: number,
  hosts: readonly { name: string }[],
  md: MarkdownRenderer,
  report: Report,
): SourceLabStep | undefined {
  const file = path.join(stepsDir, stepFileName(number, '.md'));
  const verify = readScript(path.join(stepsDir, stepFileName(number, '.verify.sh')), true, report);
  const split = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  if (typeof split === 'string') {
    report(file, split);
    return undefined;
  }
  const { data, body } = split;
  if (!isRecord(data) || typeof data.title !== 'string' || !data.title.trim()) {
    report(file, 'front matter needs a title');
    return undefined;
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
    return undefined;
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
    return undefined;
  }
  checkMarkdown(file, body, md, report);
  return { number, title: data.title.trim(), host, timeoutSeconds: timeout, body, verify };
}

/** The lab's steps (steps/ under its folder), every problem reported. */
export function readSteps(
  stepsDir: string,
  hosts: readonly { name: string }[],
  md: MarkdownRenderer,
  report: Report,
): SourceLabStep[] {
  const steps: SourceLabStep[] = [];
  for (const number of stepNumbers(stepsDir, report)) {
    const step = readStep(stepsDir, number, hosts, md, report);
    if (step) steps.push(step);
  }
  return steps;
}
