import type { Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema, LabSessionsTable } from '../../db/schema';
import type { ExecOptions, LabDriver } from '../../labs/lab-driver';
import type { TerminalHub } from './lab-terminals';
import type { WarmPool } from './lab-warm-pool';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/labs';

/** What the steps of the lab runner (lab-runner.ts) share. */

export interface LabRunnerDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  driver: LabDriver;
  /** LAB_MAX_SANDBOXES: sessions over it wait in the queue. */
  maxSandboxes: number;
  /** LAB_FREE_SHARE: the percent of maxSandboxes free sessions may hold (decision 027). */
  freeSharePercent: number;
  /**
   * LAB_WARM_SANDBOXES: booted sandboxes kept ready for each kind of one-machine lab (image and
   * host name), handed to the next session that starts one (decision 025). 0: none.
   */
  warmSandboxes?: number;
  log: (message: string) => void;
}

/** The runner's dependencies and this instance's state of the sandboxes it looks after. */
export interface RunnerState {
  deps: LabRunnerDependencies;
  /** How many sandboxes free sessions may hold (freeSandboxLimit). */
  maxFreeSandboxes: number;
  /** Sandboxes this instance is making, by session id. */
  starting: Map<string, Promise<void>>;
  terminals: TerminalHub;
  warm: WarmPool;
  /** The queue's latest pass: passes run one at a time in this instance. */
  pumping: Promise<void>;
}

export const MINUTE = 60_000;

/**
 * The driver's own time limit (podman --timeout cannot be extended): the longest a session can
 * last, 45 + 15 minutes, plus a margin. The service enforces the session's real end itself
 * (tick(), and a check on every call), destroying the sandbox; the driver's limit and the sweep
 * are the backstops when the server is down.
 */
export const SANDBOX_TTL_SECONDS = (LAB_SESSION_MINUTES + LAB_EXTEND_MINUTES) * 60 + 120;

/**
 * setup.sh has longer than a check (it may prepare files or install from the image), and runs
 * as the learner's shell: what it starts (a rogue listener, a slow report) must be the
 * learner's to find and stop, not hold a check's extra capability.
 */
export const SETUP_EXEC: ExecOptions = { timeoutMs: 60_000, as: 'learner' };

export type EndReason = NonNullable<LabSessionsTable['end_reason']>;
