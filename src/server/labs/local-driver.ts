import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn as spawnPty } from 'node-pty';
import { childEnvironment } from '../config';
import type {
  ExecOptions,
  ExecResult,
  PreparedExec,
  LabDriver,
  SandboxHandle,
  SandboxSpec,
  SandboxSummary,
  SandboxTerminal,
  TerminalOptions,
  TerminalSize,
} from './lab-driver';
import { GATED_SHELL, WARM_USER } from './lab-driver';
import { imageReference, type ImageSettings, settingsFromLabels } from './lab-images';
import { ensureLabFirewall, labHostAddress, labSubnet } from './local-firewall';
import { NESTED_CHECK_ENV, nestedCheckCommand, type NestedCheckTarget } from './nested-check';
import { type CommandResult, runCommand } from './podman-cli';

/**
 * The local sandbox driver: rootful podman with runc (or gVisor's runsc) on this machine. Each
 * host of a lab is one container with a throwaway copy-on-write root, its own PID, mount, UTS,
 * IPC and network namespaces, no network (or, for multi-machine labs, an internal network with
 * no route out and firewalled from the host), a small capability set, no-new-privileges,
 * memory/CPU/pids limits and a hard time limit enforced by conmon. See
 * docs/decisions/017-lab-sandboxes.md for what each flag does and what this does not protect.
 */

export interface LocalDriverOptions {
  /** The project folder (holds content/labs/images/). */
  projectRoot: string;
  runtime?: 'runc' | 'runsc';
  maxSandboxes?: number;
  /** The podman program (tests may point it elsewhere). */
  podman?: string;
  /**
   * Which academy instance this is (e.g. a hash of its DATA_DIR or database): `list()`, and so
   * the sweep, only reports this owner's sandboxes, plus anyone's that are past their expiry.
   * Several servers and test runs share one machine's podman; without an owner each one's
   * sweep removed the others' sandboxes as "sessions I do not know". Default: `default`.
   */
  owner?: string;
}

/** Thrown by `create` when LAB_MAX_SANDBOXES sandboxes are already running. */
export class SandboxLimitError extends Error {
  override name = 'SandboxLimitError';
}

const NAME_PREFIX = 'shikhon-lab-';
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const HOST_NAME = /^[a-z][a-z0-9-]{0,30}$/;
const READY_TIMEOUT_MS = 60_000;
const RUNSC = '/usr/bin/runsc';
const UNAVAILABLE = 'Labs are unavailable on this server:';

/**
 * The PATH of checks and setup.sh: the academy's own check tools first, then the read-only
 * system directories; never /usr/local, which the learner writes (decision 025).
 */
export const CHECK_PATH = '/usr/lib/shikhon/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/**
 * The environment of a check, on top of the image's: nothing that makes an interpreter load
 * code from a place the learner writes (user site-packages, system git config).
 */
export const CHECK_ENV = [
  `PATH=${CHECK_PATH}`,
  'HOME=/root',
  'LANG=C.UTF-8',
  'PYTHONNOUSERSITE=1',
  'GIT_CONFIG_NOSYSTEM=1',
];
/**
 * The root's symlinks into /usr (merged /usr): the images make them directories, and every
 * sandbox gets the pristine /usr/<x> bound there read-only, so the learner can neither replace
 * `/lib64` (the ELF interpreter every program names) nor `/bin/sh` (every shebang).
 */
export const ROOT_LINKS = ['bin', 'sbin', 'lib', 'lib64'];
/**
 * Files and folders under /etc that decide which code a program loads before it reads any
 * state: the loader's preload list and cache, the alternatives links, perl's and python's
 * site configuration, PAM's modules, OpenSSL's engines. Bound read-only from the image (the
 * Kubernetes driver binds the same list; a file added here must join its ETC_FILES too).
 */
export const PROTECTED_ETC = [
  'etc/ld.so.cache',
  'etc/alternatives',
  'etc/perl',
  'etc/python3',
  'etc/python3.11',
  'etc/pam.d',
  'etc/ssl/openssl.cnf',
];
/** Writable folders inside the read-only /usr: where lab texts put the learner's own scripts. */
export const USR_LOCAL_WRITABLE = ['/usr/local/bin', '/usr/local/sbin'];
/** Where each sandbox's cgroups live in every v1 hierarchy (removed with the sandbox). */
const CGROUP_PARENT = 'shikhon-labs';
const CGROUP_ROOT = '/sys/fs/cgroup';
const SYSTEMD_CGROUP = `${CGROUP_ROOT}/systemd`;
/**
 * A sandbox may use this many cores while it boots, and its image's `cpus` once it is ready:
 * under half a core, systemd's boot took 2.0 s here, under two 0.7 s. Nobody has a shell in it
 * before it is ready (setup.sh and the terminal come after).
 */
const BOOT_CPUS = 2;
/**
 * cpu.shares of a background sandbox (SandboxSpec.background) while it boots, against the
 * kernel's default 1024 for every other sandbox: it takes only CPU the others leave idle. Its
 * host-side tools (podman create, mkfs) run at this niceness for the same reason.
 */
const BACKGROUND_SHARES = 2;
const DEFAULT_SHARES = 1024;
const BACKGROUND_NICE = '10';
const CPU_QUOTA = `${CGROUP_ROOT}/cpu/cpu.cfs_quota_us`;
/** Keyring system calls: sandbox root would otherwise share (and persist) keyrings across sandboxes and with the host. */
const DENIED_SYSCALLS = new Set(['keyctl', 'add_key', 'request_key']);
const DEFAULT_SECCOMP = '/usr/share/containers/seccomp.json';
/**
 * Each sandbox's disk: a sparse file holding an ext4 filesystem of its image's diskMiB, mounted
 * as the container's storage folder (its overlay upper and work dirs), so the kernel refuses a
 * write past the allowance (decision 025). podman rm unmounts it; the file is removed with the
 * sandbox. Root-only (0700).
 */
const DISK_ROOT = '/var/lib/shikhon-labs/disks';
/** ext4's own structures (journal, inode tables) on top of the allowance the learner can fill. */
const DISK_OVERHEAD_MIB = 48;

