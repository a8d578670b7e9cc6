import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { SandboxHandle } from '../../src/server/labs/lab-driver';
import { LAB_CHECK_TIMEOUT_SECONDS } from '../../src/shared/schemas/lab-rules';
import { labsUnavailable, localDriver, projectRoot, testSessionId } from './lab-availability';

// Every lab under content/labs/<course>/<lab>, in a real sandbox: a fresh machine (after
// setup.sh) fails every step's check with a HINT, and solve.sh makes every check pass. This is
// what a learner relies on: a step never passes before the work is done, and always passes after.

interface LabStep {
  name: string;
  host: string | undefined;
  /** The step's check time limit in ms (front matter `timeout:`, as the academy runs it). */
  timeoutMs: number;
  verify: string;
}

interface LabFolder {
  id: string;
  dir: string;
  hosts: { name: string; image: string }[];
  steps: LabStep[];
}

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  return (match?.[1] ? parseYaml(match[1]) : {}) as Record<string, unknown>;
}

function findLabs(): LabFolder[] {
  const labsRoot = path.join(projectRoot, 'content/labs');
  const labs: LabFolder[] = [];
  for (const course of readdirSync(labsRoot).sort()) {
    if (course === 'images') continue;
    const courseDir = path.join(labsRoot, course);
    for (const lab of readdirSync(courseDir).sort()) {
      const dir = path.join(courseDir, lab);
      if (!existsSync(path.join(dir, 'lab.md'))) continue;
      const meta = frontMatter(path.join(dir, 'lab.md'));
      const environment = meta.environment as
        { hosts?: { name: string; image: string }[] } | undefined;
      const stepsDir = path.join(dir, 'steps');
      const steps = readdirSync(stepsDir)
        .filter((name) => /^\d\d\.md$/.test(name))
        .sort()
        .map((name) => {
          const step = name.slice(0, 2);
          const { host, timeout } = frontMatter(path.join(stepsDir, name));
          return {
            name: step,
            host: typeof host === 'string' ? host : undefined,
            timeoutMs: (typeof timeout === 'number' ? timeout : LAB_CHECK_TIMEOUT_SECONDS) * 1000,
            verify: readFileSync(path.join(stepsDir, `${step}.verify.sh`), 'utf8'),
          };
        });
      labs.push({ id: String(meta.id ?? lab), dir, hosts: environment?.hosts ?? [], steps });
    }
  }
  return labs;
}

/** Labs of three hosts or more (Ansible's control node and two nodes) load the machine most. */
const isHeavy = (lab: LabFolder) => lab.hosts.length >= 3;

/**
 * The heavy labs spread among the others, so that a window of concurrent tests holds one or two
 * of them rather than four: four Ansible labs at once on a 2-core machine pushed single
 * check-mode playbook runs past their one-minute limit.
 */
function interleave(all: LabFolder[]): LabFolder[] {
  const heavy = all.filter(isHeavy);
  const light = all.filter((lab) => !isHeavy(lab));
  const every = heavy.length > 0 ? Math.max(1, Math.floor(light.length / heavy.length)) : 0;
  const ordered: LabFolder[] = [];
  for (const lab of heavy) ordered.push(lab, ...light.splice(0, every));
  return [...ordered, ...light];
}

/** At most HEAVY_AT_ONCE heavy labs hold sandboxes at the same time; the rest wait their turn. */
const HEAVY_AT_ONCE = 2;
let heavyRunning = 0;
const heavyWaiting: (() => void)[] = [];
async function withHeavySlot<T>(lab: LabFolder, run: () => Promise<T>): Promise<T> {
  if (!isHeavy(lab)) return run();
  if (heavyRunning >= HEAVY_AT_ONCE) await new Promise<void>((go) => heavyWaiting.push(go));
  else heavyRunning += 1;
  try {
    return await run();
  } finally {
    const next = heavyWaiting.shift();
    if (next) next();
    else heavyRunning -= 1;
  }
}

