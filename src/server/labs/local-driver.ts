import { mkdirSync } from 'node:fs';
import os from 'node:os';
import { createCache } from '../../shared/cache';
import path from 'node:path';
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
import type { ImageSettings } from './lab-images';
import { hostUnavailableReason, unavailableReason } from './local-availability';
import { removeCgroups } from './local-cgroups';
import { type LocalContext, maybeNiced, type PodmanOptions } from './local-context';
import { createSandbox } from './local-create';
import { exec, prepareExec } from './local-exec';
import { imageKeys, imageSettings, pristineRoot } from './local-images';
import { destroySandbox, listAllSandboxes } from './local-listing';
import { LabNetworks } from './local-network';
import { openTerminal } from './local-terminal';
import { runCommand } from './podman-cli';
import { ownedOrExpired } from './sandbox-rules';

/**
 * The local sandbox driver: rootful podman with runc (or gVisor's runsc) on this machine. Each
 * host of a lab is one container with a throwaway copy-on-write root, its own PID, mount, UTS,
 * IPC and network namespaces, no network (or, for multi-machine labs, an internal network with
 * no route out and firewalled from the host), a small capability set, no-new-privileges,
 * memory/CPU/pids limits and a hard time limit enforced by conmon. See
 * docs/decisions/017-lab-sandboxes.md for what each flag does and what this does not protect.
 * The work is done in the local-*.ts modules; this class holds their shared state.
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

export class LocalDriver implements LabDriver {
  readonly name = 'local' as const;
  private readonly projectRoot: string;
  readonly owner: string;
  private readonly context: LocalContext;
  private readonly networks: LabNetworks;

  constructor(options: LocalDriverOptions) {
    this.projectRoot = options.projectRoot;
    this.owner = options.owner ?? 'default';
    this.context = {
      runtime: options.runtime ?? 'runc',
      owner: this.owner,
      maxSandboxes: options.maxSandboxes ?? 40,
      podmanProgram: options.podman ?? 'podman',
      env: childEnvironment({
        CONTAINERS_CONF: path.join(this.projectRoot, 'content/labs/images/containers.conf'),
      }),
      workDir: path.join(os.tmpdir(), 'shikhon-labs'),
      // Through the method, so that every podman run of the driver's is one of `podman()`.
      podman: (args, podmanOptions) => this.podman(args, podmanOptions),
      settingsCache: createCache(),
      pristineCache: createCache(),
      hostSettings: new Map(),
      checksRunning: new Map(),
      nestedTargets: new Map(),
      seccompProfile: {},
    };
    this.networks = new LabNetworks(this.context);
  }

  /** Runs podman (`nice`: niced); resolves with its result whatever the exit code. */
  podman(args: string[], options: PodmanOptions = {}) {
    const { workDir, env, podmanProgram } = this.context;
    mkdirSync(workDir, { recursive: true });
    const { nice, ...rest } = options;
    const [program, all] = maybeNiced(nice === true, podmanProgram, args);
    return runCommand(program, all, {
      ...rest,
      env,
      cwd: workDir,
      timeoutMs: options.timeoutMs ?? 120_000,
    });
  }

  /** Image keys with a folder under content/labs/images. */
  imageKeys(): string[] {
    return imageKeys(this.projectRoot);
  }

  unavailableReason(): Promise<string | null> {
    return unavailableReason(this.context, this.projectRoot);
  }

  /** Why this machine cannot run sandboxes at all (root, podman, the runtime), or null. */
  hostUnavailableReason(): Promise<string | null> {
    return hostUnavailableReason(this.context);
  }

  /** The settings stored on the image (cached; `fresh` reads them again). */
  imageSettings(key: string, fresh = false): Promise<ImageSettings> {
    return imageSettings(this.context, key, fresh);
  }

  /** The host path of a pristine (never started, mounted) copy of the image's files. */
  pristineRoot(key: string, image: ImageSettings): Promise<string> {
    return pristineRoot(this.context, key, image);
  }

  create(spec: SandboxSpec): Promise<SandboxHandle> {
    return createSandbox(
      this.context,
      this.networks,
      () => this.listAll(),
      spec,
      (sessionId) => this.destroy(sessionId),
    );
  }

  exec(
    handle: SandboxHandle,
    host: string,
    script: string,
    options: ExecOptions,
  ): Promise<ExecResult> {
    return exec(this.context, handle, host, script, options);
  }

  prepareExec(handle: SandboxHandle, host: string, options: ExecOptions): PreparedExec {
    return prepareExec(this.context, handle, host, options);
  }

  terminal(
    handle: SandboxHandle,
    host: string,
    size: TerminalSize,
    options: TerminalOptions = {},
  ): Promise<SandboxTerminal> {
    return openTerminal(this.context, handle, host, size, options);
  }

  /** Removes a sandbox's cgroups in every hierarchy, with any the learner made inside. */
  removeCgroups(name: string) {
    removeCgroups(name);
  }

  destroy(sessionId: string): Promise<void> {
    return destroySandbox(this.context, sessionId);
  }

  /** This owner's sandboxes, and every owner's that are past their expiry. */
  async list(): Promise<SandboxSummary[]> {
    return ownedOrExpired(await this.listAll(), this.owner);
  }

  /** Every lab sandbox on this machine, whoever made it. */
  listAll(): Promise<(SandboxSummary & { owner: string })[]> {
    return listAllSandboxes(this.context);
  }
}
