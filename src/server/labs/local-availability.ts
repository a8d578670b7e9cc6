import { existsSync } from 'node:fs';
import type { LocalContext } from './local-context';
import { imageKeys, imageSettings } from './local-images';
import type { CommandResult } from './podman-cli';
import { UNAVAILABLE } from './sandbox-rules';

/** Whether the local driver can run sandboxes on this machine, and if not, why. */

export const RUNSC = '/usr/bin/runsc';

/** Why labs cannot run here (the host, or an image missing or unusable), or null. */
export async function unavailableReason(
  context: LocalContext,
  projectRoot: string,
): Promise<string | null> {
  const host = await hostUnavailableReason(context);
  if (host) return host;
  for (const key of imageKeys(projectRoot)) {
    try {
      const settings = await imageSettings(context, key, true);
      if (context.runtime === 'runsc' && settings.init === 'systemd') {
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
export async function hostUnavailableReason(context: LocalContext): Promise<string | null> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return `${UNAVAILABLE} the local sandbox driver needs root (rootless podman cannot limit memory here).`;
  }
  let version: CommandResult;
  try {
    version = await context.podman(['--version'], { timeoutMs: 15_000 });
  } catch {
    return `${UNAVAILABLE} podman is not installed.`;
  }
  if (version.exitCode !== 0) {
    return `${UNAVAILABLE} podman does not run (${version.stderr.trim()}).`;
  }
  const runtimeFound =
    context.runtime === 'runsc'
      ? existsSync(RUNSC)
      : existsSync('/usr/sbin/runc') || existsSync('/usr/bin/runc');
  if (!runtimeFound) return `${UNAVAILABLE} ${context.runtime} is not installed.`;
  // Each sandbox's disk is a loop-mounted ext4 file (local-disks.ts).
  if (!existsSync('/dev/loop-control')) {
    return `${UNAVAILABLE} the kernel has no loop devices (each lab machine's disk is one).`;
  }
  if (!existsSync('/usr/sbin/mkfs.ext4') && !existsSync('/sbin/mkfs.ext4')) {
    return `${UNAVAILABLE} mkfs.ext4 is not installed (Debian's e2fsprogs).`;
  }
  return null;
}