const labs = interleave(findLabs());
const images = [...new Set(labs.flatMap((lab) => lab.hosts.map((host) => host.image)))];
const driverUnusable = await labsUnavailable('lab-content.test.ts', []);
const driver = localDriver();
const missingImages = new Map<string, string>();
for (const key of driverUnusable ? [] : images) {
  await driver.imageSettings(key, true).catch((error: Error) => {
    missingImages.set(key, error.message);
    console.log(`[labs] the labs on the ${key} image are skipped: ${error.message}`);
  });
}
const sessions = new Set<string>();

afterAll(async () => {
  await Promise.all([...sessions].map((id) => driver.destroy(id)));
});

async function checkLab(lab: LabFolder): Promise<string[]> {
  const problems: string[] = [];
  const sessionId = testSessionId(lab.id.slice(0, 24));
  sessions.add(sessionId);
  const first = lab.hosts[0]?.name ?? 'lab';
  let handle: SandboxHandle | undefined;
  try {
    handle = await driver.create({
      sessionId,
      userId: 'u-harness',
      labId: lab.id,
      hosts: lab.hosts,
      ttlSeconds: 900,
    });
    // Checks run as the academy runs them; setup.sh and solve.sh as the learner's shell (as the
    // lab service runs setup.sh).
    const exec = (host: string, script: string, timeoutMs: number, as?: 'learner') =>
      driver.exec(handle as SandboxHandle, host, script, { timeoutMs, as });
    const setup = path.join(lab.dir, 'setup.sh');
    if (existsSync(setup)) {
      const result = await exec(first, readFileSync(setup, 'utf8'), 120_000, 'learner');
      if (result.exitCode !== 0) {
        return [
          `setup.sh exited ${result.exitCode}: ${(result.stderr || result.stdout).slice(-400)}`,
        ];
      }
    }
    for (const step of lab.steps) {
      const result = await exec(step.host ?? first, step.verify, step.timeoutMs);
      if (result.exitCode === 0) problems.push(`step ${step.name} passes on a fresh sandbox`);
      else if (!/^HINT: \S/m.test(result.stdout)) {
        problems.push(
          `step ${step.name} fails fresh without a HINT: line (stdout ${JSON.stringify(result.stdout.slice(0, 200))})`,
        );
      }
      if (result.timedOut) {
        problems.push(`step ${step.name}'s check took over ${step.timeoutMs / 1000} s`);
      }
    }
    const solve = await exec(
      first,
      readFileSync(path.join(lab.dir, 'solve.sh'), 'utf8'),
      300_000,
      'learner',
    );
    if (solve.exitCode !== 0) {
      problems.push(
        `solve.sh exited ${solve.exitCode}: ${(solve.stderr || solve.stdout).slice(-400)}`,
      );
    }
    for (const step of lab.steps) {
      const result = await exec(step.host ?? first, step.verify, step.timeoutMs);
      if (result.exitCode !== 0) {
        problems.push(
          `step ${step.name} fails after solve.sh (exit ${result.exitCode}): ${result.stdout.slice(0, 300)}`,
        );
      }
    }
  } finally {
    await driver.destroy(sessionId);
    sessions.delete(sessionId);
  }
  return problems;
}

describe.skipIf(driverUnusable)(
  'every lab: fresh checks fail with a hint, solve.sh makes them pass',
  () => {
    it('finds the labs in content/labs', () => {
      expect(labs.length).toBeGreaterThan(0);
      for (const lab of labs) expect(lab.hosts.length, lab.id).toBeGreaterThan(0);
    });

    for (const lab of labs) {
      const missing = lab.hosts.map((host) => host.image).find((key) => missingImages.has(key));
      // 4 labs at once (maxConcurrency in vitest.config.ts), at most two of them heavy.
      const labTest = missing ? it.skip : it.concurrent;
      labTest(
        `${path.relative(path.join(projectRoot, 'content/labs'), lab.dir)}`,
        async () => {
          expect(await withHeavySlot(lab, () => checkLab(lab))).toEqual([]);
        },
        // a heavy lab may first wait for another's turn to end
        isHeavy(lab) ? 1_200_000 : 600_000,
      );
    }
  },
);
