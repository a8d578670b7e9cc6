import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type SandboxHandle,
  type SandboxTerminal,
  TERMINAL_GATE,
} from '../../src/server/labs/lab-driver';
import { containerName } from '../../src/server/labs/local-context';
import { SandboxLimitError } from '../../src/server/labs/sandbox-limits';
import {
  labsUnavailable,
  localDriver,
  projectRoot,
  TEST_OWNER,
  testSessionId,
} from './lab-availability';

const unavailable = await labsUnavailable('local-driver.test.ts', ['linux', 'ansible']);
const driver = localDriver();
const sessions: string[] = [];

function spec(hosts: { name: string; image: string }[], ttlSeconds = 600) {
  const sessionId = testSessionId('driver');
  sessions.push(sessionId);
  return { sessionId, userId: 'u-test', labId: 'driver-test', hosts, ttlSeconds };
}

/** Collects terminal output until `pattern` shows up (or fails after `ms`). */
function waitForOutput(terminal: SandboxTerminal, pattern: RegExp, ms = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in terminal output: ${JSON.stringify(seen)}`)),
      ms,
    );
    terminal.onData((data) => {
      seen += data;
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

afterAll(async () => {
  await Promise.all(sessions.map((id) => driver.destroy(id)));
});

describe.skipIf(unavailable)('LocalDriver with podman', () => {
  let single: SandboxHandle;

  it('starts a linux sandbox that is ready for commands, named as the lab says', async () => {
    const started = Date.now();
    single = await driver.create(spec([{ name: 'lab', image: 'linux' }]));
    expect(single.hosts).toEqual(['lab']);
    expect(Date.parse(single.expiresAt) - started).toBeGreaterThan(590_000);
    const result = await driver.exec(
      single,
      'lab',
      'hostname\nid -u\nsystemctl is-system-running',
      { timeoutMs: 10_000 },
    );
    expect(result).toMatchObject({ exitCode: 0, timedOut: false });
    expect(result.stdout.split('\n').slice(0, 2)).toEqual(['lab', '0']);
    expect(result.stdout).toMatch(/running|degraded/);
  });

  it("holds a ready sandbox to its image's share of the CPU (half a core for linux)", async () => {
    const parent = path.join(
      '/sys/fs/cgroup/cpuacct/shikhon-labs',
      containerName(single.sessionId, 'lab'),
    );
    const usage = () => Number(readFileSync(path.join(parent, 'cpuacct.usage'), 'utf8'));
    /** Cores used by two busy loops (one per core of this machine) run for two seconds. */
    const busyCores = async (as: 'learner' | undefined) => {
      const before = usage();
      const started = Date.now();
      await driver.exec(
        single,
        'lab',
        "for i in 1 2; do timeout 2 sh -c 'while :; do :; done' & done; wait",
        { timeoutMs: 10_000, ...(as ? { as } : {}) },
      );
      return (usage() - before) / 1e9 / ((Date.now() - started) / 1000);
    };
    expect(await busyCores('learner')).toBeLessThan(0.5 * 1.2);
    // A check is the academy's work: it gets two cores while it runs, then the share again.
    expect(await busyCores(undefined)).toBeGreaterThan(0.5 * 1.2);
    const quota = path.join(
      '/sys/fs/cgroup/cpu/shikhon-labs',
      containerName(single.sessionId, 'lab'),
      'cpu.cfs_quota_us',
    );
    expect(readFileSync(quota, 'utf8').trim()).toBe('50000');
  });

  it('reports a failing script with its exit code and output, without throwing', async () => {
    const result = await driver.exec(
      single,
      'lab',
      'echo "HINT: not yet" >&1\necho oops >&2\nexit 3',
      {
        timeoutMs: 10_000,
      },
    );
    expect(result).toEqual({
      exitCode: 3,
      stdout: 'HINT: not yet\n',
      stderr: 'oops\n',
      timedOut: false,
    });
  });

  it('kills a script at its time limit, inside the sandbox too, and says it timed out', async () => {
    const started = Date.now();
    const result = await driver.exec(single, 'lab', 'sleep 77 & sleep 78; echo never', {
      timeoutMs: 1500,
    });
    expect(result).toMatchObject({ exitCode: 124, timedOut: true });
    expect(result.stdout).not.toContain('never');
    expect(Date.now() - started).toBeLessThan(8000);
    const left = await driver.exec(single, 'lab', 'pgrep -f "sleep 7[78]" || echo none', {
      timeoutMs: 10_000,
    });
    expect(left.stdout.trim()).toBe('none');
  });

  it("prepares the learner's exec ahead: it waits, then runs a script with its time limit counted from then", async () => {
    const prepared = driver.prepareExec(single, 'lab', { timeoutMs: 1500, as: 'learner' });
    const cancelled = driver.prepareExec(single, 'lab', { timeoutMs: 10_000, as: 'learner' });
    // Started and waiting, longer than its time limit, without running anything.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const waiting = await driver.exec(single, 'lab', 'pgrep -fc "read -r _" || true', {
      timeoutMs: 10_000,
    });
    expect(Number(waiting.stdout.trim())).toBeGreaterThanOrEqual(2);
    const result = await prepared.run('echo "HINT: from setup"; echo oops >&2; exit 4');
    expect(result).toEqual({
      exitCode: 4,
      stdout: 'HINT: from setup\n',
      stderr: 'oops\n',
      timedOut: false,
    });
    await expect(prepared.run('true')).rejects.toThrow('runs once');
    cancelled.cancel();
    const again = driver.prepareExec(single, 'lab', { timeoutMs: 1500, as: 'learner' });
    const slow = await again.run('sleep 30; echo never');
    expect(slow).toMatchObject({ exitCode: 124, timedOut: true, stdout: '' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const left = await driver.exec(single, 'lab', 'pgrep -fc "read -r _|sleep 30" || true', {
      timeoutMs: 10_000,
    });
    expect(left.stdout.trim()).toBe('0');
  });

  it('opens a gated terminal whose shell starts, with what ~/.bashrc says by then, only after its gate line', async () => {
    const terminal = await driver.terminal(single, 'lab', { cols: 80, rows: 24 }, { gated: true });
    let seen = '';
    terminal.onData((data) => (seen += data));
    // As setup.sh would, after the terminal's process started.
    await driver.exec(single, 'lab', "echo 'export GATE_TEST=from-setup' >> /root/.bashrc", {
      timeoutMs: 10_000,
      as: 'learner',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).not.toMatch(/[#$] $/m);
    const answer = waitForOutput(terminal, /value=from-setup/);
    terminal.write(TERMINAL_GATE);
    terminal.write('echo "value=$GATE_TEST"\r');
    await answer;
    terminal.close();
    await driver.exec(single, 'lab', "sed -i '/GATE_TEST/d' /root/.bashrc", {
      timeoutMs: 10_000,
      as: 'learner',
    });
  });

  it('opens a root terminal that echoes, resizes, and whose shell ends when it is closed, without another process', async () => {
    const terminal = await driver.terminal(single, 'lab', { cols: 80, rows: 24 });
    const greeting = waitForOutput(terminal, /42/);
    terminal.write('echo $((6*7)); echo "uid=$(id -u) pwd=$PWD term=$TERM"\r');
    await greeting;
    const whoami = waitForOutput(terminal, /uid=0 pwd=\/root term=xterm-256color/);
    terminal.write('echo "uid=$(id -u) pwd=$PWD term=$TERM"\r');
    await whoami;
    terminal.resize({ cols: 132, rows: 43 });
    const size = waitForOutput(terminal, /43 132/);
    terminal.write('stty size\r');
    await size;
    const marker = waitForOutput(terminal, /MARK-READY/);
    terminal.write('sleep 9191 & echo MARK-READY\r');
    await marker;
    // Closing runs nothing (it used to run `podman exec … pkill`, a process per closed shell).
    const podmanRuns = vi.spyOn(driver, 'podman');
    terminal.close();
    expect(podmanRuns).not.toHaveBeenCalled();
    podmanRuns.mockRestore();
    await expect
      .poll(
        async () =>
          (
            await driver.exec(single, 'lab', 'pgrep -f "sleep 9191" || echo gone', {
              timeoutMs: 10_000,
            })
          ).stdout,
        { timeout: 10_000 },
      )
      .toContain('gone');
  });

  it('lists the sandbox with its times, and destroy removes it (twice is fine)', async () => {
    const listed = await driver.list();
    expect(listed).toContainEqual(
      expect.objectContaining({ sessionId: single.sessionId, expiresAt: single.expiresAt }),
    );
    const terminal = await driver.terminal(single, 'lab', { cols: 80, rows: 24 });
    const ended = new Promise<number>((resolve) => terminal.onExit(resolve));
    await driver.destroy(single.sessionId);
    await driver.destroy(single.sessionId);
    await ended;
    expect((await driver.list()).map((s) => s.sessionId)).not.toContain(single.sessionId);
    const after = await driver.exec(single, 'lab', 'true', { timeoutMs: 5000 });
    expect(after.exitCode).not.toBe(0);
  });

  it('joins the hosts of a multi-machine lab on a network where they find each other by name', async () => {
    const handle = await driver.create(
      spec([
        { name: 'control', image: 'ansible' },
        { name: 'node1', image: 'ansible' },
      ]),
    );
    const result = await driver.exec(
      handle,
      'control',
      'getent hosts node1 >/dev/null && echo resolved\n' +
        'timeout 5 bash -c "exec 3<>/dev/tcp/node1/22 && head -c 4 <&3"\n',
      { timeoutMs: 20_000 },
    );
    expect(result.stdout).toContain('resolved');
    expect(result.stdout).toContain('SSH-');
    await driver.destroy(handle.sessionId);
    expect((await driver.list()).map((s) => s.sessionId)).not.toContain(handle.sessionId);
  });

  it("lists only its owner's sandboxes, and another owner's once they are past their expiry", async () => {
    const other = localDriver({ owner: `${TEST_OWNER}-other` });
    const live = await other.create(spec([{ name: 'lab', image: 'linux' }]));
    // Long enough to boot on a loaded machine (a sandbox that expires before it is ready fails).
    const dying = await other.create(spec([{ name: 'lab', image: 'linux' }], 10));
    const dyingMade = Date.now();
    const ours = (await driver.list()).map((s) => s.sessionId);
    expect(ours).not.toContain(live.sessionId);
    expect((await other.list()).map((s) => s.sessionId)).toContain(live.sessionId);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, dyingMade + 10_500 - Date.now())),
    );
    // conmon may already have removed it (--timeout); if not, our sweep may judge it now
    const later = (await driver.listAll()).some((s) => s.sessionId === dying.sessionId);
    if (later) expect((await driver.list()).map((s) => s.sessionId)).toContain(dying.sessionId);
    await other.destroy(live.sessionId);
    await other.destroy(dying.sessionId);
  });

  it("refuses a sandbox beyond LAB_MAX_SANDBOXES with a sentence for the learner, counting only its own deployment's", async () => {
    const owner = `${TEST_OWNER}-cap-${Date.now().toString(36)}`;
    const tight = localDriver({ maxSandboxes: 1, owner });
    const first = await tight.create(spec([{ name: 'lab', image: 'linux' }]));
    await expect(tight.create(spec([{ name: 'lab', image: 'linux' }]))).rejects.toThrow(
      SandboxLimitError,
    );
    // Another deployment on the same machine (another owner label) has its own cap of one.
    const neighbour = localDriver({ maxSandboxes: 1, owner: `${owner}-b` });
    const theirs = await neighbour.create(spec([{ name: 'lab', image: 'linux' }]));
    expect(theirs.hosts).toEqual(['lab']);
    await neighbour.destroy(theirs.sessionId);
    await tight.destroy(first.sessionId);
  });
});

describe('LocalDriver.unavailableReason', () => {
  it('names podman when it is not installed', async () => {
    const missing = localDriver({ podman: '/nonexistent/podman' });
    const reason = await missing.unavailableReason();
    if (process.getuid?.() !== 0) {
      expect(reason).toMatch(/needs root/);
    } else {
      expect(reason).toBe('Labs are unavailable on this server: podman is not installed.');
    }
  });

  const noGvisor = !existsSync('/usr/bin/runsc');
  if (!unavailable && noGvisor) {
    console.log('local-driver.test: the gVisor test is skipped: /usr/bin/runsc is not installed.');
  }
  it.skipIf(unavailable || noGvisor)(
    'says that gVisor cannot boot the systemd images',
    async () => {
      expect(await localDriver({ runtime: 'runsc' }).unavailableReason()).toMatch(
        /^Labs are unavailable on this server: gVisor \(LAB_RUNTIME=runsc\) cannot boot the systemd image (ansible|linux); use LAB_RUNTIME=runc\.$/,
      );
    },
  );

  it.skipIf(unavailable)('names a lab image that is not built, and how to build it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'shikhon-images-'));
    try {
      mkdirSync(path.join(root, 'content/labs/images/linux'), { recursive: true });
      mkdirSync(path.join(root, 'content/labs/images/nonesuch'), { recursive: true });
      copyFileSync(
        path.join(projectRoot, 'content/labs/images/containers.conf'),
        path.join(root, 'content/labs/images/containers.conf'),
      );
      const reason = await localDriver({ projectRoot: root }).unavailableReason();
      expect(reason).toBe(
        'Labs are unavailable on this server: the lab image localhost/shikhon-lab-nonesuch:latest is not built (node scripts/ensure-lab-tools.mjs builds it).',
      );
      rmSync(path.join(root, 'content/labs/images/nonesuch'), { recursive: true });
      expect(await localDriver({ projectRoot: root }).unavailableReason()).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
