import { existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SandboxSpec } from './lab-driver';
import { imageReference, type ImageSettings } from './lab-images';
import { RUNSC } from './local-availability';
import { CGROUP_PARENT, CPU_QUOTA, SYSTEMD_CGROUP } from './local-cgroups';
import { containerName, type LocalContext, networkName } from './local-context';
import { PROTECTED_ETC, ROOT_LINKS, USR_LOCAL_WRITABLE } from './sandbox-rules';

/**
 * `podman create`'s arguments for one host of a sandbox: its isolation, limits and read-only
 * system tree. docs/decisions/017-lab-sandboxes.md says what each flag does.
 */

/** Keyring system calls: sandbox root would otherwise share (and persist) keyrings across sandboxes and with the host. */
const DENIED_SYSCALLS = new Set(['keyctl', 'add_key', 'request_key']);
const DEFAULT_SECCOMP = '/usr/share/containers/seccomp.json';

export function runArgs(
  context: LocalContext,
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
  if (context.runtime === 'runsc') {
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
  args.push(...securityArgs(context, containerName(spec.sessionId, host), image));
  args.push(...resourceArgs(image));
  args.push('--timeout', String(Math.max(1, Math.ceil(spec.ttlSeconds))));
  args.push('--read-only=false', '--pull', 'never');
  args.push(imageReference(imageKey));
  return args;
}

/** Capabilities, seccomp, the sandbox's own cgroups, user mapping and devices. */
function securityArgs(context: LocalContext, name: string, image: ImageSettings): string[] {
  const args = ['--cap-drop', 'all'];
  if (image.capabilities.length > 0) args.push('--cap-add', image.capabilities.join(','));
  args.push('--security-opt', 'no-new-privileges');
  args.push(
    '--security-opt',
    image.seccomp === 'unconfined' ? 'seccomp=unconfined' : `seccomp=${seccompPath(context)}`,
  );
  // Its own cgroup namespace and parent: sandbox root sees (and, for systemd, writes) only
  // its own subtree, which destroy() removes with everything the learner made in it.
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
  return args;
}

/** Memory, CPU and pids limits, and the sized memory-backed folders. */
function resourceArgs(image: ImageSettings): string[] {
  const args = ['--memory', `${image.memoryMiB}m`, '--memory-swap', `${image.memoryMiB}m`];
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
  return args;
}

/**
 * Mounts that make the system tree read-only for the learner (decision 025): the image's
 * own /usr (from a never-started copy of the image, so ownership matches the sandbox's user
 * namespace), the root's /bin, /sbin, /lib, /lib64 and the loader's and interpreters'
 * configuration under /etc. The nested (docker) image is left out: its root holds
 * CAP_SYS_ADMIN in its namespace and could mount over any of these (see the decision).
 */
export function protectionArgs(
  context: LocalContext,
  image: ImageSettings,
  pristine: string,
): string[] {
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
  args.push('-v', `${emptyFile(context)}:/etc/ld.so.preload:ro`);
  return args;
}

/** An empty, read-only file: every sandbox's /etc/ld.so.preload. */
function emptyFile(context: LocalContext): string {
  const file = path.join(context.workDir, 'empty-ld.so.preload');
  if (!existsSync(file)) {
    mkdirSync(context.workDir, { recursive: true });
    writeFileSync(file, '', { mode: 0o444 });
  }
  return file;
}

/**
 * podman's default seccomp profile less the keyring calls (they then fail with ENOSYS, which
 * runc, crun and systemd treat as "no keyrings here"). Written once per driver.
 */
function seccompPath(context: LocalContext): string {
  if (context.seccompProfile.path) return context.seccompProfile.path;
  const profile = JSON.parse(readFileSync(DEFAULT_SECCOMP, 'utf8')) as {
    syscalls?: { names?: string[]; action?: string }[];
  };
  for (const rule of profile.syscalls ?? []) {
    if (rule.action === 'SCMP_ACT_ALLOW' && rule.names) {
      rule.names = rule.names.filter((name) => !DENIED_SYSCALLS.has(name));
    }
  }
  profile.syscalls = (profile.syscalls ?? []).filter((rule) => (rule.names?.length ?? 1) > 0);
  mkdirSync(context.workDir, { recursive: true });
  const file = path.join(context.workDir, 'seccomp-no-keyrings.json');
  writeFileSync(file, JSON.stringify(profile));
  context.seccompProfile.path = file;
  return file;
}
