import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { ImageSettings } from './lab-images';
import { NAME_PREFIX } from './local-context';

/** The local sandboxes' cgroups (v1): their CPU while they boot and after, and their removal. */

/** Where each sandbox's cgroups live in every v1 hierarchy (removed with the sandbox). */
export const CGROUP_PARENT = 'shikhon-labs';
export const CGROUP_ROOT = '/sys/fs/cgroup';
export const SYSTEMD_CGROUP = `${CGROUP_ROOT}/systemd`;
/**
 * A sandbox may use this many cores while it boots, and its image's `cpus` once it is ready:
 * under half a core, systemd's boot took 2.0 s here, under two 0.7 s. Nobody has a shell in it
 * before it is ready (setup.sh and the terminal come after).
 */
export const BOOT_CPUS = 2;
/**
 * cpu.shares of a background sandbox (SandboxSpec.background) while it boots, against the
 * kernel's default 1024 for every other sandbox: it takes only CPU the others leave idle. Its
 * host-side tools (podman create, mkfs) run niced for the same reason (local-context.ts).
 */
export const BACKGROUND_SHARES = 2;
export const DEFAULT_SHARES = 1024;
export const CPU_QUOTA = `${CGROUP_ROOT}/cpu/cpu.cfs_quota_us`;

/** A sandbox's folder in the v1 cpu controller (made if missing); null without the controller. */
function cpuCgroup(name: string): string | null {
  if (!existsSync(CPU_QUOTA)) return null;
  const dir = path.join(path.dirname(CPU_QUOTA), CGROUP_PARENT, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Limits a sandbox's CPU on its parent cgroup (cgroup v1's CFS quota), which runc creates the
 * sandbox's own under; without that controller podman's --cpus limits it instead (runArgs).
 */
export function setCpuQuota(name: string, cpus: number) {
  const dir = cpuCgroup(name);
  if (!dir) return;
  const period = Number(readFileSync(path.join(dir, 'cpu.cfs_period_us'), 'utf8'));
  writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(cpus * period)));
}

/** A sandbox's cpu.shares (its weight against the other sandboxes), on the v1 controller. */
export function setCpuShares(name: string, shares: number) {
  const dir = cpuCgroup(name);
  if (!dir) return;
  writeFileSync(path.join(dir, 'cpu.shares'), String(shares));
}

/** setCpuQuota for a sandbox that may be gone already (then there is nothing to limit). */
export function trySetCpuQuota(name: string, cpus: number) {
  try {
    if (existsSync(path.join(path.dirname(CPU_QUOTA), CGROUP_PARENT, name)))
      setCpuQuota(name, cpus);
  } catch {
    // removed meanwhile
  }
}

/** The host uid that the sandbox's root is (0 without a user namespace). */
function hostRootOf(uidmap: string | undefined): number {
  if (!uidmap) return 0;
  const [inside, outside] = uidmap.split(':').map(Number);
  return inside === 0 && Number.isInteger(outside) ? (outside as number) : 0;
}

/**
 * The sandbox's own name=systemd subtree, owned by its root (the user namespace's), for
 * systemd inside to manage; the other hierarchies are made by runc under the same parent.
 */
export function prepareCgroups(name: string, image: ImageSettings) {
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
export function removeCgroups(name: string) {
  if (!existsSync(CGROUP_ROOT)) return;
  for (const hierarchy of readdirSync(CGROUP_ROOT)) {
    removeCgroupTree(path.join(CGROUP_ROOT, hierarchy, CGROUP_PARENT, name));
  }
}

/** Removes the cgroups of every host whose name starts with `prefix` (one session's). */
export function removeSessionCgroups(prefix: string) {
  const parent = path.join(CGROUP_ROOT, 'pids', CGROUP_PARENT);
  const systemdParent = path.join(SYSTEMD_CGROUP, CGROUP_PARENT);
  for (const dir of [parent, systemdParent]) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) if (entry.startsWith(prefix)) removeCgroups(entry);
  }
}

/** Cgroup folders of sandboxes that no longer exist (conmon removed them at their time limit). */
export function removeOrphanCgroups(liveNames: Set<string>) {
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
    if (Date.now() - made > 2 * 60_000) removeCgroups(name);
  }
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
