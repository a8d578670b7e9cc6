import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { errorText } from '../../error-text';
import {
  type ExecOptions,
  type LabDriver,
  type PreparedExec,
  type SandboxHandle,
  type SandboxHostSpec,
  type SandboxTerminal,
  WARM_USER,
} from '../../labs/lab-driver';
import { runningCounts } from './lab-session-rows';
import { DEFAULT_TERMINAL_SIZE } from './lab-terminals';

/**
 * A warm sandbox older than this is replaced rather than handed out: its driver time limit
 * (the session's + this) must still cover a whole session.
 */
export const WARM_MAX_AGE_MS = 10 * 60_000;

export interface WarmPoolDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  driver: LabDriver;
  maxSandboxes: number;
  /** How many of each kind (LAB_WARM_SANDBOXES); 0: no pool. */
  perKind: number;
  /** A session's sandbox time limit: a warm one lives this + WARM_MAX_AGE_MS. */
  sessionTtlSeconds: number;
  /** How setup.sh runs on a session's first host: its prepared exec runs it the same way. */
  setupExec: ExecOptions;
  unavailableReason: () => Promise<string | null>;
  log: (message: string) => void;
}

/** What a session takes from the pool: the sandbox, and what was started on it ahead. */
export interface WarmSandbox {
  handle: SandboxHandle;
  /** A gated shell on its host, already started (null when it could not start, or ended). */
  terminal: SandboxTerminal | null;
  /** setup.sh's runner, already started (null on a driver that cannot prepare one). */
  setup: PreparedExec | null;
}

interface Entry {
  id: string;
  kind: string;
  made: number;
  sandbox: WarmSandbox | null;
}

/** The pool's dependencies and its sandboxes. */
interface PoolState {
  deps: WarmPoolDependencies;
  /** The one host of each kind of one-machine lab, by `image/name`. */
  kinds: Map<string, SandboxHostSpec>;
  ready: Entry[];
  /** Taken by a session that has not launched yet: its id and sandbox. */
  claimed: Map<string, WarmSandbox>;
  /** The latest fill: fills run one at a time. */
  filling: Promise<void>;
  stopped: boolean;
}

/** Ends what was started on it ahead; the sandbox stays. */
function letGo(sandbox: WarmSandbox | null | undefined) {
  sandbox?.terminal?.close();
  sandbox?.setup?.cancel();
}

function destroy(pool: PoolState, id: string, sandbox?: WarmSandbox | null) {
  letGo(sandbox);
  return pool.deps.driver
    .destroy(id)
    .catch((error: unknown) =>
      pool.deps.log(`Warm lab sandbox ${id} not removed: ${errorText(error)}`),
    );
}

/** The host's gated shell, started now; null when it fails or once it has ended. */
async function startShell(pool: PoolState, sandbox: WarmSandbox, host: string): Promise<void> {
  try {
    const terminal = await pool.deps.driver.terminal(sandbox.handle, host, DEFAULT_TERMINAL_SIZE, {
      gated: true,
    });
    terminal.onExit(() => {
      if (sandbox.terminal === terminal) sandbox.terminal = null;
    });
    sandbox.terminal = terminal;
  } catch (error) {
    pool.deps.log(`Warm lab sandbox ${sandbox.handle.sessionId}: no shell (${errorText(error)})`);
  }
}

/** Makes one sandbox of this kind while the cap leaves room; false when it did not. */
async function makeOne(pool: PoolState, kind: string, host: SandboxHostSpec): Promise<boolean> {
  const { deps, ready } = pool;
  const running = await runningCounts(deps.db);
  if (running.all + ready.length + pool.claimed.size >= deps.maxSandboxes) return false;
  const entry: Entry = { id: randomUUID(), kind, made: Date.now(), sandbox: null };
  ready.push(entry);
  try {
    const handle = await deps.driver.create({
      sessionId: entry.id,
      userId: WARM_USER,
      labId: WARM_USER,
      hosts: [host],
      ttlSeconds: deps.sessionTtlSeconds + WARM_MAX_AGE_MS / 1000,
      background: true,
    });
    const sandbox: WarmSandbox = {
      handle,
      terminal: null,
      setup: deps.driver.prepareExec?.(handle, host.name, deps.setupExec) ?? null,
    };
    await startShell(pool, sandbox, host.name);
    if (pool.stopped || !ready.includes(entry)) await destroy(pool, entry.id, sandbox);
    else entry.sandbox = sandbox;
    return true;
  } catch (error) {
    if (ready.includes(entry)) ready.splice(ready.indexOf(entry), 1);
    if (!(error instanceof Error && error.name === 'SandboxLimitError')) {
      deps.log(`Warm lab sandbox (${kind}) not made: ${errorText(error)}`);
    }
    return false;
  }
}

