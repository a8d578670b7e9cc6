import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { type LocalContext, maybeNiced, podmanOk } from './local-context';
import { runCommand } from './podman-cli';

/**
 * Each sandbox's disk: a sparse file holding an ext4 filesystem of its image's diskMiB, mounted
 * as the container's storage folder (its overlay upper and work dirs), so the kernel refuses a
 * write past the allowance (decision 025). podman rm unmounts it; the file is removed with the
 * sandbox. Root-only (0700).
 */
const DISK_ROOT = '/var/lib/shikhon-labs/disks';
/** ext4's own structures (journal, inode tables) on top of the allowance the learner can fill. */
const DISK_OVERHEAD_MIB = 48;

/** Where a sandbox host's disk file lives. */
function diskFile(name: string): string {
  return path.join(DISK_ROOT, `${name}.img`);
}

/**
 * Gives a created (not yet started) container a disk of its own: an ext4 filesystem of
 * `diskMiB` (plus its own overhead) in a sparse file, made from the container's storage folder
 * (`mkfs -d` copies its few entries) and mounted over that folder. podman start then puts the
 * overlay's upper and work dirs on it, so every write the sandbox makes to its root lands
 * there and the kernel answers ENOSPC at the allowance; podman rm unmounts it.
 */
export async function attachDisk(
  context: LocalContext,
  name: string,
  diskMiB: number,
  nice = false,
): Promise<void> {
  const inspected = await podmanOk(
    context,
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

/** Removes the disk files of every host whose name starts with `prefix` (one session's). */
export function removeSessionDisks(prefix: string) {
  // podman rm unmounted each host's disk with its storage; the files go with the sandbox.
  for (const entry of existsSync(DISK_ROOT) ? readdirSync(DISK_ROOT) : []) {
    if (entry.startsWith(prefix)) rmSync(path.join(DISK_ROOT, entry), { force: true });
  }
}

/** Disk files of sandboxes that no longer exist (podman removed them at their time limit). */
export function removeOrphanDisks(liveNames: Set<string>) {
  if (!existsSync(DISK_ROOT)) return;
  for (const entry of readdirSync(DISK_ROOT)) {
    const name = entry.replace(/\.img$/, '');
    if (name === entry || liveNames.has(name)) continue;
    const file = path.join(DISK_ROOT, entry);
    // Made just before its container is started: leave young files alone. Another sandbox's
    // removal may take the file between the listing and here.
    const made = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (made !== undefined && Date.now() - made > 2 * 60_000) rmSync(file, { force: true });
  }
}
