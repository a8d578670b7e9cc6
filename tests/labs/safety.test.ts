import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { SandboxHandle } from '../../src/server/labs/lab-driver';
import { containerName } from '../../src/server/labs/local-context';
import { labsUnavailable, localDriver, testSessionId } from './lab-availability';

// What a learner with a root shell in a sandbox must not be able to do. Each test tries it from
// inside, through the same driver the academy uses, and says in its name whether the attempt
// must fail outright or be contained.

const unavailable = await labsUnavailable('safety.test.ts', ['linux', 'ansible']);
const driver = localDriver();
const sessions: string[] = [];

async function sandbox(hosts = [{ name: 'lab', image: 'linux' }], ttlSeconds = 600) {
  const sessionId = testSessionId('safety');
  sessions.push(sessionId);
  return driver.create({ sessionId, userId: 'u-safety', labId: 'safety', hosts, ttlSeconds });
}

/** Runs a script as the learner's own root shell would. */
function run(handle: SandboxHandle, script: string, timeoutMs = 30_000, host = handle.hosts[0]) {
  return driver.exec(handle, host ?? 'lab', script, { timeoutMs, as: 'learner' });
}

/** Runs a script the way the academy runs a step's check. */
function check(handle: SandboxHandle, script: string, timeoutMs = 20_000) {
  return driver.exec(handle, handle.hosts[0] ?? 'lab', script, { timeoutMs });
}

/** A bash snippet that prints OPEN when a TCP connection to host:port succeeds within 3 s. */
function probe(address: string, port: number): string {
  return `timeout 3 bash -c 'exec 3<>/dev/tcp/${address}/${port}' 2>/dev/null && echo OPEN || echo CLOSED`;
}

function listen(host: string): Promise<http.Server> {
  return new Promise((resolve) => {
    const server = http.createServer((_request, response) => response.end('academy'));
    server.listen(0, host, () => resolve(server));
  });
}

function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}

/** The host's own non-loopback IPv4 addresses. */
function hostAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address ?? '')
    .filter(Boolean);
}

