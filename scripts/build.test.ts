import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSteps, runBuild, type BuildStep } from './build.mjs';

/**
 * `npm start` printed some 190-250 lines of Vite's file tables before the one line that says
 * where the academy listens. Its build is quiet now; `npm run build` still shows everything.
 */

const scripts = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** A build step that prints `lines` lines, then exits with `code` (and touches `marker`). */
function fakeStep(label: string, lines: number, code = 0, marker?: string): BuildStep {
  const touch = marker ? `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '');` : '';
  return {
    label,
    command: process.execPath,
    args: [
      '-e',
      `${touch} for (let i = 1; i <= ${lines}; i++) console.log('dist/assets/chunk-' + i + '.js  0.4 kB'); process.exit(${code});`,
    ],
  };
}

describe('the build npm start runs', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is the quiet build, and npm run build the verbose one', () => {
    expect(scripts.start).toBe('node scripts/build.mjs && npm run --silent serve');
    expect(scripts.serve).toMatch(/^node .*dist\/server\/main\.js$/);
    expect(scripts.staff).toContain('node scripts/build.mjs >&2');
    expect(scripts.build).toBe('node scripts/build.mjs --verbose');
  });

  it('asks Vite for warnings and errors only, unless verbose', () => {
    const quiet = buildSteps({ verbose: false });
    expect(quiet.map((step) => step.label)).toEqual([
      'browser bundle',
      'browser bundle (Bangla)',
      'server bundle',
      'prerender bundle (Bangla)',
      'course content',
      'prerendered pages',
      'prerendered pages (Bangla)',
    ]);
    for (const step of quiet.slice(0, 4)) {
      expect(step.args).toEqual(expect.arrayContaining(['build', '--logLevel', 'warn']));
    }
    for (const step of buildSteps({ verbose: true })) {
      expect(step.args).not.toContain('--logLevel');
    }
  });

  it('prints one line for a build whose steps print hundreds', async () => {
    const written: string[] = [];
    const code = await runBuild([fakeStep('one', 150), fakeStep('two', 100)], {
      verbose: false,
      write: (text) => void written.push(text),
    });
    expect(code).toBe(0);
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Built in \d+ s \(npm run build prints every step's detail\)\.$/);
  });

  it('shows all a failing step said, names it, and runs no later step', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-build-'));
    const marker = path.join(dir, 'later-step-ran');
    const written: string[] = [];
    const code = await runBuild(
      [fakeStep('browser bundle', 3, 2), fakeStep('server bundle', 1, 0, marker)],
      { verbose: false, write: (text) => void written.push(text) },
    );
    expect(code).toBe(2);
    const output = written.join('');
    expect(output).toContain('dist/assets/chunk-3.js');
    expect(output).toContain('Build step "browser bundle" failed (exit code 2).');
    expect(output).not.toContain('Built in');
    expect(fs.existsSync(marker)).toBe(false);
  });
});
