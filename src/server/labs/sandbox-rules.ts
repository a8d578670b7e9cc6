import type { ExecResult, SandboxSpec, SandboxSummary } from './lab-driver';

/**
 * Rules both sandbox drivers follow, so that a lab behaves the same locally and on Kubernetes:
 * which ids and host names a sandbox accepts, the environment and read-only system tree of a
 * check (decision 025), how a timed-out exec is reported and which sandboxes `list()` reports.
 */

/** How every driver's unavailableReason() begins. */
export const UNAVAILABLE = 'Labs are unavailable on this server:';

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const HOST_NAME = /^[a-z][a-z0-9-]{0,30}$/;

/**
 * The PATH of checks and setup.sh: the academy's own check tools first, then the read-only
 * system directories; never /usr/local, which the learner writes (decision 025).
 */
export const CHECK_PATH = '/usr/lib/shikhon/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/**
 * The environment of a check, on top of the image's: nothing that makes an interpreter load
 * code from a place the learner writes (user site-packages, system and global git config, whose
 * `core.fsmonitor` or `tar.*.command` would run or answer for the learner inside a check).
 */
export const CHECK_ENV = [
  `PATH=${CHECK_PATH}`,
  'HOME=/root',
  'LANG=C.UTF-8',
  'PYTHONNOUSERSITE=1',
  'GIT_CONFIG_NOSYSTEM=1',
  'GIT_CONFIG_GLOBAL=/dev/null',
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
 * site configuration, PAM's modules, OpenSSL's engines. Bound read-only from the image by both
 * drivers (a file added here must join the Kubernetes pod spec's ETC_FILES too).
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

/** Throws for a spec no driver can name its sandboxes after. */
export function assertUsableSpec(spec: SandboxSpec): void {
  if (!SAFE_ID.test(spec.sessionId)) throw new Error(`Unusable session id: ${spec.sessionId}`);
  if (spec.hosts.length === 0) throw new Error('A sandbox needs at least one host.');
  for (const host of spec.hosts) {
    if (!HOST_NAME.test(host.name)) throw new Error(`Unusable host name: ${host.name}`);
  }
}

/** An exec's time limit in whole seconds, for `timeout` inside the sandbox (at least 1). */
export function timeoutSeconds(timeoutMs: number): number {
  return Math.max(1, Math.ceil(timeoutMs / 1000));
}

/**
 * A finished exec as a driver reports it: `timeout`'s 124 only when the time was up (a script
 * may exit 124 itself), or whenever the driver killed it (`killed`).
 */
export function execOutcome(
  finished: { exitCode: number; killed: boolean; stdout: string; stderr: string },
  started: number,
  seconds: number,
): ExecResult {
  const timedOut =
    finished.killed || (finished.exitCode === 124 && Date.now() - started >= seconds * 1000 - 50);
  return {
    exitCode: timedOut ? 124 : finished.exitCode,
    stdout: finished.stdout,
    stderr: finished.stderr,
    timedOut,
  };
}

/** What `list()` reports: this owner's sandboxes, and every owner's that are past their expiry. */
export function ownedOrExpired(
  all: (SandboxSummary & { owner: string })[],
  owner: string,
): SandboxSummary[] {
  const now = Date.now();
  return all
    .filter((sandbox) => sandbox.owner === owner || !(Date.parse(sandbox.expiresAt) > now))
    .map(({ sessionId, createdAt, expiresAt, warm }) => ({
      sessionId,
      createdAt,
      expiresAt,
      ...(warm ? { warm } : {}),
    }));
}
