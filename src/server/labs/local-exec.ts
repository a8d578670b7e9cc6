import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExecOptions, ExecResult, PreparedExec, SandboxHandle } from './lab-driver';
import type { ImageSettings } from './lab-images';
import { BOOT_CPUS, trySetCpuQuota } from './local-cgroups';
import { containerName, imageKeyOf, type LocalContext, podmanOk } from './local-context';
import { pristineRoot, settingsOfHost } from './local-images';
import { NESTED_CHECK_ENV, nestedCheckCommand, type NestedCheckTarget } from './nested-check';
import { runCommand } from './podman-cli';
import { CHECK_ENV, CHECK_PATH, execOutcome, timeoutSeconds } from './sandbox-rules';

/** Running scripts in a local sandbox: checks, the learner's own, and prepared runners. */

export function exec(
  context: LocalContext,
  handle: SandboxHandle,
  host: string,
  script: string,
  options: ExecOptions,
): Promise<ExecResult> {
  if (options.as === 'learner') return execNow(context, handle, host, script, options);
  return withCheckCpu(context, handle, () => execNow(context, handle, host, script, options));
}

/**
 * `podman exec` of the learner's shell, started now: a bash that waits for one line on stdin
 * and then runs the rest of stdin as exec() would (a podman exec costs 300-400 ms here, most
 * of a warm sandbox's start). Checks are not prepared: they need their host's state as it is
 * when they run.
 */
export function prepareExec(
  context: LocalContext,
  handle: SandboxHandle,
  host: string,
  options: ExecOptions,
): PreparedExec {
  if (options.as !== 'learner') throw new Error("Only the learner's exec can be prepared.");
  const seconds = timeoutSeconds(options.timeoutMs);
  let feed: (input: string) => void = () => undefined;
  const input = new Promise<string>((resolve) => (feed = resolve));
  const waiting = `IFS= read -r _ || exit 0; exec /usr/bin/timeout -k 2 ${seconds} /usr/bin/bash -s`;
  const args = ['exec', '-i', '-u', 'root', containerName(handle.sessionId, host)];
  args.push('/usr/bin/bash', '--norc', '--noprofile', '-c', waiting);
  const result = context.podman(args, { input, timeoutMs: options.timeoutMs + 10_000 });
  result.catch(() => undefined);
  let used = false;
  return {
    run: async (script) => {
      if (used) throw new Error('A prepared exec runs once.');
      used = true;
      const started = Date.now();
      feed(`\n${script}`);
      return execOutcome(await result, started, seconds);
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
async function withCheckCpu<T>(
  context: LocalContext,
  handle: SandboxHandle,
  run: () => Promise<T>,
): Promise<T> {
  const hosts: { name: string; cpus: number }[] = [];
  for (const host of handle.hosts) {
    const image = await settingsOfHost(context, handle.sessionId, host).catch(() => undefined);
    if (image) hosts.push({ name: containerName(handle.sessionId, host), cpus: image.cpus });
  }
  const { checksRunning } = context;
  for (const { name } of hosts) {
    const running = (checksRunning.get(name) ?? 0) + 1;
    checksRunning.set(name, running);
    if (running === 1) trySetCpuQuota(name, BOOT_CPUS);
  }
  try {
    return await run();
  } finally {
    for (const { name, cpus } of hosts) {
      const running = (checksRunning.get(name) ?? 1) - 1;
      if (running > 0) {
        checksRunning.set(name, running);
      } else {
        checksRunning.delete(name);
        trySetCpuQuota(name, cpus);
      }
    }
  }
}

async function execNow(
  context: LocalContext,
  handle: SandboxHandle,
  host: string,
  script: string,
  options: ExecOptions,
): Promise<ExecResult> {
  const seconds = timeoutSeconds(options.timeoutMs);
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
    const image = await settingsOfHost(context, handle.sessionId, host);
    if (image?.nested) return nestedCheck(context, name, image, script, options.timeoutMs);
    const caps = [...(image?.capabilities ?? []), 'SYS_PTRACE']
      .map((cap) => `+${cap.toLowerCase()}`)
      .join(',');
    args = ['exec', '-i', '--privileged', '-u', '0:0', '-w', '/'];
    for (const variable of CHECK_ENV) args.push('--env', variable);
    args.push(name, '/usr/bin/setpriv', `--bounding-set=-all,${caps}`, '--inh-caps=-all');
    args.push('--', ...command);
  }
  const result = await context.podman(args, {
    input: script,
    timeoutMs: options.timeoutMs + 10_000,
  });
  return execOutcome(result, started, seconds);
}

/**
 * A check on the nested (Docker) image: in a mount namespace the host builds, never the
 * sandbox's own, which its root can mount over (nested-check.ts, decision 025).
 */
async function nestedCheck(
  context: LocalContext,
  name: string,
  image: ImageSettings,
  script: string,
  timeoutMs: number,
): Promise<ExecResult> {
  const seconds = timeoutSeconds(timeoutMs);
  const started = Date.now();
  const target = await nestedTarget(context, name, image);
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
  return execOutcome(result, started, seconds);
}

/** Where a nested sandbox is on the host (its main pid and root filesystem), found once. */
async function nestedTarget(
  context: LocalContext,
  name: string,
  image: ImageSettings,
): Promise<NestedCheckTarget> {
  let target = context.nestedTargets.get(name);
  if (!target) {
    const inspected = await podmanOk(
      context,
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
    const rootDir = path.join(context.workDir, 'check-root');
    mkdirSync(rootDir, { recursive: true, mode: 0o700 });
    target = {
      pid: Number(pid),
      containerName: name,
      merged,
      pristine: await pristineRoot(context, key, image),
      uidmap: image.uidmap,
      rootDir,
    };
    context.nestedTargets.set(name, target);
  }
  return target;
}