describe.skipIf(unavailable)('a sandbox cannot reach the host or other sandboxes', () => {
  let lab: SandboxHandle;
  let neighbour: SandboxHandle;
  let loopbackServer: http.Server;
  let anyServer: http.Server;
  const token = `shikhon-marker-${randomBytes(12).toString('hex')}`;
  const markerDir = path.join(os.tmpdir(), `${token}-dir`);
  const dataDir = loadConfig({}).dataDir;
  const dataMarker = path.join(dataDir, `${token}.txt`);

  beforeAll(async () => {
    mkdirSync(markerDir, { recursive: true });
    writeFileSync(path.join(markerDir, 'secret.txt'), token);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(dataMarker, token);
    loopbackServer = await listen('127.0.0.1');
    anyServer = await listen('0.0.0.0');
    [lab, neighbour] = await Promise.all([sandbox(), sandbox()]);
  });

  afterAll(async () => {
    rmSync(markerDir, { recursive: true, force: true });
    rmSync(dataMarker, { force: true });
    loopbackServer.close();
    anyServer.close();
    await Promise.all(sessions.map((id) => driver.destroy(id)));
  });

  it('fails to read host files: a marker file, DATA_DIR and the host /etc/shadow are not visible', async () => {
    const result = await run(
      lab,
      `cat ${markerDir}/secret.txt ${dataMarker} 2>/dev/null; ` +
        `grep -rlF ${token} / --exclude-dir=proc --exclude-dir=sys 2>/dev/null | head -3; ` +
        'sha256sum /etc/shadow | cut -c1-64',
      60_000,
    );
    expect(result.stdout).not.toContain(token);
    const hostShadow = readFileSync('/etc/shadow');
    const { createHash } = await import('node:crypto');
    expect(result.stdout.trim()).not.toBe(createHash('sha256').update(hostShadow).digest('hex'));
  });

  it('fails to reach the host loopback: PostgreSQL on 127.0.0.1:5432 and an academy server', async () => {
    const result = await run(
      lab,
      [probe('127.0.0.1', 5432), probe('127.0.0.1', portOf(loopbackServer))].join('\n'),
    );
    expect(result.stdout.trim().split('\n')).toEqual(['CLOSED', 'CLOSED']);
  });

  it('fails to reach any other address: the host non-loopback IPs, a bridge gateway, 1.1.1.1', async () => {
    const targets = [...hostAddresses(), '10.89.0.1', '10.213.0.1', '1.1.1.1'];
    const result = await run(
      lab,
      targets.map((address) => probe(address, portOf(anyServer))).join('\n') +
        '\nip -o -4 addr show | grep -v " lo " || echo "no interface but lo"',
    );
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, targets.length)).toEqual(targets.map(() => 'CLOSED'));
    expect(lines.at(-1)).toBe('no interface but lo');
  });

  it('fails to see other sandboxes or host processes', async () => {
    await run(neighbour, 'nohup sleep 4242 >/dev/null 2>&1 &\necho started');
    const result = await run(
      lab,
      'ps -eo comm=,args= ; echo "count=$(ps -e --no-headers | wc -l)"',
    );
    expect(result.stdout).not.toContain('sleep 4242');
    expect(result.stdout).not.toMatch(/\b(node|podman|conmon|postgres)\b/);
    expect(Number(/count=(\d+)/.exec(result.stdout)?.[1])).toBeLessThan(40);
    expect(
      (await run(neighbour, 'pgrep -f "sleep 4242" >/dev/null && echo alive')).stdout,
    ).toContain('alive');
  });

  it('contains a fork bomb: other sandboxes and the host keep answering', async () => {
    const bomb = run(lab, ':(){ :|:& };:\nsleep 8', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const started = Date.now();
    const answer = await run(neighbour, 'echo still-here');
    expect(answer.stdout.trim()).toBe('still-here');
    expect(Date.now() - started).toBeLessThan(10_000);
    const hostStarted = Date.now();
    expect(execFileSync('sh', ['-c', 'echo host-here'], { encoding: 'utf8' })).toBe('host-here\n');
    expect(Date.now() - hostStarted).toBeLessThan(2000);
    // The bomb filled the sandbox's pids cgroup (seen from the host) and no further.
    const cgroup = await driver.podman([
      'container',
      'inspect',
      '--format',
      '{{.State.CgroupPath}}',
      containerName(lab.sessionId, 'lab'),
    ]);
    const pids = path.join('/sys/fs/cgroup/pids', cgroup.stdout.trim());
    expect(readFileSync(path.join(pids, 'pids.max'), 'utf8').trim()).toBe('256');
    expect(Number(readFileSync(path.join(pids, 'pids.current'), 'utf8'))).toBeGreaterThan(200);
    await bomb;
    await driver.destroy(lab.sessionId);
    expect(existsSync(pids)).toBe(false);
    lab = await sandbox();
  });

  it('contains filling memory: only the greedy process is killed, the sandbox keeps running', async () => {
    const greedy = await run(
      lab,
      'python3 -c \'b=[]\nwhile True: b.append(bytearray(32*1024*1024))\'; echo "exit=$?"',
      60_000,
    );
    expect(greedy.stdout, JSON.stringify(greedy)).toContain('exit=137');
    const after = await run(lab, 'systemctl is-system-running; echo alive');
    expect(after.stdout).toContain('alive');
    expect(after.stdout).toMatch(/running|degraded/);
    expect((await run(neighbour, 'echo ok')).stdout.trim()).toBe('ok');
  });

  it('fails to fill the host disk: the kernel stops every write at the sandbox allowance', async () => {
    const tmp = await run(
      lab,
      'dd if=/dev/zero of=/tmp/fill bs=1M count=2048 2>&1 | grep -o "No space left on device"; ' +
        'du -m /tmp/fill | cut -f1; rm -f /tmp/fill',
      60_000,
    );
    const [message, written] = tmp.stdout.trim().split('\n');
    expect(message).toBe('No space left on device');
    expect(Number(written)).toBeLessThanOrEqual(128);
    // The probe's one-liner: 3 GB reserved in milliseconds on the host's disk. Refused now.
    const reserve = await run(lab, 'fallocate -l 3G /var/fill; echo "exit=$?"; ls /var/fill');
    expect(reserve.stderr).toContain('No space left on device');
    expect(reserve.stdout).toContain('exit=1');
    // Writing until it stops: the linux image allows 1024 MiB; nothing past it reaches the disk.
    const fill = await run(
      lab,
      'dd if=/dev/zero of=/var/fill bs=1M count=3000 2>&1 | grep -o "No space left on device"; ' +
        'sync; du -m /var/fill | cut -f1',
      120_000,
    );
    const [full, filled] = fill.stdout.trim().split('\n');
    expect(full, JSON.stringify(fill)).toBe('No space left on device');
    expect(Number(filled)).toBeGreaterThan(900);
    expect(Number(filled)).toBeLessThanOrEqual(1024 + 48);
    const name = containerName(lab.sessionId, 'lab');
    const disk = `/var/lib/shikhon-labs/disks/${name}.img`;
    const hostBytes = Number(
      execFileSync('du', ['-s', '-B1', disk], { encoding: 'utf8' }).split('\t')[0],
    );
    expect(hostBytes).toBeLessThanOrEqual((1024 + 48) * 1024 * 1024);
    // Contained: the sandbox still works, and has its room back once the learner cleans up.
    const after = await run(
      lab,
      'rm -f /var/fill; echo ok > /root/after.txt && cat /root/after.txt',
    );
    expect(after.stdout.trim()).toBe('ok');
    // The disk goes with the sandbox: no file, no mount left.
    await driver.destroy(lab.sessionId);
    expect(existsSync(disk)).toBe(false);
    expect(execFileSync('losetup', ['-a'], { encoding: 'utf8' })).not.toContain(name);
    lab = await sandbox();
  });

  it('fails to outlive its time limit: a sandbox with a 10 s limit is gone after it', async () => {
    const short = await sandbox([{ name: 'lab', image: 'linux' }], 10);
    expect((await run(short, 'echo up')).stdout.trim()).toBe('up');
    await expect
      .poll(async () => (await driver.list()).map((s) => s.sessionId), {
        timeout: 30_000,
        interval: 1000,
      })
      .not.toContain(short.sessionId);
    expect((await run(short, 'echo up', 5000)).exitCode).not.toBe(0);
  });
});