export function containerName(sessionId: string, host: string): string {
  return `${NAME_PREFIX}${sessionId}-${host}`;
}

export function networkName(sessionId: string): string {
  return `${NAME_PREFIX}${sessionId}`;
}

interface PsEntry {
  Names?: string[];
  Labels?: Record<string, string> | null;
  State?: string;
}

interface NetworkEntry {
  name?: string;
  labels?: Record<string, string> | null;
  subnets?: { subnet?: string }[] | null;
}

export class LocalDriver implements LabDriver {
  readonly name = 'local' as const;
  private readonly projectRoot: string;
  private readonly runtime: 'runc' | 'runsc';
  private readonly maxSandboxes: number;
  private readonly podmanProgram: string;
  readonly owner: string;
  private readonly env: Record<string, string | undefined>;
  /**
   * podman's working directory: conmon writes a file named `oom` into it when a sandbox's
   * process is OOM-killed during an exec, which would litter the server's own folder.
   */
  private readonly workDir = path.join(os.tmpdir(), 'shikhon-labs');
  private readonly settingsCache = new Map<string, Promise<ImageSettings>>();
  private readonly pristineCache = new Map<string, Promise<string>>();
  /** Each running host's image settings (a check must not cost an inspect); bounded by the cap. */
  private readonly hostSettings = new Map<string, ImageSettings>();
  /** Checks running on each host (withCheckCpu): its CPU share goes back when none is left. */
  private readonly checksRunning = new Map<string, number>();
  /** Each running nested host's pid and root on the host (nestedCheck); bounded by the cap. */
  private readonly nestedTargets = new Map<string, NestedCheckTarget>();
  private seccompProfile: string | undefined;
  /** Network creation is serialised so that two sessions never race for one subnet. */
  private networkQueue: Promise<unknown> = Promise.resolve();

  constructor(options: LocalDriverOptions) {
    this.projectRoot = options.projectRoot;
    this.runtime = options.runtime ?? 'runc';
    this.maxSandboxes = options.maxSandboxes ?? 40;
    this.podmanProgram = options.podman ?? 'podman';
    this.owner = options.owner ?? 'default';
    this.env = childEnvironment({
      CONTAINERS_CONF: path.join(this.projectRoot, 'content/labs/images/containers.conf'),
    });
  }

  /** Runs podman (`nice`: at BACKGROUND_NICE); resolves with its result whatever the exit code. */
  podman(
    args: string[],
    options: { input?: string | Promise<string>; timeoutMs?: number; nice?: boolean } = {},
  ) {
    mkdirSync(this.workDir, { recursive: true });
    const { nice, ...rest } = options;
    const [program, all] = maybeNiced(nice === true, this.podmanProgram, args);
    return runCommand(program, all, {
      ...rest,
      env: this.env,
      cwd: this.workDir,
      timeoutMs: options.timeoutMs ?? 120_000,
    });
  }

  private async podmanOk(args: string[], what: string, nice = false): Promise<CommandResult> {
    const result = await this.podman(args, { nice });
    if (result.exitCode !== 0) {
      const detail = result.stderr.trim().split('\n').pop() ?? '';
      throw new Error(`${what} failed (podman exit ${result.exitCode}): ${detail}`);
    }
    return result;
  }

  /** Image keys with a folder under content/labs/images. */
  imageKeys(): string[] {
    const dir = path.join(this.projectRoot, 'content/labs/images');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  }

