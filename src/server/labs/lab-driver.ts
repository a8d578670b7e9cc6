/**
 * The sandbox driver interface: how the lab service starts, reaches and removes the throwaway
 * machines of a lab session. Two drivers implement it, chosen by `LAB_DRIVER`:
 * `local` (rootful podman with runc on this machine, `local-driver.ts`) and `kubernetes` (a pod
 * per host through the Kubernetes API, `kubernetes-driver.ts`). The service never names podman
 * or Kubernetes; tests use the same interface. What both drivers share lives beside this file:
 * `sandbox-rules.ts` (ids, the checks' environment and protected paths, exec outcomes),
 * `sandbox-limits.ts` (LAB_MAX_SANDBOXES) and `terminal-adapter.ts`.
 */

/** One machine of a lab, as the lab's environment declares it. */
export interface SandboxHostSpec {
  /** Host name inside the lab, e.g. `lab`, `control`, `node1` (also its DNS name on the lab network). */
  name: string;
  /** Image key, e.g. `linux`, `docker`, `ansible`: `localhost/shikhon-lab-<key>:latest` locally. */
  image: string;
}

export interface SandboxSpec {
  /** Unique per session; drivers use it in sandbox names and labels (`shikhon.session=<id>`). */
  sessionId: string;
  userId: string;
  labId: string;
  /** One host, or several on an internal network with no route out (multi-machine labs). */
  hosts: SandboxHostSpec[];
  /** The driver kills every host of the sandbox when this many seconds have passed. */
  ttlSeconds: number;
  /**
   * Made ahead of any session (the warm pool): nobody waits for it, so its making yields the
   * CPU to the sandboxes learners are using.
   */
  background?: boolean;
}

export interface TerminalOptions {
  gated?: boolean;
}

/** What a gated terminal waits for: one line, read without echo, before the shell starts. */
export const TERMINAL_GATE = '\n';
/** The shell command of a gated terminal (bash -c): reads the gate line, then the shell. */
export const GATED_SHELL = 'read -rs _; exec /usr/bin/bash -l';

export interface SandboxHandle {
  sessionId: string;
  /** Host names in the order of the spec; the first is where the terminal opens. */
  hosts: string[];
  /** When the driver will kill it (ISO 8601). */
  expiresAt: string;
}

export interface ExecResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** True when the command was killed at its timeout (exitCode is then 124). */
  timedOut: boolean;
}

export interface ExecOptions {
  timeoutMs: number;
  /** `check` (default): the trusted path; `learner`: as the learner's shell. */
  as?: 'check' | 'learner';
}

/** A script runner started ahead of its script (see LabDriver.prepareExec). */
export interface PreparedExec {
  /** Runs the script (once): as exec() would have, with the time limit counted from now. */
  run(script: string): Promise<ExecResult>;
  /** Not needed after all: the process ends without running anything. */
  cancel(): void;
}

export interface TerminalSize {
  cols: number;
  rows: number;
}

/** An interactive shell on one host: bytes in, bytes out. */
export interface SandboxTerminal {
  write(data: string): void;
  onData(listener: (data: string) => void): void;
  /** Called once when the shell ends (the learner typed `exit`, or the sandbox was removed). */
  onExit(listener: (code: number) => void): void;
  resize(size: TerminalSize): void;
  close(): void;
}

export interface SandboxSummary {
  sessionId: string;
  /** When it was created and when it expires (ISO 8601), from the driver's own labels. */
  createdAt: string;
  expiresAt: string;
  /** Made for a server's warm pool (its spec's userId was WARM_USER), by any instance. */
  warm?: boolean;
}

/** The userId of sandboxes made ahead of any session (the lab runner's warm pool). */
export const WARM_USER = 'warm';

export interface LabDriver {
  readonly name: 'local' | 'kubernetes';
  /** Null when the driver can run here; otherwise why not, in a sentence for the lab pages. */
  unavailableReason(): Promise<string | null>;
  create(spec: SandboxSpec): Promise<SandboxHandle>;
  /**
   * Runs `script` with bash on `host` as root; never throws for a non-zero exit. By default it
   * runs as a check (setup.sh and step checks): with an interpreter, tools and PATH the learner
   * cannot write or shadow (decision 025). `as: 'learner'` runs it as the learner's own shell
   * would (tests that act for the learner: solve.sh, attacks).
   */
  exec(
    handle: SandboxHandle,
    host: string,
    script: string,
    options: ExecOptions,
  ): Promise<ExecResult>;
  /**
   * Optional: starts what exec() would run (only `as: 'learner'`) before its script is known,
   * so that a later run() skips the process start (a warm sandbox's setup.sh). Until run() or
   * cancel() it waits, doing nothing.
   */
  prepareExec?(handle: SandboxHandle, host: string, options: ExecOptions): PreparedExec;
  /**
   * A login shell on `host`. `gated`: the process starts at once but the shell only after the
   * first line written to it (read silently), so it can be opened while setup.sh still runs
   * and start after it (what setup writes to ~/.bashrc applies).
   */
  terminal(
    handle: SandboxHandle,
    host: string,
    size: TerminalSize,
    options?: TerminalOptions,
  ): Promise<SandboxTerminal>;
  /** Removes every host and network of the session; safe to call twice. */
  destroy(sessionId: string): Promise<void>;
  /** Every sandbox this driver made (for the sweep), whoever made it. */
  list(): Promise<SandboxSummary[]>;
}