describe.skipIf(unavailable)('a check cannot be faked from inside the sandbox', () => {
  let lab: SandboxHandle;
  const unmet = 'test -e /srv/shikhon-made-by-learner || { echo "HINT: not yet"; exit 1; }';

  beforeAll(async () => {
    lab = await sandbox();
  });

  afterAll(async () => {
    await driver.destroy(lab.sessionId);
  });

  it('fails to pass a check by replacing, wrapping or deleting the tools, the interpreters, the loader or their configuration', async () => {
    const fake = `printf '#!/bin/sh\\nexit 0\\n'`;
    // Each line is one attempt; the ones the sandbox refuses print REFUSED.
    const attempts = [
      // the probe's one line: a fake timeout first on PATH
      `${fake} > /usr/local/bin/timeout; chmod +x /usr/local/bin/timeout`,
      `for t in bash test grep sh env setpriv; do ${fake} > /usr/local/bin/$t; chmod +x /usr/local/bin/$t; done`,
      `${fake} > /usr/local/sbin/timeout; chmod +x /usr/local/sbin/timeout`,
      `cp /usr/bin/true /usr/bin/timeout 2>/dev/null || echo REFUSED-usr-bin`,
      `cp /usr/bin/true /usr/bin/bash 2>/dev/null || echo REFUSED-bash`,
      `rm -f /usr/bin/timeout 2>/dev/null; test -x /usr/bin/timeout && echo REFUSED-delete`,
      `mv /lib64 /lib64.x 2>/dev/null || echo REFUSED-lib64`,
      `rm -rf /bin 2>/dev/null; test -x /bin/sh && echo REFUSED-bin`,
      `echo /root/evil.so > /etc/ld.so.preload 2>/dev/null || echo REFUSED-preload`,
      `rm -f /etc/ld.so.preload 2>/dev/null; test -e /etc/ld.so.preload && echo REFUSED-preload-rm`,
      `cp /dev/null /etc/ld.so.cache 2>/dev/null || echo REFUSED-cache`,
      `ln -sf /usr/bin/true /etc/alternatives/awk 2>/dev/null || echo REFUSED-alternatives`,
      `mkdir -p /usr/local/lib/python3.11/dist-packages 2>/dev/null && echo 'import os; os._exit(0)' > /usr/local/lib/python3.11/dist-packages/sitecustomize.py 2>/dev/null || echo REFUSED-site`,
      `mkdir -p /root/.local/lib/python3.11/site-packages && echo 'import os; os._exit(0)' > /root/.local/lib/python3.11/site-packages/usercustomize.py && echo user-site-written`,
      `echo 'exit 0' >> /root/.bashrc; echo 'exit 0' >> /etc/bash.bashrc; echo 'BASH_ENV=/root/.bashrc' >> /etc/environment`,
      `mount --bind /usr/bin/true /usr/bin/timeout 2>/dev/null || echo REFUSED-mount`,
    ];
    const result = await run(lab, attempts.join('\n'));
    for (const refused of [
      'REFUSED-usr-bin',
      'REFUSED-bash',
      'REFUSED-delete',
      'REFUSED-lib64',
      'REFUSED-bin',
      'REFUSED-preload',
      'REFUSED-preload-rm',
      'REFUSED-cache',
      'REFUSED-alternatives',
      'REFUSED-site',
      'REFUSED-mount',
    ]) {
      expect(result.stdout, refused).toContain(refused);
    }
    expect(result.stdout).toContain('user-site-written');
    // The check still fails, with its hint, and python3 in a check ignores the user site.
    const verdict = await check(lab, `python3 -c 'print("python-ran")'\n${unmet}`);
    expect(verdict.exitCode, JSON.stringify(verdict)).toBe(1);
    expect(verdict.stdout).toContain('python-ran');
    expect(verdict.stdout).toContain('HINT: not yet');
    // The learner's real work still counts: the check sees the sandbox's files.
    await run(lab, 'touch /srv/shikhon-made-by-learner');
    expect((await check(lab, unmet)).exitCode).toBe(0);
    await run(lab, 'rm -f /srv/shikhon-made-by-learner');
  });

  it("fails to trace a running check or write its memory from the learner's processes", async () => {
    const running = check(lab, 'sleep 7.25; echo "HINT: still unmet"; exit 1', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const probe = [
      'import ctypes, sys',
      'pid = int(sys.argv[1])',
      'libc = ctypes.CDLL(None, use_errno=True)',
      'print("attach", libc.ptrace(16, pid, 0, 0), ctypes.get_errno())',
      'try:',
      '    open("/proc/%d/mem" % pid, "r+b")',
      '    print("mem-opened")',
      'except OSError:',
      '    print("mem-refused")',
    ].join('\n');
    const attack = await run(
      lab,
      'pid=$(pgrep -xf "sleep 7.25" | head -1); echo "pid=${pid:-none}"\n' +
        // -s: the attempt above left a usercustomize.py in root's user site
        `python3 -s -c '${probe}' "$pid"`,
    );
    expect(attack.stdout).toMatch(/pid=\d+/);
    expect(attack.stdout).toContain('attach -1 1');
    expect(attack.stdout).toContain('mem-refused');
    expect((await running).exitCode).toBe(1);
  });
});

describe.skipIf(unavailable)(
  'sandbox root is not host root and keeps to its own kernel objects',
  () => {
    let lab: SandboxHandle;
    const token = `shikhon-probe-${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      lab = await sandbox();
    });

    afterAll(async () => {
      await driver.destroy(lab.sessionId);
    });

    it('runs in a user namespace: root inside is an unprivileged uid on the host', async () => {
      const result = await run(lab, 'cat /proc/self/uid_map; systemctl is-system-running');
      const [uidMap, state] = result.stdout.trim().split('\n');
      expect(uidMap?.trim().split(/\s+/)).toEqual(['0', '200000', '65536']);
      expect(state).toMatch(/running|degraded/);
    });

    it("fails to create cgroups in the host's systemd hierarchy; what it makes in its own goes with it", async () => {
      const result = await run(
        lab,
        `mkdir /sys/fs/cgroup/systemd/${token} && echo made; ` +
          `for i in $(seq 50); do mkdir /sys/fs/cgroup/systemd/${token}/c$i; done; echo done`,
      );
      expect(result.stdout).toContain('done');
      expect(existsSync(`/sys/fs/cgroup/systemd/${token}`)).toBe(false);
      const found = () =>
        execFileSync('find', ['/sys/fs/cgroup/systemd', '-maxdepth', '4', '-name', token], {
          encoding: 'utf8',
        }).trim();
      if (result.stdout.includes('made')) expect(found()).toContain(lab.sessionId);
      await driver.destroy(lab.sessionId);
      expect(found()).toBe('');
      lab = await sandbox();
    });

    it('fails to use the kernel keyring (keyctl, add_key, request_key)', async () => {
      const result = await run(
        lab,
        "python3 - <<'PY'\n" +
          'import ctypes\n' +
          'libc = ctypes.CDLL(None, use_errno=True)\n' +
          '# x86_64: add_key 248, request_key 249, keyctl 250; KEYCTL_JOIN_SESSION_KEYRING = 1\n' +
          'print("keyctl", libc.syscall(250, 1, b"' +
          token +
          '"), ctypes.get_errno())\n' +
          'print("add_key", libc.syscall(248, b"user", b"' +
          token +
          '", b"x", 1, -3), ctypes.get_errno())\n' +
          'print("request_key", libc.syscall(249, b"user", b"' +
          token +
          '", None, 0), ctypes.get_errno())\n' +
          'PY',
      );
      expect(result.stdout.trim().split('\n')).toEqual([
        'keyctl -1 38',
        'add_key -1 38',
        'request_key -1 38',
      ]);
      const keys = existsSync('/proc/keys') ? readFileSync('/proc/keys', 'utf8') : '';
      expect(keys).not.toContain(token);
    });
  },
);

describe.skipIf(unavailable)('a multi-machine lab network is closed to the host', () => {
  let lab: SandboxHandle;
  let anyServer: http.Server;
  let loopbackServer: http.Server;

  beforeAll(async () => {
    anyServer = await listen('0.0.0.0');
    loopbackServer = await listen('127.0.0.1');
    lab = await sandbox([
      { name: 'control', image: 'ansible' },
      { name: 'node1', image: 'ansible' },
    ]);
  });

  afterAll(async () => {
    anyServer.close();
    loopbackServer.close();
    await driver.destroy(lab.sessionId);
  });

  it('fails to reach host services through the bridge gateway, the host IPs or the internet, but finds node1', async () => {
    const port = portOf(anyServer);
    const targets = ['"$gateway"', ...hostAddresses(), '127.0.0.1', '1.1.1.1'];
    const result = await run(
      lab,
      'ip=$(hostname -I | cut -d" " -f1); gateway="${ip%.*}.1"; echo "gateway=$gateway"\n' +
        targets.map((target) => probe(target, port)).join('\n') +
        `\n${probe('127.0.0.1', portOf(loopbackServer))}\n${probe('node1', 22)}`,
      60_000,
    );
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^gateway=10\.213\.\d+\.1$/);
    expect(lines.slice(1, 1 + targets.length + 1)).toEqual([
      ...targets.map(() => 'CLOSED'),
      'CLOSED',
    ]);
    expect(lines.at(-1)).toBe('OPEN');
  });

  it('has no DNS server on the lab network: port 53 on the gateway is closed, and hosts still find each other by name', async () => {
    const query = [
      'import socket',
      '# a DNS query for node1 (a lab name: nothing that could be forwarded off the machine)',
      'q = bytes.fromhex("abcd01000001000000000000") + b"\\x05node1\\x00" + bytes.fromhex("00010001")',
      's = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(3)',
      's.sendto(q, (__import__("sys").argv[1], 53))',
      'try:',
      '    s.recv(512); print("udp53-answered")',
      'except OSError:',
      '    print("udp53-silent")',
    ].join('\n');
    const result = await run(
      lab,
      'ip=$(hostname -I | cut -d" " -f1); gateway="${ip%.*}.1"\n' +
        `${probe('"$gateway"', 53)}\n` +
        `python3 -c '${query}' "$gateway"\n` +
        'getent hosts node1 | cut -d" " -f1 | grep -c "^10\\.213\\." ; grep nameserver /etc/resolv.conf | sort -u',
      60_000,
    );
    expect(result.stdout.trim().split('\n')).toEqual([
      'CLOSED',
      'udp53-silent',
      '1',
      'nameserver 127.0.0.1',
    ]);
  });

  it('fails to use IPv6 to reach the host bridge', async () => {
    const result = await run(
      lab,
      'cat /proc/sys/net/ipv6/conf/all/disable_ipv6; ip -6 addr show | grep -c inet6 || true',
    );
    expect(result.stdout.trim().split('\n')).toEqual(['1', '0']);
  });
});

const dockerUnavailable = await labsUnavailable('safety.test.ts (docker)', ['docker']);

describe.skipIf(dockerUnavailable)('a Docker lab sandbox (nested containers)', () => {
  let lab: SandboxHandle;

  beforeAll(async () => {
    lab = await sandbox([{ name: 'lab', image: 'docker' }]);
  });

  afterAll(async () => {
    await driver.destroy(lab.sessionId);
  });

  it('fails to change the host kernel settings although it holds CAP_SYS_ADMIN in its namespace', async () => {
    const hostValue = readFileSync('/proc/sys/kernel/core_pattern', 'utf8');
    const result = await run(
      lab,
      'mount -o remount,bind,rw /proc/sys 2>/dev/null; ' +
        "echo '|/bin/false shikhon' > /proc/sys/kernel/core_pattern 2>/dev/null && echo WROTE || echo REFUSED; " +
        'cat /proc/self/uid_map',
    );
    const [verdict, uidMap] = result.stdout.trim().split('\n');
    expect(verdict).toBe('REFUSED');
    // root inside is an unprivileged uid outside: the user namespace the image demands.
    expect(uidMap?.trim().split(/\s+/)).toEqual(['0', '200000', '65536']);
    expect(readFileSync('/proc/sys/kernel/core_pattern', 'utf8')).toBe(hostValue);
  });

  it('fails to pass a check by mounting over the tools, replacing the docker command or linking a folder elsewhere', async () => {
    const stepCheck =
      'test -f /root/shikhon-work && docker container exists shikhon-made || { echo "HINT: not yet"; exit 1; }';
    expect((await check(lab, stepCheck, 30_000)).exitCode).toBe(1);
    // Root here holds CAP_SYS_ADMIN for the inner engine: each mount works, in the sandbox.
    const tools = ['setpriv', 'timeout', 'bash', 'env', 'podman', 'unshare', 'test'];
    const mounts = tools.map(
      (tool) => `mount --bind /usr/bin/true /usr/bin/${tool} && echo MOUNTED-${tool}`,
    );
    const fakes = await run(
      lab,
      [
        `printf '#!/bin/sh\nexit 0\n' > /usr/local/bin/docker && echo REPLACED-docker`,
        'mount --bind /usr/bin/true /usr/local/bin/docker && echo MOUNTED-docker',
        ...mounts,
      ].join('\n'),
    );
    for (const tool of ['docker', ...tools]) expect(fakes.stdout).toContain(`MOUNTED-${tool}`);
    expect(fakes.stdout).toContain('REPLACED-docker');
    const faked = await check(lab, stepCheck, 30_000);
    expect(faked.exitCode, JSON.stringify(faked)).toBe(1);
    expect(faked.stdout).toContain('HINT: not yet');

    // The learner's real work counts, through the engine's API. (The learner's own exec runs
    // /usr/bin/timeout and bash, now /usr/bin/true: undo the mounts with podman directly.)
    const mounted = [...tools.map((tool) => `/usr/bin/${tool}`), '/usr/local/bin/docker'];
    await driver.podman([
      'exec',
      containerName(lab.sessionId, 'lab'),
      '/usr/bin/umount',
      ...mounted,
    ]);
    const work = await run(
      lab,
      'cp /usr/bin/podman /usr/local/bin/docker && touch /root/shikhon-work && docker run -d --name shikhon-made busybox sleep 300 >/dev/null && echo WORKED',
      60_000,
    );
    expect(work.stdout, JSON.stringify(work)).toContain('WORKED');
    const passed = await check(lab, stepCheck, 30_000);
    expect(passed.exitCode, JSON.stringify(passed)).toBe(0);

    // A folder replaced by a link to / would have led the check to the host's root: refused.
    await run(lab, 'mv /srv /srv.real && ln -s / /srv');
    const linked = await check(lab, 'ls /srv/etc/shadow && echo SAW-HOST', 30_000);
    expect(linked.exitCode).toBe(125);
    expect(linked.stdout).not.toContain('SAW-HOST');
    expect(linked.stderr).toContain('/srv is not a folder on the lab machine.');
    await run(lab, 'rm /srv && mv /srv.real /srv');
  });

  it("runs a check where the learner's processes cannot see it", async () => {
    const [seen] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return run(lab, "pgrep -f 'sleep 4.5' >/dev/null && echo SEEN || echo NOT-SEEN");
      })(),
      check(lab, 'sleep 4.5', 30_000),
    ]);
    expect(seen.stdout.trim()).toBe('NOT-SEEN');
  });

  it('fails to reach the host or the internet from a container inside it', async () => {
    const result = await run(
      lab,
      `docker run --rm busybox sh -c 'wget -q -O- http://1.1.1.1 >/dev/null 2>&1 && echo OPEN || echo CLOSED'`,
      60_000,
    );
    expect(result.stdout.trim().split('\n').at(-1)).toBe('CLOSED');
  });
});
