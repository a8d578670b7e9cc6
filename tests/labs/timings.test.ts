import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src/server/labs/lab-driver';
import { containerName } from '../../src/server/labs/local-context';
import { labsUnavailable, localDriver, testSessionId } from './lab-availability';

// How long a learner waits: a linux sandbox from create to ready, and a step check (exec). The
// figures are printed for docs/decisions/017-lab-sandboxes.md; the check's p95 must stay ≤ 1 s.

const unavailable = await labsUnavailable('timings.test.ts', ['linux']);
const driver = localDriver();
const sessions: string[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function pssKiB(pid: string): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

afterAll(async () => {
  await Promise.all(sessions.map((id) => driver.destroy(id)));
});

describe.skipIf(unavailable)('lab sandbox timings', () => {
  const handles: SandboxHandle[] = [];

  it('creates linux sandboxes ready for commands', async () => {
    const times: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const sessionId = testSessionId('timing');
      sessions.push(sessionId);
      const started = performance.now();
      handles.push(
        await driver.create({
          sessionId,
          userId: 'u-timing',
          labId: 'timing',
          hosts: [{ name: 'lab', image: 'linux' }],
          ttlSeconds: 600,
        }),
      );
      times.push(performance.now() - started);
    }
    console.log(
      `[labs] create→ready ms: p50 ${percentile(times, 50).toFixed(0)}, p95 ${percentile(times, 95).toFixed(0)} (${times.map((t) => t.toFixed(0)).join(' ')})`,
    );
    expect(percentile(times, 50)).toBeLessThan(10_000);
  });

  it('runs a step check in well under a second (p95 ≤ 1 s)', async () => {
    const handle = handles[0] as SandboxHandle;
    const times: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const started = performance.now();
      const result = await driver.exec(handle, 'lab', 'test -d /srv || echo "HINT: no /srv"', {
        timeoutMs: 20_000,
      });
      times.push(performance.now() - started);
      expect(result.timedOut).toBe(false);
    }
    console.log(
      `[labs] exec ms: p50 ${percentile(times, 50).toFixed(0)}, p95 ${percentile(times, 95).toFixed(0)}`,
    );
    expect(percentile(times, 95)).toBeLessThanOrEqual(1000);
  });

  it('measures what an open terminal costs the host (PSS of its podman client)', async () => {
    const handle = handles[0] as SandboxHandle;
    const terminal = await driver.terminal(handle, 'lab', { cols: 80, rows: 24 });
    const ready = new Promise<void>((resolve) => {
      let seen = '';
      terminal.onData((data) => {
        seen += data;
        if (seen.includes('READY-42')) resolve();
      });
    });
    terminal.write('echo READY-$((40+2))\r');
    await ready;
    const name = containerName(handle.sessionId, 'lab');
    const clients = execFileSync('pgrep', ['-f', `podman exec -it .*${name}`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const kib = clients.reduce((sum, pid) => sum + pssKiB(pid), 0);
    console.log(
      `[labs] an open terminal: ${(kib / 1024).toFixed(1)} MiB PSS on the host (podman client)`,
    );
    expect(clients.length).toBeGreaterThan(0);
    terminal.close();
  });

  it('measures idle memory per sandbox (PSS of conmon and the container)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const totals: number[] = [];
    for (const handle of handles) {
      const inspect = await driver.podman([
        'container',
        'inspect',
        '--format',
        '{{.State.CgroupPath}} {{.State.ConmonPid}}',
        containerName(handle.sessionId, 'lab'),
      ]);
      const [cgroup = '', conmon = ''] = inspect.stdout.trim().split(' ');
      const procs = readFileSync(path.join('/sys/fs/cgroup/pids', cgroup, 'cgroup.procs'), 'utf8')
        .split('\n')
        .filter(Boolean);
      totals.push([conmon, ...procs].reduce((sum, pid) => sum + pssKiB(pid), 0));
    }
    console.log(
      `[labs] idle PSS per linux sandbox MiB: p50 ${(percentile(totals, 50) / 1024).toFixed(1)}, max ${(Math.max(...totals) / 1024).toFixed(1)}`,
    );
    expect(percentile(totals, 50)).toBeGreaterThan(0);
  });
});