/** One fill: old sandboxes replaced, missing ones made, until the cap stops it. */
async function fillOnce(pool: PoolState): Promise<void> {
  const { deps, ready } = pool;
  if ((await deps.unavailableReason()) !== null) return;
  for (const entry of [...ready]) {
    if (entry.sandbox && Date.now() - entry.made > WARM_MAX_AGE_MS) {
      ready.splice(ready.indexOf(entry), 1);
      await destroy(pool, entry.id, entry.sandbox);
    }
  }
  for (const [kind, host] of pool.kinds) {
    while (!pool.stopped && ready.filter((entry) => entry.kind === kind).length < deps.perKind) {
      if (!(await makeOne(pool, kind, host))) return;
    }
  }
}

/** Replaces old ones and makes what is missing (one pass at a time). */
function fill(pool: PoolState): Promise<void> {
  if (pool.deps.perKind <= 0 || pool.stopped) return Promise.resolve();
  pool.filling = pool.filling.then(() => fillOnce(pool));
  return pool.filling;
}

/** The id of a booted sandbox for a session of these hosts (now its own), or null. */
function take(pool: PoolState, hosts: readonly SandboxHostSpec[]): string | null {
  const [host] = hosts;
  if (hosts.length !== 1 || !host) return null;
  const kind = `${host.image}/${host.name}`;
  const entry = pool.ready.find(
    (candidate) =>
      candidate.kind === kind &&
      candidate.sandbox !== null &&
      Date.now() - candidate.made <= WARM_MAX_AGE_MS,
  );
  if (!entry?.sandbox) return null;
  pool.ready.splice(pool.ready.indexOf(entry), 1);
  pool.claimed.set(entry.id, entry.sandbox);
  void fill(pool);
  return entry.id;
}

/**
 * The sandbox a session took, which launch uses instead of making one; null when there is
 * none, or when the session waited in the queue so long that the sandbox's time limit no
 * longer covers it (then it is removed, and launch makes a new one under the same id).
 */
async function adopt(pool: PoolState, sessionId: string): Promise<WarmSandbox | null> {
  const sandbox = pool.claimed.get(sessionId) ?? null;
  pool.claimed.delete(sessionId);
  if (
    sandbox &&
    Date.parse(sandbox.handle.expiresAt) - Date.now() < pool.deps.sessionTtlSeconds * 1000
  ) {
    await destroy(pool, sessionId, sandbox);
    return null;
  }
  return sandbox;
}

/** A session that took one will not use it: true when there was one to remove. */
function release(pool: PoolState, sessionId: string): boolean {
  const sandbox = pool.claimed.get(sessionId);
  if (!pool.claimed.delete(sessionId)) return false;
  void destroy(pool, sessionId, sandbox);
  return true;
}

/** Removes one booted sandbox to free its place; true when there was one. */
async function dropOne(pool: PoolState): Promise<boolean> {
  const entry = pool.ready.find((candidate) => candidate.sandbox !== null);
  if (!entry) return false;
  pool.ready.splice(pool.ready.indexOf(entry), 1);
  await destroy(pool, entry.id, entry.sandbox);
  return true;
}

/** Server shutdown: every sandbox of the pool is removed. */
async function stop(pool: PoolState): Promise<void> {
  pool.stopped = true;
  await pool.filling;
  const all: [string, WarmSandbox | null][] = [
    ...pool.ready.map((entry) => [entry.id, entry.sandbox] as [string, WarmSandbox | null]),
    ...pool.claimed.entries(),
  ];
  pool.ready.length = 0;
  pool.claimed.clear();
  await Promise.all(all.map(([id, sandbox]) => destroy(pool, id, sandbox)));
}

/** The kinds of one-machine lab in the content: each one's host, by `image/name`. */
function labKinds(content: LearningContent): Map<string, SandboxHostSpec> {
  const kinds = new Map<string, SandboxHostSpec>();
  for (const lab of content.labs.values()) {
    const [host] = lab.hosts;
    if (lab.hosts.length === 1 && host) kinds.set(`${host.image}/${host.name}`, host);
  }
  return kinds;
}

/**
 * Booted one-machine sandboxes, `perKind` of each kind the content's labs use, made ahead of any
 * session (same driver, same limits) so a start skips the boot. Each also has its learner's
 * shell and setup.sh's runner started (gated: nothing runs until the session says), because on
 * the local driver each of those process starts costs 300-400 ms of a start. A new session
 * takes one as its id (take), launch adopts it. Replaced after WARM_MAX_AGE_MS; made only while
 * the cap leaves room for them beside the sessions, and the first to go when a session needs
 * the place.
 */
export function createWarmPool(deps: WarmPoolDependencies) {
  const pool: PoolState = {
    deps,
    kinds: labKinds(deps.content),
    ready: [],
    claimed: new Map(),
    filling: Promise.resolve(),
    stopped: false,
  };
  return {
    fill: () => fill(pool),
    take: (hosts: readonly SandboxHostSpec[]) => take(pool, hosts),
    adopt: (sessionId: string) => adopt(pool, sessionId),
    release: (sessionId: string) => release(pool, sessionId),
    dropOne: () => dropOne(pool),
    /** The pool's own sandboxes (the sweep leaves them). */
    holds: (sessionId: string) =>
      pool.claimed.has(sessionId) || pool.ready.some((entry) => entry.id === sessionId),
    stop: () => stop(pool),
  };
}

export type WarmPool = ReturnType<typeof createWarmPool>;
