import { errorText } from '../../error-text';
import type { LabDriver, SandboxHostSpec } from '../../labs/lab-driver';
import { cached } from '../../../shared/cache';
import type { SessionRow } from './lab-session-rows';
import { pump, settled } from './lab-queue';
import {
  SANDBOX_TTL_SECONDS,
  SETUP_EXEC,
  type EndReason,
  type LabRunnerDependencies,
  type RunnerState,
} from './lab-runner-state';
import { currentRow, endSession, endVanished } from './lab-session-end';
import { createTerminalHub } from './lab-terminals';
import { schedule, tick } from './lab-tick';
import { createWarmPool } from './lab-warm-pool';

/**
 * How long the driver's answer to "can labs run here?" is kept: asking the local driver runs
 * podman (0.2-1 s), which no page view should wait for or be able to trigger at will.
 */
const AVAILABILITY_TTL_MS = 30_000;

/**
 * How many sandboxes sessions of free first labs may hold: `percent` of the cap, rounded down,
 * but at least one, so a free lab always can start on a small server (decision 027).
 */
export function freeSandboxLimit(maxSandboxes: number, percent: number): number {
  return Math.max(1, Math.floor((maxSandboxes * percent) / 100));
}

/** driver.unavailableReason(), asked at most every AVAILABILITY_TTL_MS (concurrent calls share). */
function cachedAvailability(
  driver: LabDriver,
  log: (message: string) => void,
): () => Promise<string | null> {
  return cached(
    () =>
      driver.unavailableReason().catch((error: unknown) => {
        log(`Lab driver availability: ${errorText(error)}`);
        return 'Labs are unavailable on this server: the sandbox driver did not answer.';
      }),
    { lifetimeMs: AVAILABILITY_TTL_MS },
  );
}

/** The runner's state, its terminals and warm pool wired to it. */
function runnerState(
  deps: LabRunnerDependencies,
  unavailableReason: () => Promise<string | null>,
): RunnerState {
  const { db, content, driver, log } = deps;
  const state: RunnerState = {
    deps,
    maxFreeSandboxes: freeSandboxLimit(deps.maxSandboxes, deps.freeSharePercent),
    starting: new Map(),
    pumping: Promise.resolve(),
    terminals: createTerminalHub(driver, log, (sessionId) => {
      endVanished(state, sessionId).catch((error: unknown) => {
        log(`Lab session ${sessionId}: ${errorText(error)}`);
      });
    }),
    warm: createWarmPool({
      db,
      content,
      driver,
      maxSandboxes: deps.maxSandboxes,
      perKind: deps.warmSandboxes ?? 0,
      sessionTtlSeconds: SANDBOX_TTL_SECONDS,
      setupExec: SETUP_EXEC,
      unavailableReason,
      log,
    }),
  };
  return state;
}

/**
 * The life of sessions' sandboxes: the queue (pump), making a sandbox and running setup.sh
 * (launch, lab-queue.ts), ending a session and removing its sandbox (lab-session-end.ts), the
 * timer that ends sessions whose time is up (lab-tick.ts), and the driver's availability. The
 * service (labs.service.ts) applies the learner-facing rules on top.
 */
export function createLabRunner(deps: LabRunnerDependencies) {
  const unavailableReason = cachedAvailability(deps.driver, deps.log);
  const state = runnerState(deps, unavailableReason);
  const { warm } = state;
  return {
    terminals: state.terminals,
    maxFreeSandboxes: state.maxFreeSandboxes,
    unavailableReason,
    /** The row, after ending it if its time is up. */
    current: (row: SessionRow) => currentRow(state, row),
    endSession: (row: SessionRow, reason: EndReason) => endSession(state, row, reason),
    pump: () => pump(state),
    tick: () => tick(state),
    /** The sandbox being made for this session by this instance, if any. */
    starting: (sessionId: string): Promise<void> | undefined => state.starting.get(sessionId),
    /** A booted sandbox for a new session of these hosts: its id, or null (warm pool). */
    takeWarm: (hosts: readonly SandboxHostSpec[]) => warm.take(hosts),
    /** The session that took a warm sandbox was not recorded: the sandbox goes. */
    releaseWarm: (sessionId: string) => warm.release(sessionId),
    /** True for the warm pool's own sandboxes, which belong to no session yet. */
    holdsWarm: (sessionId: string) => warm.holds(sessionId),
    /** Removes the warm pool's sandboxes (server shutdown). */
    stopWarm: () => warm.stop(),
    /** Runs tick() every `intervalMs`, and fills the warm pool now; returns the stopper. */
    schedule: (intervalMs?: number) => schedule(state, intervalMs),
    /** Waits for sandboxes being made (tests, shutdown). */
    settled: () => settled(state),
  };
}

export type LabRunner = ReturnType<typeof createLabRunner>;
