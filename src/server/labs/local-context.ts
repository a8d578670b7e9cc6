import type { ImageSettings } from './lab-images';
import type { NestedCheckTarget } from './nested-check';
import type { Cache } from '../../shared/cache';
import type { CommandResult } from './podman-cli';

/**
 * What the local driver's modules share: how they run podman and the driver's state. The
 * driver builds one (local-driver.ts); its `podman` goes through the driver's own method, so
 * that what a test sees of the driver's podman runs is everything the driver runs.
 */

export const NAME_PREFIX = 'shikhon-lab-';
/** `nice` level of a background sandbox's host-side tools (podman create, mkfs). */
const BACKGROUND_NICE = '10';

export interface PodmanOptions {
  input?: string | Promise<string>;
  timeoutMs?: number;
  /** At BACKGROUND_NICE. */
  nice?: boolean;
}

export interface LocalContext {
  readonly runtime: 'runc' | 'runsc';
  readonly owner: string;
  readonly maxSandboxes: number;
  readonly podmanProgram: string;
  readonly env: Record<string, string | undefined>;
  /**
   * podman's working directory: conmon writes a file named `oom` into it when a sandbox's
   * process is OOM-killed during an exec, which would litter the server's own folder.
   */
  readonly workDir: string;
  /** Resolves with podman's result whatever the exit code. */
  podman(args: string[], options?: PodmanOptions): Promise<CommandResult>;
  /** Image settings and pristine roots, loaded once (shared/cache.ts: a failure is not kept). */
  readonly settingsCache: Cache<string, Promise<ImageSettings>>;
  readonly pristineCache: Cache<string, Promise<string>>;
  /** Each running host's image settings (a check must not cost an inspect); bounded by the cap. */
  readonly hostSettings: Map<string, ImageSettings>;
  /** Checks running on each host (withCheckCpu): its CPU share goes back when none is left. */
  readonly checksRunning: Map<string, number>;
  /** Each running nested host's pid and root on the host (nestedCheck); bounded by the cap. */
  readonly nestedTargets: Map<string, NestedCheckTarget>;
  /** The seccomp profile written for this driver's sandboxes (local-run-args.ts), once made. */
  readonly seccompProfile: { path?: string };
}

export function containerName(sessionId: string, host: string): string {
  return `${NAME_PREFIX}${sessionId}-${host}`;
}

export function networkName(sessionId: string): string {
  return `${NAME_PREFIX}${sessionId}`;
}

/** Runs podman and throws, naming `what`, when it exits non-zero. */
export async function podmanOk(
  context: LocalContext,
  args: string[],
  what: string,
  nice = false,
): Promise<CommandResult> {
  const result = await context.podman(args, { nice });
  if (result.exitCode !== 0) {
    const detail = result.stderr.trim().split('\n').pop() ?? '';
    throw new Error(`${what} failed (podman exit ${result.exitCode}): ${detail}`);
  }
  return result;
}

/** `program args`, or under `nice` at BACKGROUND_NICE when `nice` is set. */
export function maybeNiced(nice: boolean, program: string, args: string[]): [string, string[]] {
  return nice ? ['nice', ['-n', BACKGROUND_NICE, program, ...args]] : [program, args];
}

/** The lab image key of a container's image name (`localhost/shikhon-lab-<key>:latest`). */
export function imageKeyOf(imageName: string): string | undefined {
  return /shikhon-lab-([a-z0-9-]+):/.exec(imageName)?.[1];
}