  async unavailableReason(): Promise<string | null> {
    const host = await this.hostUnavailableReason();
    if (host) return host;
    for (const key of this.imageKeys()) {
      try {
        const settings = await this.imageSettings(key, true);
        if (this.runtime === 'runsc' && settings.init === 'systemd') {
          // Measured: under Debian's runsc 20221219 /sbin/init exits at once (plain images run).
          return `${UNAVAILABLE} gVisor (LAB_RUNTIME=runsc) cannot boot the systemd image ${key}; use LAB_RUNTIME=runc.`;
        }
      } catch (error) {
        const message = (error as Error).message;
        return `${UNAVAILABLE} ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
      }
    }
    return null;
  }

  /** Why this machine cannot run sandboxes at all (root, podman, the runtime), or null. */
  async hostUnavailableReason(): Promise<string | null> {
    if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
      return `${UNAVAILABLE} the local sandbox driver needs root (rootless podman cannot limit memory here).`;
    }
    let version: CommandResult;
    try {
      version = await this.podman(['--version'], { timeoutMs: 15_000 });
    } catch {
      return `${UNAVAILABLE} podman is not installed.`;
    }
    if (version.exitCode !== 0) {
      return `${UNAVAILABLE} podman does not run (${version.stderr.trim()}).`;
    }
    const runtimeFound =
      this.runtime === 'runsc'
        ? existsSync(RUNSC)
        : existsSync('/usr/sbin/runc') || existsSync('/usr/bin/runc');
    if (!runtimeFound) return `${UNAVAILABLE} ${this.runtime} is not installed.`;
    // Each sandbox's disk is a loop-mounted ext4 file (attachDisk).
    if (!existsSync('/dev/loop-control')) {
      return `${UNAVAILABLE} the kernel has no loop devices (each lab machine's disk is one).`;
    }
    if (!existsSync('/usr/sbin/mkfs.ext4') && !existsSync('/sbin/mkfs.ext4')) {
      return `${UNAVAILABLE} mkfs.ext4 is not installed (Debian's e2fsprogs).`;
    }
    return null;
  }

  /** The settings stored on the image (cached; `fresh` reads them again). */
  imageSettings(key: string, fresh = false): Promise<ImageSettings> {
    let cached = this.settingsCache.get(key);
    if (!cached || fresh) {
      cached = (async () => {
        const result = await this.podman([
          'image',
          'inspect',
          '--format',
          'json',
          imageReference(key),
        ]);
        if (result.exitCode !== 0) {
          throw new Error(
            `the lab image ${imageReference(key)} is not built (node scripts/ensure-lab-tools.mjs builds it).`,
          );
        }
        const [image] = JSON.parse(result.stdout) as { Labels?: Record<string, string> }[];
        return settingsFromLabels(key, image?.Labels);
      })();
      cached.catch(() => this.settingsCache.delete(key));
      this.settingsCache.set(key, cached);
    }
    return cached;
  }

  async create(spec: SandboxSpec): Promise<SandboxHandle> {
    if (!SAFE_ID.test(spec.sessionId)) throw new Error(`Unusable session id: ${spec.sessionId}`);
    if (spec.hosts.length === 0) throw new Error('A sandbox needs at least one host.');
    for (const host of spec.hosts) {
      if (!HOST_NAME.test(host.name)) throw new Error(`Unusable host name: ${host.name}`);
    }
    // The cap is this deployment's (its owner label): another academy or test run on the same
    // machine neither uses it up nor is counted against it.
    const running = (await this.listAll()).filter((sandbox) => sandbox.owner === this.owner);
    if (running.length >= this.maxSandboxes) {
      throw new SandboxLimitError(
        `All ${this.maxSandboxes} lab machines are in use; try again in a few minutes.`,
      );
    }
    const settings = await Promise.all(spec.hosts.map((host) => this.imageSettings(host.image)));
    const pristine = await Promise.all(
      spec.hosts.map((host, index) =>
        this.pristineRoot(host.image, settings[index] as ImageSettings),
      ),
    );
    const created = new Date();
    const expiresAt = new Date(created.getTime() + spec.ttlSeconds * 1000).toISOString();
    const labels = [
      `shikhon.session=${spec.sessionId}`,
      `shikhon.created=${created.toISOString()}`,
      `shikhon.expires=${expiresAt}`,
      `shikhon.lab=${spec.labId}`,
      `shikhon.user=${spec.userId}`,
      `shikhon.owner=${this.owner}`,
    ];
    const multiHost = spec.hosts.length > 1;
    try {
      const gateway = multiHost ? await this.createNetwork(spec.sessionId, labels) : '';
      await Promise.all(
        spec.hosts.map(async (host, index) => {
          const image = settings[index] as ImageSettings;
          this.prepareCgroups(containerName(spec.sessionId, host.name), image);
          setCpuQuota(containerName(spec.sessionId, host.name), BOOT_CPUS);
          if (spec.background)
            setCpuShares(containerName(spec.sessionId, host.name), BACKGROUND_SHARES);
          this.hostSettings.set(containerName(spec.sessionId, host.name), image);
          const args = this.runArgs(spec, host.name, host.image, image, labels, multiHost);
          if (multiHost) {
            // No DNS server on lab networks (local-firewall.ts): fixed addresses and /etc/hosts.
            // --dns 127.0.0.1: a lookup of any other name fails at once inside the sandbox
            // (podman would otherwise copy the host's resolvers, unreachable: 5 s a lookup).
            const extra = ['--ip', labHostAddress(gateway, index), '--dns', '127.0.0.1'];
            spec.hosts.forEach((other, otherIndex) => {
              extra.push('--add-host', `${other.name}:${labHostAddress(gateway, otherIndex)}`);
            });
            args.splice(args.length - 1, 0, ...extra);
          }
          args.splice(args.length - 1, 0, ...this.protectionArgs(image, pristine[index] ?? ''));
          const name = containerName(spec.sessionId, host.name);
          // Not `podman start` niced: what it starts (conmon, the sandbox) would keep it.
          await this.podmanOk(args, `Creating lab host ${host.name}`, spec.background);
          await this.attachDisk(name, image.diskMiB, spec.background);
          await this.podmanOk(['start', name], `Starting lab host ${host.name}`);
        }),
      );
      await Promise.all(
        spec.hosts.map(async (host, index) => {
          const name = containerName(spec.sessionId, host.name);
          const image = settings[index] as ImageSettings;
          await this.waitReady(name, image);
          // Booted: from now on the learner's share of the CPU (bootCpuQuota).
          setCpuQuota(name, image.cpus);
          if (spec.background) setCpuShares(name, DEFAULT_SHARES);
        }),
      );
    } catch (error) {
      await this.destroy(spec.sessionId).catch(() => undefined);
      throw error;
    }
    return { sessionId: spec.sessionId, hosts: spec.hosts.map((host) => host.name), expiresAt };
  }

  private runArgs(
    spec: SandboxSpec,
    host: string,
    imageKey: string,
    image: ImageSettings,
    labels: string[],
    multiHost: boolean,
  ): string[] {
    const args = ['create', '--rm', '--name', containerName(spec.sessionId, host)];
    args.push('--hostname', host, '--label', `shikhon.host=${host}`);
    for (const label of labels) args.push('--label', label);
    if (this.runtime === 'runsc') {
      args.push('--runtime', RUNSC);
      // gVisor refuses to start in podman's network namespace without this (measured).
      if (!multiHost) args.push('--runtime-flag', 'network=none');
    }
    if (multiHost) {
      args.push('--network', networkName(spec.sessionId));
      // No IPv6 inside: a link-local address would reach the host's bridge past the IPv4 rules.
      args.push('--sysctl', 'net.ipv6.conf.all.disable_ipv6=1');
      args.push('--sysctl', 'net.ipv6.conf.default.disable_ipv6=1');
    } else {
      args.push('--network', 'none');
    }
    args.push('--cap-drop', 'all');
    if (image.capabilities.length > 0) args.push('--cap-add', image.capabilities.join(','));
    args.push('--security-opt', 'no-new-privileges');
    args.push(
      '--security-opt',
      image.seccomp === 'unconfined' ? 'seccomp=unconfined' : `seccomp=${this.seccompPath()}`,
    );
    // Its own cgroup namespace and parent: sandbox root sees (and, for systemd, writes) only
    // its own subtree, which destroy() removes with everything the learner made in it.
    const name = containerName(spec.sessionId, host);
    args.push('--cgroupns', 'private', '--cgroup-parent', `/${CGROUP_PARENT}/${name}`);
    if (image.init === 'systemd' && existsSync(`${SYSTEMD_CGROUP}/cgroup.procs`)) {
      // podman's systemd mode mounts the host's whole name=systemd hierarchy read-write; this
      // gives systemd the sandbox's own subtree instead (it boots, also in a user namespace).
      args.push('--systemd', 'false', '--env', 'container=podman');
      args.push('-v', `${SYSTEMD_CGROUP}/${CGROUP_PARENT}/${name}:/sys/fs/cgroup/systemd:rw`);
    }
    if (image.nested) args.push('--security-opt', 'label=disable');
    if (image.uidmap) args.push('--uidmap', image.uidmap);
    for (const device of image.devices) args.push('--device', device);
    args.push('--memory', `${image.memoryMiB}m`, '--memory-swap', `${image.memoryMiB}m`);
    // The CPU share is set on the sandbox's parent cgroup (setCpuQuota): more while it boots.
    if (!existsSync(CPU_QUOTA)) args.push('--cpus', String(image.cpus));
    args.push('--pids-limit', String(image.pids));
    // Memory-backed directories get sizes, so that filling them ends in "No space left on
    // device" for the writer instead of the OOM killer taking the whole sandbox down; the
    // writable layer on disk is bounded by diskMiB in the kernel (attachDisk).
    const tmpMiB = Math.max(16, Math.floor(image.memoryMiB / 4));
    if (!image.nested) {
      // The learner's scripts folders inside the read-only /usr (protectionArgs): memory-backed
      // and sized, seeded with the image's files (podman copies them up).
      for (const dir of USR_LOCAL_WRITABLE) {
        args.push('--tmpfs', `${dir}:rw,nosuid,nodev,mode=755,size=32m`);
      }
    }
    args.push('--tmpfs', `/tmp:rw,nosuid,nodev,mode=1777,size=${tmpMiB}m`);
    args.push('--tmpfs', '/run:rw,nosuid,nodev,mode=755,size=64m');
    if (image.init === 'systemd') {
      args.push('--tmpfs', '/run/lock:rw,nosuid,nodev,noexec,size=4m');
      // Half the memory: journald computes its limits from this size, and labs set
      // SystemMaxUse= in the hundreds of MB (linux-logs-and-rotation expects 200M to apply).
      const journalMiB = Math.max(64, Math.floor(image.memoryMiB / 2));
      args.push('--tmpfs', `/var/log/journal:rw,nosuid,nodev,size=${journalMiB}m`);
    }
    args.push('--timeout', String(Math.max(1, Math.ceil(spec.ttlSeconds))));
    args.push('--read-only=false', '--pull', 'never');
    args.push(imageReference(imageKey));
    return args;
  }

  /** Makes the session's internal network (no DNS server); resolves with its gateway. */
  private async createNetwork(sessionId: string, labels: string[]): Promise<string> {
    const attempt = this.networkQueue.then(async () => {
      await ensureLabFirewall();
      const used = new Set<string>();
      const listed = await this.podman(['network', 'ls', '--format', 'json']);
      for (const network of JSON.parse(listed.stdout || '[]') as NetworkEntry[]) {
        for (const subnet of network.subnets ?? []) if (subnet.subnet) used.add(subnet.subnet);
      }
      let lastError = '';
      for (let index = 0; index < 256; index += 1) {
        const { subnet, gateway } = labSubnet(index);
        if (used.has(subnet)) continue;
        const args = ['network', 'create', '--internal', '--disable-dns'];
        args.push('--subnet', subnet, '--gateway', gateway);
        for (const label of labels) args.push('--label', label);
        const result = await this.podman([...args, networkName(sessionId)]);
        if (result.exitCode === 0) {
          // netavark put its own chains first when the bridge came up: ours go back on top.
          await ensureLabFirewall(true);
          return gateway;
        }
        lastError = result.stderr.trim();
        if (!/subnet|already used|in use/i.test(lastError)) break;
      }
      throw new Error(`Creating the lab network failed: ${lastError}`);
    });
    this.networkQueue = attempt.catch(() => undefined);
    return attempt;
  }

  private async waitReady(name: string, image: ImageSettings): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    // systemd images: wait until boot has finished (running, or degraded when some unit failed);
    // plain images are ready as soon as a command runs.
    const probe =
      image.init === 'systemd'
        ? ['exec', name, 'systemctl', 'is-system-running', '--wait']
        : ['exec', name, 'true'];
    for (;;) {
      const result = await this.podman(probe, { timeoutMs: Math.max(1000, deadline - Date.now()) });
      const state = result.stdout.trim();
      if (result.exitCode === 0 || state === 'degraded' || state === 'running') return;
      if (Date.now() > deadline) {
        throw new Error(
          `Lab host ${name} did not become ready (${state || result.stderr.trim()}).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  exec(
    handle: SandboxHandle,
    host: string,
    script: string,
    options: ExecOptions,
  ): Promise<ExecResult> {
    if (options.as === 'learner') return this.execNow(handle, host, script, options);
    return this.withCheckCpu(handle, () => this.execNow(handle, host, script, options));
  }

  /**
   * `podman exec` of the learner's shell, started now: a bash that waits for one line on stdin
   * and then runs the rest of stdin as exec() would (a podman exec costs 300-400 ms here, most
   * of a warm sandbox's start). Checks are not prepared: they need their host's state as it is
   * when they run.
   */
  prepareExec(handle: SandboxHandle, host: string, options: ExecOptions): PreparedExec {
    if (options.as !== 'learner') throw new Error("Only the learner's exec can be prepared.");
    const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
    let feed: (input: string) => void = () => undefined;
    const input = new Promise<string>((resolve) => (feed = resolve));
    const waiting = `IFS= read -r _ || exit 0; exec /usr/bin/timeout -k 2 ${seconds} /usr/bin/bash -s`;
    const args = ['exec', '-i', '-u', 'root', containerName(handle.sessionId, host)];
    args.push('/usr/bin/bash', '--norc', '--noprofile', '-c', waiting);
    const result = this.podman(args, { input, timeoutMs: options.timeoutMs + 10_000 });
    result.catch(() => undefined);
    let used = false;
    return {
      run: async (script) => {
        if (used) throw new Error('A prepared exec runs once.');
        used = true;
        const started = Date.now();
        feed(`\n${script}`);
        return execResult(await result, started, seconds);
      },
      cancel: () => {
        used = true;
        feed('');
      },
    };
  }

  /**
   * Runs a check with every host of the session at BOOT_CPUS, then back to its image's share:
   * a check (a check-mode Ansible run over three hosts of half a core each took over 50 s under
   * the test suite's load) is the academy's work, and the learner waits for it. Overlapping
   * checks of one session share the raise. A host whose image is not known is left as it is.
   */
  private async withCheckCpu<T>(handle: SandboxHandle, run: () => Promise<T>): Promise<T> {
    const hosts: { name: string; cpus: number }[] = [];
    for (const host of handle.hosts) {
      const image = await this.settingsOfHost(handle.sessionId, host).catch(() => undefined);
      if (image) hosts.push({ name: containerName(handle.sessionId, host), cpus: image.cpus });
    }
    for (const { name } of hosts) {
      const running = (this.checksRunning.get(name) ?? 0) + 1;
      this.checksRunning.set(name, running);
      if (running === 1) trySetCpuQuota(name, BOOT_CPUS);
    }
    try {
      return await run();
    } finally {
      for (const { name, cpus } of hosts) {
        const running = (this.checksRunning.get(name) ?? 1) - 1;
        if (running > 0) {
          this.checksRunning.set(name, running);
        } else {
          this.checksRunning.delete(name);
          trySetCpuQuota(name, cpus);
        }
      }
    }
  }

  private async execNow(
    handle: SandboxHandle,
    host: string,
    script: string,
    options: ExecOptions,
  ): Promise<ExecResult> {
    const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
    const started = Date.now();
    const name = containerName(handle.sessionId, host);
    // `timeout` inside the sandbox kills the script's whole process group there; killing only
    // the podman client here would leave the script running inside.
    const command = ['/usr/bin/timeout', '-k', '2', String(seconds), '/usr/bin/bash', '-s'];
    let args: string[];
    if (options.as === 'learner') {
      args = ['exec', '-i', '-u', 'root', name, ...command];
    } else {
      // A check: every program from the read-only system tree by absolute path, a PATH without
      // the learner's folders, and a capability set the learner's processes lack (SYS_PTRACE),
      // so that nothing running in the sandbox may trace it or write its memory. podman exec
      // cannot add one capability: --privileged gives all (seccomp and no-new-privileges stay),
      // and setpriv, from the read-only /usr, drops them to the sandbox's own set + SYS_PTRACE
      // before anything else runs.
      const image = await this.settingsOfHost(handle.sessionId, host);
      if (image?.nested) return this.nestedCheck(name, image, script, options.timeoutMs);
      const caps = [...(image?.capabilities ?? []), 'SYS_PTRACE']
        .map((cap) => `+${cap.toLowerCase()}`)
        .join(',');
      args = ['exec', '-i', '--privileged', '-u', '0:0', '-w', '/'];
      for (const variable of CHECK_ENV) args.push('--env', variable);
      args.push(name, '/usr/bin/setpriv', `--bounding-set=-all,${caps}`, '--inh-caps=-all');
      args.push('--', ...command);
    }
    const result = await this.podman(args, {
      input: script,
      timeoutMs: options.timeoutMs + 10_000,
    });
    return execResult(result, started, seconds);
  }

  /**
   * A check on the nested (Docker) image: in a mount namespace the host builds, never the
   * sandbox's own, which its root can mount over (nested-check.ts, decision 025).
   */
  private async nestedCheck(
    name: string,
    image: ImageSettings,
    script: string,
    timeoutMs: number,
  ): Promise<ExecResult> {
    const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
    const started = Date.now();
    const target = await this.nestedTarget(name, image);
    const caps = image.capabilities.map((cap) => `+${cap.toLowerCase()}`).join(',');
    // Root of the check's own user namespace (nested-check.ts), within the image's capabilities:
    // over the sandbox's files, not its namespaces.
    const command = ['/usr/bin/setpriv', `--bounding-set=-all,${caps}`, '--inh-caps=-all'];
    command.push('--no-new-privs', '--', '/usr/bin/env', '-i', ...CHECK_ENV, ...NESTED_CHECK_ENV);
    // The image's docker wrapper is in /usr/local/bin: here the pristine one, read-only.
    command.push(`PATH=${CHECK_PATH}:/usr/local/sbin:/usr/local/bin`);
    command.push('/usr/bin/timeout', '-k', '2', String(seconds));
    command.push('/usr/bin/bash', '--norc', '--noprofile', '-s');
    const { program, args } = nestedCheckCommand(target, command);
    const result = await runCommand(program, args, {
      input: script,
      cwd: '/',
      env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
      timeoutMs: timeoutMs + 10_000,
    });
    return execResult(result, started, seconds);
  }

  /** Where a nested sandbox is on the host (its main pid and root filesystem), found once. */
  private async nestedTarget(name: string, image: ImageSettings): Promise<NestedCheckTarget> {
    let target = this.nestedTargets.get(name);
    if (!target) {
      const inspected = await this.podmanOk(
        [
          'container',
          'inspect',
          '--format',
          '{{.State.Pid}}|{{.GraphDriver.Data.MergedDir}}|{{.ImageName}}',
          name,
        ],
        `Finding the lab host ${name}`,
      );
      const [pid, merged, imageName] = inspected.stdout.trim().split('|');
      const key = imageKeyOf(imageName ?? '');
      if (!key || !merged?.startsWith('/') || !(Number(pid) > 1) || !image.uidmap) {
        throw new Error(`The lab host ${name} is not running.`);
      }
      const rootDir = path.join(this.workDir, 'check-root');
      mkdirSync(rootDir, { recursive: true, mode: 0o700 });
      target = {
        pid: Number(pid),
        containerName: name,
        merged,
        pristine: await this.pristineRoot(key, image),
        uidmap: image.uidmap,
        rootDir,
      };
      this.nestedTargets.set(name, target);
    }
    return target;
  }

  /**
   * Mounts that make the system tree read-only for the learner (decision 025): the image's
   * own /usr (from a never-started copy of the image, so ownership matches the sandbox's user
   * namespace), the root's /bin, /sbin, /lib, /lib64 and the loader's and interpreters'
   * configuration under /etc. The nested (docker) image is left out: its root holds
   * CAP_SYS_ADMIN in its namespace and could mount over any of these (see the decision).
   */
  private protectionArgs(image: ImageSettings, pristine: string): string[] {
    if (image.nested || pristine === '') return [];
    const args = ['-v', `${pristine}/usr:/usr:ro`];
    for (const link of ROOT_LINKS) {
      const target = path.join(pristine, link);
      if (existsSync(target) && lstatSync(target).isDirectory()) {
        args.push('-v', `${pristine}/usr/${link}:/${link}:ro`);
      }
    }
    for (const entry of PROTECTED_ETC) {
      if (existsSync(path.join(pristine, entry))) {
        args.push('-v', `${path.join(pristine, entry)}:/${entry}:ro`);
      }
    }
    args.push('-v', `${this.emptyFile()}:/etc/ld.so.preload:ro`);
    return args;
  }

  /** An empty, read-only file: every sandbox's /etc/ld.so.preload. */
  private emptyFile(): string {
    const file = path.join(this.workDir, 'empty-ld.so.preload');
    if (!existsSync(file)) {
      mkdirSync(this.workDir, { recursive: true });
      writeFileSync(file, '', { mode: 0o444 });
    }
    return file;
  }

  /**
   * podman's default seccomp profile less the keyring calls (they then fail with ENOSYS, which
   * runc, crun and systemd treat as "no keyrings here").
   */
  private seccompPath(): string {
    if (this.seccompProfile) return this.seccompProfile;
    const profile = JSON.parse(readFileSync(DEFAULT_SECCOMP, 'utf8')) as {
      syscalls?: { names?: string[]; action?: string }[];
    };
    for (const rule of profile.syscalls ?? []) {
      if (rule.action === 'SCMP_ACT_ALLOW' && rule.names) {
        rule.names = rule.names.filter((name) => !DENIED_SYSCALLS.has(name));
      }
    }
    profile.syscalls = (profile.syscalls ?? []).filter((rule) => (rule.names?.length ?? 1) > 0);
    mkdirSync(this.workDir, { recursive: true });
    const file = path.join(this.workDir, 'seccomp-no-keyrings.json');
    writeFileSync(file, JSON.stringify(profile));
    this.seccompProfile = file;
    return file;
  }

  /**
   * The host path of a pristine copy of the image's files: a container made from the image with
   * the sandbox's user mapping, never started, mounted. Made once per image and mapping.
   */
  pristineRoot(key: string, image: ImageSettings): Promise<string> {
    const cacheKey = `${key}|${image.uidmap ?? ''}`;
    let cached = this.pristineCache.get(cacheKey);
    if (!cached) {
      cached = (async () => {
        const inspected = await this.podman([
          'image',
          'inspect',
          '--format',
          '{{.Id}}',
          imageReference(key),
        ]);
        const imageId = inspected.stdout.trim().slice(0, 12);
        if (inspected.exitCode !== 0 || imageId === '') {
          throw new Error(`the lab image ${imageReference(key)} is not built.`);
        }
        const mapping = (image.uidmap ?? 'host').replace(/[^0-9]+/g, '-');
        const name = `shikhon-pristine-${key}-${imageId}-${mapping}`;
        const createArgs = ['create', '--name', name, '--label', `shikhon.pristine=${key}`];
        if (image.uidmap) createArgs.push('--uidmap', image.uidmap);
        createArgs.push('--pull', 'never', '--network', 'none', imageReference(key), 'true');
        // Another server (or test process) may make it at the same moment: then it exists.
        await this.podman(createArgs);
        const mounted = await this.podmanOk(['mount', name], `Mounting the pristine ${key} image`);
        const root = mounted.stdout.trim();
        if (!root.startsWith('/') || !existsSync(path.join(root, 'usr'))) {
          throw new Error(`the pristine copy of ${key} has no /usr (${root}).`);
        }
        return root;
      })();
      cached.catch(() => this.pristineCache.delete(cacheKey));
      this.pristineCache.set(cacheKey, cached);
    }
    return cached;
  }

  /**
   * The sandbox's own name=systemd subtree, owned by its root (the user namespace's), for
   * systemd inside to manage; the other hierarchies are made by runc under the same parent.
   */
  private prepareCgroups(name: string, image: ImageSettings) {
    if (image.init !== 'systemd' || !existsSync(`${SYSTEMD_CGROUP}/cgroup.procs`)) return;
    const dir = `${SYSTEMD_CGROUP}/${CGROUP_PARENT}/${name}`;
    mkdirSync(dir, { recursive: true });
    const hostRoot = hostRootOf(image.uidmap);
    if (hostRoot !== 0) {
      chownSync(dir, hostRoot, hostRoot);
      for (const file of readdirSync(dir)) chownSync(path.join(dir, file), hostRoot, hostRoot);
    }
  }

  /** Removes a sandbox's cgroups in every hierarchy, with any the learner made inside. */
  removeCgroups(name: string) {
    if (!existsSync(CGROUP_ROOT)) return;
    for (const hierarchy of readdirSync(CGROUP_ROOT)) {
      removeCgroupTree(path.join(CGROUP_ROOT, hierarchy, CGROUP_PARENT, name));
    }
  }

  /** Cgroup folders of sandboxes that no longer exist (conmon removed them at their time limit). */
  private removeOrphanCgroups(liveNames: Set<string>) {
    const parent = path.join(SYSTEMD_CGROUP, CGROUP_PARENT);
    const dirs = new Set<string>();
    for (const hierarchy of existsSync(CGROUP_ROOT) ? readdirSync(CGROUP_ROOT) : []) {
      const dir = path.join(CGROUP_ROOT, hierarchy, CGROUP_PARENT);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name.startsWith(NAME_PREFIX)) dirs.add(entry.name);
      }
    }
    for (const name of dirs) {
      if (liveNames.has(name)) continue;
      // Made before its container exists: leave young folders alone.
      const made = existsSync(path.join(parent, name))
        ? statSync(path.join(parent, name)).mtimeMs
        : 0;
      if (Date.now() - made > 2 * 60_000) this.removeCgroups(name);
    }
  }

  async terminal(
    handle: SandboxHandle,
    host: string,
    size: TerminalSize,
    options: TerminalOptions = {},
  ): Promise<SandboxTerminal> {
    const image = handle.hosts.includes(host)
      ? await this.settingsOfHost(handle.sessionId, host)
      : undefined;
    if (!image) throw new Error(`No host ${host} in lab session ${handle.sessionId}.`);
    const name = containerName(handle.sessionId, host);
    // Closing ends the shell, and everything started in it, without another process: killing
    // our podman client alone would leave the shell running inside (conmon keeps its terminal).
    // So the shell gets a pipe (fd 3, through --preserve-fds) whose only writer is a `sleep`
    // beside our podman client in the pty's session. When the client ends (close() below, the
    // shell's exit, or this server dying and its pty hanging up), the kernel hangs `sleep` up,
    // the pipe reads end-of-file inside the sandbox, and a watcher there kills the shell's
    // session (ignoring the hangup its own shell's end sends it).
    const pty = spawnPty(
      'bash',
      [
        '-c',
        'exec "$@" 3< <(exec sleep infinity)',
        'bash',
        this.podmanProgram,
        'exec',
        '-it',
        '--preserve-fds',
        '1',
        '-e',
        'TERM=xterm-256color',
        '-w',
        image.workdir,
        '-u',
        image.user,
        name,
        'bash',
        '-c',
        `(trap '' HUP; read -r _; pkill -KILL -s $$) <&3 & ${options.gated ? GATED_SHELL : 'exec bash -l'} 3<&-`,
      ],
      {
        name: 'xterm-256color',
        cols: size.cols,
        rows: size.rows,
        env: this.env,
        cwd: this.workDir,
      },
    );
    let closed = false;
    return {
      write: (data) => {
        if (!closed) pty.write(data);
      },
      onData: (listener) => {
        pty.onData(listener);
      },
      onExit: (listener) => {
        pty.onExit(({ exitCode }) => listener(exitCode));
      },
      resize: ({ cols, rows }) => {
        if (!closed) pty.resize(Math.max(2, cols), Math.max(2, rows));
      },
      close: () => {
        if (closed) return;
        closed = true;
        pty.kill();
      },
    };
  }

  /** A host's image settings: from what create() recorded, else from podman (another instance's). */
  private async settingsOfHost(
    sessionId: string,
    host: string,
  ): Promise<ImageSettings | undefined> {
    const known = this.hostSettings.get(containerName(sessionId, host));
    if (known) return known;
    const result = await this.podman([
      'container',
      'inspect',
      '--format',
      '{{.ImageName}}',
      containerName(sessionId, host),
    ]);
    if (result.exitCode !== 0) return undefined;
    const key = imageKeyOf(result.stdout.trim());
    return key ? this.imageSettings(key) : undefined;
  }

  async destroy(sessionId: string): Promise<void> {
    const ids = await this.podman([
      'ps',
      '-a',
      '-q',
      '--filter',
      `label=shikhon.session=${sessionId}`,
    ]);
    const list = ids.stdout.split('\n').filter(Boolean);
    if (list.length > 0) {
      await this.podman(['rm', '-f', '-t', '0', ...list]);
    }
    const prefix = `${NAME_PREFIX}${sessionId}-`;
    // podman rm unmounted each host's disk with its storage; the files go with the sandbox.
    for (const entry of existsSync(DISK_ROOT) ? readdirSync(DISK_ROOT) : []) {
      if (entry.startsWith(prefix)) rmSync(path.join(DISK_ROOT, entry), { force: true });
    }
    await this.podman(['network', 'rm', '-f', networkName(sessionId)]);
    for (const name of [...this.hostSettings.keys(), ...this.nestedTargets.keys()]) {
      if (name.startsWith(prefix)) {
        this.hostSettings.delete(name);
        this.nestedTargets.delete(name);
      }
    }
    const parent = path.join(CGROUP_ROOT, 'pids', CGROUP_PARENT);
    const systemdParent = path.join(SYSTEMD_CGROUP, CGROUP_PARENT);
    for (const dir of [parent, systemdParent]) {
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir)) if (entry.startsWith(prefix)) this.removeCgroups(entry);
    }
  }

  /** This owner's sandboxes, and every owner's that are past their expiry. */
  async list(): Promise<SandboxSummary[]> {
    const now = Date.now();
    return (await this.listAll())
      .filter((sandbox) => sandbox.owner === this.owner || !(Date.parse(sandbox.expiresAt) > now))
      .map(({ sessionId, createdAt, expiresAt, warm }) => ({
        sessionId,
        createdAt,
        expiresAt,
        ...(warm ? { warm } : {}),
      }));
  }

  /** Every lab sandbox on this machine, whoever made it. */
  async listAll(): Promise<(SandboxSummary & { owner: string })[]> {
    const sessions = new Map<string, SandboxSummary & { owner: string }>();
    const add = (labels: Record<string, string> | null | undefined) => {
      const sessionId = labels?.['shikhon.session'];
      if (!labels || !sessionId || sessions.has(sessionId)) return;
      sessions.set(sessionId, {
        sessionId,
        createdAt: labels['shikhon.created'] ?? '',
        expiresAt: labels['shikhon.expires'] ?? '',
        owner: labels['shikhon.owner'] ?? 'default',
        ...(labels['shikhon.user'] === WARM_USER ? { warm: true } : {}),
      });
    };
    const containers = await this.podman([
      'ps',
      '-a',
      '--filter',
      'label=shikhon.session',
      '--format',
      'json',
    ]);
    if (containers.exitCode !== 0) throw new Error(`podman ps failed: ${containers.stderr.trim()}`);
    const liveNames = new Set<string>();
    for (const entry of JSON.parse(containers.stdout || '[]') as PsEntry[]) {
      add(entry.Labels);
      for (const name of entry.Names ?? []) liveNames.add(name);
    }
    this.removeOrphanCgroups(liveNames);
    this.removeOrphanDisks(liveNames);
    // A network outlives its containers when conmon removed them at the time limit.
    const networks = await this.podman([
      'network',
      'ls',
      '--filter',
      'label=shikhon.session',
      '--format',
      'json',
    ]);
    if (networks.exitCode === 0) {
      for (const entry of JSON.parse(networks.stdout || '[]') as NetworkEntry[]) add(entry.labels);
    }
    return [...sessions.values()];
  }

  /**
   * Gives a created (not yet started) container a disk of its own: an ext4 filesystem of
   * `diskMiB` (plus its own overhead) in a sparse file, made from the container's storage folder
   * (`mkfs -d` copies its few entries) and mounted over that folder. podman start then puts the
   * overlay's upper and work dirs on it, so every write the sandbox makes to its root lands
   * there and the kernel answers ENOSPC at the allowance; podman rm unmounts it.
   */
  private async attachDisk(name: string, diskMiB: number, nice = false): Promise<void> {
    const inspected = await this.podmanOk(
      ['container', 'inspect', '--format', '{{.GraphDriver.Data.UpperDir}}', name],
      `Finding the storage of ${name}`,
    );
    const upper = inspected.stdout.trim();
    if (!upper.startsWith('/') || path.basename(upper) !== 'diff') {
      throw new Error(`podman's overlay storage is needed for lab disks (got ${upper}).`);
    }
    const layer = path.dirname(upper);
    mkdirSync(DISK_ROOT, { recursive: true, mode: 0o700 });
    chmodSync(DISK_ROOT, 0o700);
    const file = diskFile(name);
    writeFileSync(file, '', { mode: 0o600 });
    truncateSync(file, (diskMiB + DISK_OVERHEAD_MIB) * 1024 * 1024);
    const mkfs = ['-q', '-F', '-m', '0', '-i', '8192', '-E', 'lazy_itable_init=1', '-d', layer];
    const made = await runCommand(...maybeNiced(nice, 'mkfs.ext4', [...mkfs, file]), {
      timeoutMs: 30_000,
    });
    if (made.exitCode !== 0) throw new Error(`mkfs.ext4 failed: ${made.stderr.trim()}`);
    const mounted = await runCommand('mount', ['-o', 'loop', file, layer], { timeoutMs: 30_000 });
    if (mounted.exitCode !== 0) {
      rmSync(file, { force: true });
      throw new Error(`mounting the lab disk failed: ${mounted.stderr.trim()}`);
    }
  }

  /** Disk files of sandboxes that no longer exist (podman removed them at their time limit). */
  private removeOrphanDisks(liveNames: Set<string>) {
    if (!existsSync(DISK_ROOT)) return;
    for (const entry of readdirSync(DISK_ROOT)) {
      const name = entry.replace(/\.img$/, '');
      if (name === entry || liveNames.has(name)) continue;
      const file = path.join(DISK_ROOT, entry);
      // Made just before its container is started: leave young files alone.
      if (Date.now() - statSync(file).mtimeMs > 2 * 60_000) rmSync(file, { force: true });
    }
  }
}

/**
 * Limits a sandbox's CPU on its parent cgroup (cgroup v1's CFS quota), which runc creates the
 * sandbox's own under; without that controller podman's --cpus limits it instead (runArgs).
 */
/** `program args`, or under `nice` at BACKGROUND_NICE when `nice` is set. */
function maybeNiced(nice: boolean, program: string, args: string[]): [string, string[]] {
  return nice ? ['nice', ['-n', BACKGROUND_NICE, program, ...args]] : [program, args];
}

/** A sandbox's folder in the v1 cpu controller (made if missing); null without the controller. */
function cpuCgroup(name: string): string | null {
  if (!existsSync(CPU_QUOTA)) return null;
  const dir = path.join(path.dirname(CPU_QUOTA), CGROUP_PARENT, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function setCpuQuota(name: string, cpus: number) {
  const dir = cpuCgroup(name);
  if (!dir) return;
  const period = Number(readFileSync(path.join(dir, 'cpu.cfs_period_us'), 'utf8'));
  writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(cpus * period)));
}

/** A sandbox's cpu.shares (its weight against the other sandboxes), on the v1 controller. */
function setCpuShares(name: string, shares: number) {
  const dir = cpuCgroup(name);
  if (!dir) return;
  writeFileSync(path.join(dir, 'cpu.shares'), String(shares));
}

/** The lab image key of a container's image name (`localhost/shikhon-lab-<key>:latest`). */
function imageKeyOf(imageName: string): string | undefined {
  return /shikhon-lab-([a-z0-9-]+):/.exec(imageName)?.[1];
}

/** setCpuQuota for a sandbox that may be gone already (then there is nothing to limit). */
function trySetCpuQuota(name: string, cpus: number) {
  try {
    if (existsSync(path.join(path.dirname(CPU_QUOTA), CGROUP_PARENT, name)))
      setCpuQuota(name, cpus);
  } catch {
    // removed meanwhile
  }
}

/** A finished exec as the driver reports it: `timeout`'s 124 only when the time was up. */
function execResult(result: CommandResult, started: number, seconds: number): ExecResult {
  const timedOut =
    result.killed || (result.exitCode === 124 && Date.now() - started >= seconds * 1000 - 50);
  return {
    exitCode: timedOut ? 124 : result.exitCode,
    stdout: result.stdout,
    stderr: result.stderr,
    timedOut,
  };
}

/** Where a sandbox host's disk file lives. */
function diskFile(name: string): string {
  return path.join(DISK_ROOT, `${name}.img`);
}

/** The host uid that the sandbox's root is (0 without a user namespace). */
function hostRootOf(uidmap: string | undefined): number {
  if (!uidmap) return 0;
  const [inside, outside] = uidmap.split(':').map(Number);
  return inside === 0 && Number.isInteger(outside) ? (outside as number) : 0;
}

/** rmdir a cgroup folder and every folder under it, deepest first (cgroup files go with them). */
function removeCgroupTree(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeCgroupTree(path.join(dir, entry.name));
  }
  try {
    rmdirSync(dir);
  } catch {
    // still has processes (being removed): the next sweep takes it
  }
}
